/**
 * The sort select (spec search-and-compare §9: six sorts, distance labelled Recommended): a
 * change applies at once, back to page 1, like a filter.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { SORTS, type SortValue, sortsFor } from "../../../domain/search/search-filters.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";

function isSort(value: string): value is SortValue {
  return SORTS.some((sort) => sort.value === value);
}

export function SortField({ idPrefix }: { idPrefix: string }) {
  const { t } = useLanguage();
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  const id = `${idPrefix}-sort`;
  return (
    <div className="field sort-field">
      <label htmlFor={id}>{t.search.filters.sortBy}</label>
      <select
        id={id}
        name="sortBy"
        value={criteria.sortBy}
        onChange={(event) => {
          const sortBy = event.target.value;
          if (isSort(sortBy)) void apply((current) => ({ ...current, sortBy }));
        }}
      >
        {sortsFor(criteria.careType.id, criteria.sortBy).map((sort) => (
          <option key={sort.value} value={sort.value}>
            {t.search.sorts[sort.value]}
          </option>
        ))}
      </select>
    </div>
  );
}
