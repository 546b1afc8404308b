/** The results page's filter sidebar (spec search-and-compare §2.1): the filter form, hydrated into the page's store. */
import { FilterPanel } from "./FilterPanel.tsx";

interface SearchFiltersProps {
  searchPath: string;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

export function SearchFilters({ searchPath, idPrefix }: SearchFiltersProps) {
  return <FilterPanel idPrefix={idPrefix} searchPath={searchPath} />;
}
