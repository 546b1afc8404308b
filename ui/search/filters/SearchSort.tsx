/**
 * The sort at the top of the results (spec search-and-compare §9): with JavaScript a change
 * applies at once; without it, a GET form that keeps the rest of the search, sent with 'Sort'.
 */
import { useAtomValue } from "jotai";
import { searchCriteriaToParams } from "../../../domain/search/search-criteria.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { searchCriteriaAtom } from "../search-page-atoms.ts";
import { HiddenFields } from "./HiddenFields.tsx";
import { SortField } from "./SortField.tsx";

interface SearchSortProps {
  searchPath: string;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

export function SearchSort({ searchPath, idPrefix }: SearchSortProps) {
  const { t } = useLanguage();
  const criteria = useAtomValue(searchCriteriaAtom);
  // Everything but the sort itself and the page, which a new sort resets (spec §4).
  const kept = [...searchCriteriaToParams(criteria).keys()].filter((name) => name !== "sortBy" && name !== "page");
  return (
    <form className="search-sort" method="get" action={searchPath} onSubmit={(event) => event.preventDefault()}>
      <HiddenFields criteria={criteria} keep={kept} />
      <SortField idPrefix={idPrefix} />
      <button type="submit" className="button button-secondary no-script-only">
        {t.search.filters.sortSubmit}
      </button>
    </form>
  );
}
