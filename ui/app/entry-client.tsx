/**
 * The browser entry: reads the state the server serialised, builds the page's one jotai store
 * from it, and hydrates each island (ui/app/Island.tsx) as a React root of its own, in a
 * transition, once its code is loaded: at once, after load (in view first, the rest when the
 * browser is idle), or at the visitor's first interaction, as the island is marked. A click on
 * an island React is still hydrating makes React hydrate it at once; a click on one whose code
 * has not come does what the plain HTML does (a link opens, a form posts), and a box or select
 * changed then is replayed once the island is live (early-changes.ts). An island that hydrates
 * after the visitor changed the shared state (a save while the toasts' code was on its way) is
 * rendered anew by React, without an error. Marks on <html> for tools
 * and tests: `data-hydrated` once the islands hydrated on load are live, `data-idle` once those
 * hydrated after load are too, `data-interactive` once every island is.
 */
import { Provider } from "jotai";
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { documentLanguage, pageCatalogue, sectionsOf } from "../i18n/load-messages.ts";
import { type PageLanguage, PageLanguageProvider, pageLanguage } from "../i18n/page-language.tsx";
import {
  changedControls,
  changeOf,
  EarlyChanges,
  replayChange,
  scriptOnlyButton,
  showStateOnBoxes,
} from "./early-changes.ts";
import { islandLoaders } from "./island-loaders.ts";
import { startPageEvents } from "./page-events-start.ts";
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

/** An island's props: the JSON script right after its root (ui/app/Island.tsx); none is `{}`. */
function islandProps(root: HTMLElement): unknown {
  const next = root.nextElementSibling;
  if (next instanceof HTMLScriptElement && next.dataset.islandProps === root.dataset.island) {
    return JSON.parse(next.textContent ?? "{}");
  }
  return {};
}

/** Calls `onCommitted` once React has committed the island's hydration (effects run after commit). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reports the first commit only, never a later one.
  useEffect(onCommitted, []);
  return children;
}

/** What counts as the visitor starting to use the page: it wakes every deferred island. */
const INTERACTION_EVENTS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "click",
] as const;

/** The performance mark set when the islands hydrated after load start: what came before is the initial JavaScript. */
const IDLE_ISLANDS_MARK = "carefind:idle-islands";

/** Longest wait for the browser to be idle before the islands hydrated when idle hydrate anyway. */
const IDLE_TIMEOUT_MS = 1500;
/** How far below (or above) the viewport an island counts as coming into view. */
const INTO_VIEW_MARGIN = "300px 0px";

/** Runs `then` once the page has loaded (its images and the scripts it needs first included). */
function afterLoad(then: () => void): void {
  if (document.readyState === "complete") then();
  else window.addEventListener("load", then, { once: true });
}

/** Runs `then` when the browser is next idle, at the latest after IDLE_TIMEOUT_MS (no idle callbacks: a short timer). */
function onIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(then, 1);
}

/**
 * Calls `seen` for each island root once it is in or near the viewport. A root is
 * `display: contents` (it has no box of its own), so its element children are what is watched.
 * Returns the function that stops watching.
 */
function watchIntoView(roots: readonly HTMLElement[], seen: (root: HTMLElement) => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const rootOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const root = rootOf.get(entry.target);
        if (!entry.isIntersecting || !root) continue;
        for (const child of root.children) observer.unobserve(child);
        seen(root);
      }
    },
    { rootMargin: INTO_VIEW_MARGIN },
  );
  for (const root of roots)
    for (const child of root.children) {
      rootOf.set(child, root);
      observer.observe(child);
    }
  return () => observer.disconnect();
}

