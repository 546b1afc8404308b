/**
 * Server side of an island: renders the component inside a root marked with its name, and its
 * props as JSON in a `<script type="application/json" data-island-props>` right after the root
 * (none when there are none), which the client entry finds and hydrates into the page's one
 * jotai store, loading the catalogue's sections the root names (`data-words`) with its code. In a script the JSON is plain text: an attribute would spell every quote as
 * `&quot;`, which made a page of 20 cards' props about 75 KB heavier, all of it escaped by
 * the render and read again by the page cache's pass over it.
 *
 * `hydrate` says when:
 * - 'load' (the default): as soon as the page's script runs, for what a visitor may use before
 *   doing anything else (typing a place);
 * - 'idle': after the page has loaded, at once when the island is in or near the viewport,
 *   otherwise when the browser is next idle (at the latest 1.5 s later), or at the visitor's
 *   first interaction if that comes first. For islands whose server HTML already reads and works
 *   as links and forms: their code stays out of the JavaScript loaded before the page's largest
 *   paint, yet they are live before the visitor's first click;
 * - 'interaction': only at the visitor's first interaction with the page (pointer, touch, key
 *   or focus), for islands whose hydration fetches much (a map that loads MapLibre once it is in
 *   view) or that wake on their own timer (the chat assistant's `wakeAfterMs`).
 * Before an island is live its server HTML works as plain links and forms; a box or select
 * changed then, or a script-only button clicked, is made again once it is live
 * (ui/app/early-changes.ts). `wakeOnHash` hydrates the
 * deferred islands at once when the address's hash names it, on load or later (the review
 * modal's `#newreview`), or, with "*", when the address has any hash (the table of contents
 * accordion). `wakeAfterMs` hydrates a deferred island on its own that long after the page
 * started, if no interaction came first (the chat assistant's widget, which appears after 5 s).
 */
import type { ComponentProps, ComponentType } from "react";
import { jsonForScript } from "../../domain/json-script.ts";
import { type IslandName, islandComponents } from "./island-components.ts";
import { useIslandWords } from "./island-words.tsx";

type IslandProps<Name extends IslandName> = ComponentProps<(typeof islandComponents)[Name]>;

type IslandHydration = "load" | "idle" | "interaction";

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
  const json = jsonForScript(props);
  const words = useIslandWords(name);
  return (
    <>
      <div
        className="island"
        data-island={name}
        data-hydrate={hydrate === "load" ? undefined : hydrate}
        data-wake-hash={wakeOnHash}
        data-wake-after={wakeAfterMs}
        data-words={words}
      >
        <Component {...props} />
      </div>
      {json === "{}" ? null : (
        <script
          type="application/json"
          data-island-props={name}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes every character that could end the element.
          dangerouslySetInnerHTML={{ __html: json }}
        />
      )}
    </>
  );
}
