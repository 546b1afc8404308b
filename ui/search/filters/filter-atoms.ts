/**
 * How the filter panel, the sort and the mobile chips change the search: through
 * changeCriteriaAtom (back to page 1, the URL updated in place, the results fetched), then the
 * 'provider list filtered' event for the answer (spec search-and-compare §4, §7).
 */

import { atom } from "jotai";
import { type SearchCriteria, searchCriteriaToParams } from "../../../domain/search/search-criteria.ts";
import { recordEvent } from "../../app/record-event.ts";
import { changeCriteriaAtom, latestCriteriaAtom } from "../search-page-atoms.ts";
import { searchQueryAtom, searchResponseAtom } from "../search-seed-atoms.ts";
import { providerListFiltered } from "./filter-event.ts";

/**
 * Applies a filter or sort change and, once its answer is in, records the event; a change
 * overtaken by a newer one records nothing (the newer one does).
 */
export const applyFiltersAtom = atom(null, async (get, set, change: (criteria: SearchCriteria) => SearchCriteria) => {
  const next = { ...change(get(latestCriteriaAtom)), page: 1 };
  const query = searchCriteriaToParams(next).toString();
  await set(changeCriteriaAtom, () => next);
  const response = get(searchResponseAtom);
  if (get(searchQueryAtom) !== query || !response) return;
  recordEvent("provider list filtered", providerListFiltered(next, response, new Date()));
});