function startIslands(): void {
  const store = createSeededStore(readPageState().seed);
  /** Set at the visitor's first interaction: the deferred islands wake then. */
  let woken = false;
  /**
   * Set once the page's state changed after that (a save, a pick, a filter): an island that
   * hydrates later may rightly show what its server HTML could not, and React renders it anew.
   */
  let visitorChanged = false;
  const set = store.set;
  store.set = ((...args: Parameters<typeof set>) => {
    if (woken) visitorChanged = true;
    return set(...args);
  }) as typeof set;
  // The page's own language only, and of it the sections each island reads, asked for beside its code.
  const language = documentLanguage();
  const catalogue = pageCatalogue(language);
  let text: PageLanguage | null = null;
  const islandMessages = async (root: HTMLElement) => {
    const messages = await catalogue.load(sectionsOf(root.dataset.words));
    text ??= pageLanguage(language, messages);
    return text;
  };
  const roots = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const started = new Map<HTMLElement, Promise<void>>();
  // What the visitor changed before this script even ran (a select React may set back as it hydrates).
  const beforeScripts = new Map(roots.map((root) => [root, changedControls(root)]));
  /** The islands React was asked to hydrate: it takes the visitor's changes in them from then on. */
  const hydrating = new WeakSet<HTMLElement>();
  /** What the visitor changed since, in islands not hydrating yet. */
  const madeEarly = new EarlyChanges();
  document.addEventListener(
    "change",
    (event) => {
      const change = changeOf(event.target);
      const target = event.target instanceof Node ? event.target : null;
      if (change && target && roots.some((root) => !hydrating.has(root) && root.contains(target)))
        madeEarly.record(change);
    },
    true,
  );
  /** The islands hydrated, or given up on. */
  const live = new WeakSet<HTMLElement>();
  /** What the visitor did in islands before they were live, made again once every island started is. */
  const early: (() => void)[] = [];
  /** While the early clicks are made again: they are the visitor's, not new ones to hold. */
  let replaying = false;
  const replayEarly = async () => {
    let count = 0;
    while (count !== started.size) {
      count = started.size;
      await Promise.all(started.values());
    }
    replaying = true;
    try {
      // One task apart, as the visitor's own changes came: each search starts from the one before.
      for (const replay of early.splice(0)) {
        replay();
        await new Promise((next) => setTimeout(next, 0));
      }
    } finally {
      replaying = false;
    }
  };

  const hydrateIsland = (root: HTMLElement): Promise<void> => {
    const running = started.get(root);
    if (running) return running;
    const name = root.dataset.island;
    const hydration = (async () => {
      if (!isIslandName(name)) {
        console.error(`unknown island ${String(name)}; left as server HTML`);
        return;
      }
      const [Component, text] = await Promise.all([islandLoaders[name](), islandMessages(root)]);
      const props = islandProps(root);
      await new Promise<void>((resolve) => {
        // As a transition, React hydrates the island in slices and lets the browser paint and
        // take input between them: no island holds the main thread for a long task after load.
        startTransition(() => {
          hydrating.add(root);
          hydrateRoot(
            root,
            <Provider store={store}>
              <PageLanguageProvider value={text}>
                <Committed
                  onCommitted={() => {
                    const changes = madeEarly.take(
                      (control) => control instanceof Node && root.contains(control),
                      beforeScripts.get(root) ?? [],
                    );
                    showStateOnBoxes(root, changes);
                    for (const change of changes) early.push(() => replayChange(change));
                    resolve();
                  }}
                >
                  <Component {...(props as object)} />
                </Committed>
              </PageLanguageProvider>
            </Provider>,
            {
              // React client-renders an island whose server HTML does not match; only a
              // mismatch nobody caused is a fault of ours.
              onRecoverableError: (error) => {
                if (visitorChanged)
                  console.warn(
                    `island ${name} rendered anew: the visitor changed what it shows before it hydrated`,
                    error,
                  );
                else console.error(`island ${name} did not match its server HTML`, error);
              },
            },
          );
        });
      });
    })()
      .catch((error: unknown) => console.error(`island ${String(name)} did not hydrate; its server HTML stays`, error))
      // Live, or left as its server HTML for good: either way no click on it is held any more.
      .finally(() => live.add(root));
    started.set(root, hydration);
    void hydration.then(() => (early.length > 0 ? replayEarly() : undefined));
    return hydration;
  };

  const hydration = (root: HTMLElement) => root.dataset.hydrate ?? "load";
  const eager = roots.filter((root) => hydration(root) === "load");
  const whenIdle = roots.filter((root) => hydration(root) === "idle");
  const deferred = roots.filter((root) => hydration(root) !== "load");
  // A deferred island that names a time wakes alone then (the chat's widget), unless the visitor came first.
  for (const root of deferred)
    if (root.dataset.wakeAfter) setTimeout(() => hydrateIsland(root), +root.dataset.wakeAfter - performance.now());
  // Marks the document once the eager islands are live, once those hydrated when idle are, then
  // once every island is, for tools and tests that wait on it.
  const eagerLive = Promise.all(eager.map(hydrateIsland)).then(() => {
    document.documentElement.dataset.hydrated = "true";
  });
  // spec: issue 15 "no dead first click": once the page has loaded and its eager islands are
  // live, the islands in (or near) view hydrate at once and the rest when the browser is next
  // idle, so a visitor's first click finds them live. Everything the page fetched before the
  // IDLE_ISLANDS_MARK performance mark is its initial JavaScript (scripts/bench-pages.ts).
  void eagerLive.then(() =>
    afterLoad(() => {
      performance.mark(IDLE_ISLANDS_MARK);
      // Field Core Web Vitals: when idle, with Analytics consent (ui/app/web-vitals-start.ts),
      // after the mark, so their chunks are never counted as the page's initial JavaScript.
      startWebVitals();
      // The page's own events (page view, session start, dwell, scroll): when idle, the same way.
      onIdle(startPageEvents);
      const unwatch = watchIntoView(whenIdle, (root) => void hydrateIsland(root));
      onIdle(() => {
        unwatch();
        void Promise.all(whenIdle.map(hydrateIsland)).then(() => {
          document.documentElement.dataset.idle = "true";
        });
      });
    }),
  );
  const hydrateDeferred = () => {
    if (woken) return;
    woken = true;
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, hydrateDeferred, true);
    void Promise.all([...eager, ...deferred].map(hydrateIsland)).then(() => {
      document.documentElement.dataset.interactive = "true";
    });
  };
  // An address whose hash names a deferred island (the review modal's #newreview) is the
  // visitor asking for it: the islands wake at once, on load or when the hash changes to it.
  // "*" wakes on any hash: the table of contents accordion opens for a visitor sent to a section.
  const hashWakes = () =>
    deferred.some(
      (root) =>
        root.dataset.wakeHash &&
        (root.dataset.wakeHash === "*" ? location.hash.length > 1 : `#${root.dataset.wakeHash}` === location.hash),
    );
  // A script-only button clicked on an island not live yet: held, and clicked again once it is.
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? scriptOnlyButton(event.target) : null;
      // Any island of the page around it not live yet (an island a live one renders is its own part).
      if (replaying || !button || !roots.some((root) => !live.has(root) && root.contains(button))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hydrateDeferred();
      early.push(() => button.isConnected && button.click());
      void replayEarly();
    },
    true,
  );
  // A box or select changed before this script even ran is the visitor starting too.
  if (deferred.length === 0 || hashWakes() || [...beforeScripts.values()].some((changes) => changes.length > 0))
    hydrateDeferred();
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
