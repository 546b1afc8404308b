/**
 * The browser entry: reads the state the server serialised, builds the page's one jotai
 * store from it, and hydrates every island root into that store: at once, after load (in view
 * first, the rest when the browser is idle), or at the visitor's first interaction, as each
 * island is marked (ui/app/Island.tsx). Marks on <html> for tools and tests: `data-hydrated`
 * once the islands hydrated on load are live, `data-idle` once those hydrated after load are
 * too, `data-interactive` once every island is (after the first interaction).
 */
import { Provider } from "jotai";
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
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
const INTERACTION_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;

/** The nearest element a replayed click should go to: the control itself, not an icon inside it. */
function clickTarget(target: Element): Element {
  return target.closest("a, button, input, select, textarea, label, summary") ?? target;
}

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

function isCheckable(element: Element): boolean {
  return element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
}

function isCheckbox(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === "checkbox";
}

/**
 * A held click on a box that names its address (a search filter's `data-address`, a query
 * string) shows that address at once, without React: the island's own search then finds the
 * address already there and replaces it rather than adding a second history entry
 * (ui/search/search-page-atoms.ts). Parameters of the current address named in
 * `data-address-keeps` (the compare selection) are carried over. Unticked back to its state
 * on load, the box's address is the one the page loaded with.
 * spec: issue 15 "no dead first click"; search-and-compare §2.1 (the query string updates in place).
 */
function showHeldAddress(box: HTMLInputElement, loadedAddress: string): void {
  const address = box.dataset.address;
  if (address === undefined) return;
  let next = loadedAddress;
  if (box.checked !== box.defaultChecked) {
    const current = new URLSearchParams(location.search);
    const params = new URLSearchParams(address);
    for (const name of (box.dataset.addressKeeps ?? "").split(" ")) {
      const value = name ? current.get(name) : null;
      if (value !== null) params.set(name, value);
    }
    const query = params.toString();
    next = `${location.pathname}${query ? `?${query}` : ""}`;
  }
  if (next === `${location.pathname}${location.search}`) return;
  if (next === loadedAddress) history.replaceState(null, "", next);
  else history.pushState(null, "", next);
}

/** The option a select shows in its server HTML: the last one marked selected, else the first. */
function defaultOptionIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findLastIndex((option) => option.defaultSelected);
  return marked === -1 ? 0 : marked;
}

/**
 * The controls of an island the visitor changed before the scripts ran: a box ticked or
 * unticked, a choice (a radio) now chosen, or a single select whose option is no longer the one
 * its server HTML showed. Text fields are the forms' own affair (ui/inquiry/use-inquiry-form.ts).
 */
function changedBeforeScripts(root: HTMLElement): (HTMLInputElement | HTMLSelectElement)[] {
  const choices = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')].filter(
    (input) => input.checked !== input.defaultChecked && (input.type === "checkbox" || input.checked),
  );
  const selects = [...root.querySelectorAll("select")].filter(
    (select) => !select.multiple && select.options.length > 0 && select.selectedIndex !== defaultOptionIndex(select),
  );
  return [...choices, ...selects];
}

/**
 * The events of a click that React would answer on an island not yet live by hydrating it
 * synchronously, in one long task before the next frame: held back like the click itself.
 */
const HELD_CLICK_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup"] as const;
/** What a held click on a box sets off too (its focus, its change): held on boxes only, a text field's typing is never held. */
const HELD_BOX_EVENTS = ["focusin", "input", "change"] as const;

