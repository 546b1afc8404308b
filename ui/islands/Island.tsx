/**
 * Server side of an island: renders the component inside a root marked with its name and
 * props, which the client entry finds and hydrates into the page's one jotai store.
 */
import type { ComponentProps, ComponentType } from "react";
import { type IslandName, islandComponents } from "./components.ts";

type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;

export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  // The signature pairs the name with its props; indexing by a generic name cannot keep that pairing.
  const Component = islandComponents[name] as ComponentType<object>;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
