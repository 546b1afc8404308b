/**
 * The atoms the server may seed. The server renders with a store built from a seed and
 * serialises that seed; the browser builds its one store from the same seed before
 * hydrating, so server HTML and first client render agree.
 */
import { createStore, type PrimitiveAtom } from "jotai";
import { compareSettingsAtom, compareStateAtom } from "../compare/compare-seed-atoms.ts";
import { inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import { searchCareTypeAtom, searchKeywordAtom } from "../search/search-atoms.ts";
import { searchFailedAtom, searchQueryAtom, searchResponseAtom } from "../search/search-seed-atoms.ts";
import { featureFlagsAtom } from "./flag-atoms.ts";

const seedableAtoms = {
  featureFlags: featureFlagsAtom,
  searchKeyword: searchKeywordAtom,
  searchCareType: searchCareTypeAtom,
  inquirySubmitted: inquirySubmittedAtom,
  searchQuery: searchQueryAtom,
  searchResponse: searchResponseAtom,
  searchFailed: searchFailedAtom,
  compare: compareStateAtom,
  compareSettings: compareSettingsAtom,
} as const;

type SeedableAtoms = typeof seedableAtoms;

export type PageSeed = {
  [Key in keyof SeedableAtoms]?: SeedableAtoms[Key] extends PrimitiveAtom<infer Value> ? Value : never;
};

type PageStore = ReturnType<typeof createStore>;

/** A fresh store holding the seeded values; every other atom keeps its default. */
export function createSeededStore(seed: PageSeed): PageStore {
  const store = createStore();
  for (const key of Object.keys(seed) as (keyof SeedableAtoms)[]) {
    const value = seed[key];
    if (value === undefined) continue;
    // Each key's value type matches its atom by the PageSeed mapping above.
    store.set(seedableAtoms[key] as PrimitiveAtom<typeof value>, value);
  }
  return store;
}