function startIslands(): void {
  const loadedAddress = `${location.pathname}${location.search}`;
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
      const props = islandProps(root);
      await new Promise<void>((resolve) => {
        // As a transition, React hydrates the island in slices and lets the browser paint and
        // take input between them: no island holds the main thread for a long task after load.
        startTransition(() => {
          hydrateRoot(
            root,
            <Provider store={store}>
              <Committed onCommitted={resolve}>
                <Component {...(props as object)} />
              </Committed>
            </Provider>,
          );
        });
      });
    })()
      .catch((error: unknown) => console.error(`island ${String(name)} did not hydrate; its server HTML stays`, error))
      .finally(() => live.add(root));
    started.set(root, hydration);
    return hydration;
  };

  /**
   * A box the visitor ticked (or unticked) on an island not live yet keeps its new state, shows
   * the address it names at once, and is replayed once the islands are live: set back just
   * before, then ticked again as a live click. A choice (a radio) is only held once chosen, and
   * replayed the same way: the choice it replaced follows from it.
   */
  const holdBox = (box: HTMLInputElement) => {
    const wanted = box.checked;
    showHeldAddress(box, loadedAddress);
    void settled().then(() => {
      if (!box.isConnected) return;
      box.checked = !wanted;
      box.click();
    });
  };

  /** A select changed on an island not live yet: its change is sent again once the islands are live. */
  const holdSelect = (select: HTMLSelectElement) => {
    const wanted = select.value;
    void settled().then(() => {
      if (!select.isConnected) return;
      select.value = wanted;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
  };

  /** Settles once the islands woken by the visitor's first interaction have all started. */
  let waking = Promise.resolve();

  const allLive = () => [...started.keys()].every((root) => live.has(root));

  /** Settles once every island started so far is live, so no click lands on half a page. */
  const settled = async () => {
    await waking;
    let count = 0;
    while (count !== started.size) {
      count = started.size;
      await Promise.all(started.values());
    }
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
  let woken = false;
  const hydrateDeferred = () => {
    if (woken) return;
    woken = true;
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, hydrateDeferred, true);
    // The islands start in a task of their own: the event that woke them (the pointer reaching
    // the page) returns at once, so the click right behind it is handled and painted first.
    waking = new Promise<void>((woke) =>
      setTimeout(() => {
        void Promise.all([...eager, ...deferred].map(hydrateIsland)).then(() => {
          document.documentElement.dataset.interactive = "true";
        });
        woke();
      }, 0),
    );
  };
  // A click on an island that is not live yet (its code still loading), or on any island while
  // another is still hydrating (a change now would reach that island before it matched its
  // server HTML), is held and replayed on the same control once the islands are live: the
  // visitor's first click is never lost. A checkbox shows its new state at once meanwhile; it
  // is set back just before the replay, which ticks it again, now as a live click.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const root = target?.closest<HTMLElement>("[data-island]");
      if (!target || !root || (live.has(root) && allLive())) return;
      event.stopImmediatePropagation();
      hydrateDeferred();
      const control = clickTarget(target);
      // The label's own click goes on to its box as a second click, which is the one held.
      if (control instanceof HTMLLabelElement && isCheckbox(control.control)) return;
      // The box has already changed when the click reaches this listener: that is the state wanted.
      if (isCheckbox(control)) {
        holdBox(control);
        return;
      }
      event.preventDefault();
      void settled().then(() => {
        if (!control.isConnected) return;
        if (control instanceof HTMLElement) control.click();
        else control.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      });
    },
    true,
  );

  for (const type of [...HELD_CLICK_EVENTS, ...HELD_BOX_EVENTS])
    document.addEventListener(
      type,
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const root = target?.closest<HTMLElement>("[data-island]");
        if (!target || !root || (live.has(root) && allLive())) return;
        if ((HELD_BOX_EVENTS as readonly string[]).includes(type) && !isCheckable(target)) return;
        event.stopImmediatePropagation();
        hydrateDeferred();
      },
      true,
    );

  // A box, a choice or a select changed before this script even ran (on a slow phone the page
  // reads and takes clicks for a while before its scripts arrive) differs from its server HTML:
  // it counts as a held change, or hydration would keep it on screen while the island's state
  // never had it (the next render would set it back, and the results would never change).
  const changedEarly = roots.flatMap(changedBeforeScripts);
  if (changedEarly.length > 0) {
    hydrateDeferred();
    for (const control of changedEarly) {
      if (control instanceof HTMLInputElement) holdBox(control);
      else holdSelect(control);
    }
  }

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
// The islands start once this module has run, in the same task: not from the module's own top
// level, whose function is the whole 219 KB bundle (React DOM included). A profiler or a
// DevTools trace (Lighthouse's) records a stack with every request an island's import starts,
// and V8 then re-parses every function on that stack for its source positions: from the top
// level, that was the whole bundle again, 60 to 100 ms unthrottled on a slow machine.
queueMicrotask(startIslands);
