/**
 * Server side of an island: renders the component inside a root marked with its name and
 * props, which the client entry finds and hydrates into the page's one jotai store.
 *
 * `hydrate` says when: 'load' (the default) as soon as the page's script runs, for what a
 * visitor may use before doing anything else (typing a place); 'interaction' at the visitor's
 * first interaction with the page (pointer, touch, key or focus), for islands whose server
 * HTML already reads and works as links and forms. Deferred islands keep their code out of
 * the page's initial JavaScript; a click that lands before its island is live is replayed
 * once it is (ui/app/entry-client.tsx). `wakeOnHash` hydrates a deferred island at once when
 * the address's hash names it, on load or later (the review modal's `#newreview`), or, with
 * "*", when the address has any hash (the table of contents accordion). `wakeAfterMs` hydrates
 * a deferred island on its own that long after the page started, if no interaction came first
 * (the chat assistant's widget, which appears after 5 s).
 */
import type { ComponentProps, ComponentType } from "react";
import { type IslandName, islandComponents } from "./island-components.ts";

type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;

type IslandHydration = "load" | "interaction";

export function Island<Name extends IslandName>({
  name,
  props,
  hydrate = "load",
  wakeOnHash,
  wakeAfterMs,
}: {
  name: Name;
  props: IslandProps<Name>;
  hydrate?: IslandHydration;
  /** A hash (without '#') that wakes the deferred islands when the address has it; "*" for any hash. */
  wakeOnHash?: string;
  /** Milliseconds after the page started when a deferred island hydrates without waiting for an interaction. */
  wakeAfterMs?: number;
}) {
  // The signature pairs the name with its props; indexing by a generic name cannot keep that pairing.
  const Component = islandComponents[name] as ComponentType<object>;
  return (
    <div
      className="island"
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate === "load" ? undefined : hydrate}
      data-wake-hash={wakeOnHash}
      data-wake-after={wakeAfterMs}
    >
      <Component {...props} />
    </div>
  );
}
