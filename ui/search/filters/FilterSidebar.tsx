/** The results page's filter sidebar (spec search-and-compare §2.1): the filter form, hydrated into the page's store. */
import { FilterPanel } from "./FilterPanel.tsx";

interface FilterSidebarProps {
  searchPath: string;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

export function FilterSidebar({ searchPath, idPrefix }: FilterSidebarProps) {
  return <FilterPanel idPrefix={idPrefix} searchPath={searchPath} />;
}
