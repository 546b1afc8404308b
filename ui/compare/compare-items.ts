/**
 * The communities the compare tray shows, and the Compare checkbox's action (spec
 * search-and-compare §2.2, §4): results shown on the page come first, then communities picked
 * on earlier pages, then those loaded by id through POST /v1/location/by-ids.
 */

import { atom, type Getter, type Setter } from "jotai";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { postJson } from "../app/api-client.ts";
import type { CardProvider } from "../search/cards/card-provider.ts";
import { extraResultsAtom } from "../search/search-page-atoms.ts";
import { searchResponseAtom } from "../search/search-seed-atoms.ts";
import { compareTooManyAtom, type KnownCommunity, knownCommunitiesAtom, setCompareStateAtom } from "./compare-atoms.ts";
import { compareItemFromRecord, compareItemFromResult } from "./compare-item.ts";
import { toggleCompare } from "./compare-rules.ts";
import { compareSettingsAtom, compareStateAtom } from "./compare-seed-atoms.ts";

/** The selected communities in selection order, from the results shown first, else from what is known. */
export const compareItemsAtom = atom((get) => {
  const shown = new Map<number, CardProvider>();
  for (const provider of [...(get(searchResponseAtom)?.results ?? []), ...get(extraResultsAtom)]) {
    shown.set(provider.id, provider);
  }
  const known = get(knownCommunitiesAtom);
  return get(compareStateAtom).selected.map((id): { id: number; item: KnownCommunity | null } => {
    const provider = shown.get(id);
    return { id, item: provider ? compareItemFromResult(provider) : (known[id] ?? null) };
  });
});

/**
 * The card's Compare checkbox: selects or deselects the provider; one past the brand's limit
 * opens the too-many modal instead and is not added (spec search-and-compare §4).
 */
export const toggleCompareAtom = atom(null, (get, set, provider: CardProvider) => {
  const state = get(compareStateAtom);
  const toggle = toggleCompare(state.selected, provider.id, get(compareSettingsAtom).limit);
  if (toggle.outcome === "too-many") {
    set(compareTooManyAtom, true);
    return;
  }
  if (toggle.outcome === "added") {
    // Kept so the tray and modal still know it once the visitor pages on.
    set(knownCommunitiesAtom, { ...get(knownCommunitiesAtom), [provider.id]: compareItemFromResult(provider) });
  }
  set(setCompareStateAtom, { ...state, selected: toggle.selected });
});

/**
 * Loads these selected communities through POST /v1/location/by-ids and keeps their names and
 * pictures. Ids the directory does not have leave the selection. Answers false, after logging it,
 * when the call failed.
 */
async function loadCommunities(get: Getter, set: Setter, ids: readonly number[]): Promise<boolean> {
  const result = await postJson<{ results: LocationRecord[] }>("/v1/location/by-ids", { ids });
  if (!result.ok) {
    console.error("compare: loading the selected communities failed", result.status, result.message);
    return false;
  }
  const known: Record<number, KnownCommunity> = { ...get(knownCommunitiesAtom) };
  for (const id of ids) delete known[id];
  for (const record of result.data.results) known[record.id] = compareItemFromRecord(record);
  set(knownCommunitiesAtom, known);
  const gone = ids.filter((id) => !(id in known));
  if (gone.length) {
    const state = get(compareStateAtom);
    const selected = state.selected.filter((id) => !gone.includes(id));
    set(setCompareStateAtom, { ...state, selected });
  }
  return true;
}

/**
 * Loads the selected communities that are neither shown nor known (a shared link, or the page
 * changed before they were picked). A failed call shows as such and is not retried in a loop.
 */
export const loadCompareItemsAtom = atom(null, async (get, set) => {
  const missing = get(compareItemsAtom)
    .filter((entry) => entry.item === null)
    .map((entry) => entry.id);
  if (missing.length === 0) return;
  const marked = (value: KnownCommunity) => Object.fromEntries(missing.map((id) => [id, value]));
  set(knownCommunitiesAtom, { ...get(knownCommunitiesAtom), ...marked("loading") });
  if (!(await loadCommunities(get, set, missing))) {
    set(knownCommunitiesAtom, { ...get(knownCommunitiesAtom), ...marked("failed") });
  }
});
