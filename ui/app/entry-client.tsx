/**
 * The browser entry: reads the state the server serialised, builds the page's one jotai
 * store from it, and hydrates every island root into that store: at once, or at the visitor's
 * first interaction for islands marked so (ui/app/Island.tsx).
 */
import { Provider } from "jotai";
import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders } from "./island-loaders.ts";
import { createSeededStore } from "./page-seed.ts";
import { PAGE_STATE_ELEMENT_ID, type PageState } from "./page-state.ts";
import { markSessionUnloaded } from "./session-timeout.ts";
import { startWebVitals } from "./web-vitals-start.ts";

function readPageState(): PageState {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return { seed: {} };
  try {
    return JSON.parse(text) as PageState;
  } catch (error) {
    console.error("page state is not valid JSON; islands start from their defaults", error);
    return { seed: {} };
  }
}

function isIslandName(name: string | undefined): name is keyof typeof islandLoaders {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** Calls `onCommitted` once React has committed the island's hydration (effects run after commit). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reports the first commit only, never a later one.
  useEffect(onCommitted, []);
  return children;
}

/** What counts as the visitor starting to use the page: it wakes the islands hydrated on interaction. */
const INTERACTION_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;

/** The nearest element a replayed click should go to: the control itself, not an icon inside it. */
function clickTarget(target: Element): Element {
  return target.closest("a, button, input, select, textarea, label, summary") ?? target;
}

function startIslands(): void {
  const store = createSeededStore(readPageState().seed);
  const roots = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const started = new Map<HTMLElement, Promise<void>>();
  const live = new WeakSet<HTMLElement>();

  const hydrateIsland = (root: HTMLElement): Promise<void> => {
    const running = started.get(root);
    if (running) return running;
    const name = root.dataset.island;
    const hydration = (async () => {
      if (!isIslandName(name)) {
        console.error(`unknown island ${String(name)}; left as server HTML`);
        return;
      }
      const Component = await islandLoaders[name]();
      const props: unknown = JSON.parse(root.dataset.props ?? "{}");
      await new Promise<void>((resolve) => {
        hydrateRoot(
          root,
          <Provider store={store}>
            <Committed onCommitted={resolve}>
              <Component {...(props as object)} />
            </Committed>
          </Provider>,
        );
      });
    })()
      .catch((error: unknown) => console.error(`island ${String(name)} did not hydrate; its server HTML stays`, error))
      .finally(() => live.add(root));
    started.set(root, hydration);
    return hydration;
  };

  /** Settles once every island started so far is live, so no click lands on half a page. */
  const settled = async () => {
    let count = 0;
    while (count !== started.size) {
      count = started.size;
      await Promise.all(started.values());
    }
  };

  const deferred = roots.filter((root) => root.dataset.hydrate === "interaction");
  // A deferred island that names a time wakes alone then (the chat's widget), unless the visitor came first.
  for (const root of deferred)
    if (root.dataset.wakeAfter) setTimeout(() => hydrateIsland(root), +root.dataset.wakeAfter - performance.now());
  const eager = roots.filter((root) => root.dataset.hydrate !== "interaction");
  // Marks the document once the eager islands are live, then once every island is, for tools and tests that wait on it.
  void Promise.all(eager.map(hydrateIsland)).then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
  let woken = false;
  const hydrateDeferred = () => {
    if (woken) return;
    woken = true;
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, hydrateDeferred, true);
    void Promise.all([...eager, ...deferred].map(hydrateIsland)).then(() => {
      document.documentElement.dataset.interactive = "true";
    });
  };
  // A click on an island that is not live yet (its code still loading) is held, and replayed
  // on the same control once the islands are live: the visitor's first click is never lost.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const root = target?.closest<HTMLElement>("[data-island]");
      if (!target || !root || live.has(root)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hydrateDeferred();
      void settled().then(() => {
        const control = clickTarget(target);
        if (!control.isConnected) return;
        if (control instanceof HTMLElement) control.click();
        else control.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      });
    },
    true,
  );

  // An address whose hash names a deferred island (the review modal's #newreview) is the
  // visitor asking for it: the islands wake at once, on load or when the hash changes to it.
  // "*" wakes on any hash: the table of contents accordion opens for a visitor sent to a section.
  const hashWakes = () =>
    deferred.some(
      (root) =>
        root.dataset.wakeHash &&
        (root.dataset.wakeHash === "*" ? location.hash.length > 1 : `#${root.dataset.wakeHash}` === location.hash),
    );
  if (deferred.length === 0 || hashWakes()) hydrateDeferred();
  else {
    for (const type of INTERACTION_EVENTS)
      document.addEventListener(type, hydrateDeferred, { capture: true, passive: true });
    window.addEventListener("hashchange", () => {
      if (hashWakes()) hydrateDeferred();
    });
  }
}

window.addEventListener("pagehide", () => markSessionUnloaded());
startIslands();

// Field Core Web Vitals: after load and idle, with Analytics consent (ui/app/web-vitals-start.ts).
startWebVitals();
