/**
 * The browser entry: reads the state the server serialised, builds the page's one jotai
 * store from it, and hydrates every island root into that store.
 */
import { Provider } from "jotai";
import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createSeededStore } from "./atoms/seed.ts";
import { islandLoaders } from "./islands/loaders.ts";
import { PAGE_STATE_ELEMENT_ID, type PageState } from "./lib/page-state.ts";
import { markSessionUnloaded } from "./lib/session-timeout.ts";

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

async function hydrateIslands(): Promise<void> {
  const store = createSeededStore(readPageState().seed);
  const roots = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let pending = roots.length;
  // Marks the document once every island is live, for tools and tests that wait on it.
  const markHydrated = () => {
    document.documentElement.dataset.hydrated = "true";
  };
  const islandCommitted = () => {
    pending--;
    if (pending === 0) markHydrated();
  };
  if (pending === 0) markHydrated();
  await Promise.all(
    roots.map(async (root) => {
      const name = root.dataset.island;
      if (!isIslandName(name)) {
        console.error(`unknown island ${String(name)}; left as server HTML`);
        islandCommitted();
        return;
      }
      const Component = await islandLoaders[name]();
      const props: unknown = JSON.parse(root.dataset.props ?? "{}");
      hydrateRoot(
        root,
        <Provider store={store}>
          <Committed onCommitted={islandCommitted}>
            <Component {...(props as object)} />
          </Committed>
        </Provider>,
      );
    }),
  );
}

window.addEventListener("pagehide", () => markSessionUnloaded());
void hydrateIslands();
