/**
 * The chips above the results on phones (spec search-and-compare §2.2): Rating, All Filters,
 * Sort and Map. Each toggles, and only one is active at a time: Rating and Sort open a small
 * sheet under the chips, All Filters opens the filter form in a full-screen modal, and Map
 * shows the results on the map (the map follows mapOpenAtom). Hidden from 768px up, where the
 * sidebar and the sort select do the same.
 */

import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { Modal } from "../../app/Modal.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { mapOpenAtom } from "../map/map-atoms.ts";
import { searchCriteriaAtom } from "../search-page-atoms.ts";
import { searchResponseAtom } from "../search-seed-atoms.ts";
import { FilterPanel, filterPanelHeadingId } from "./FilterPanel.tsx";
import { activeFilterCount, showResultsText } from "./filter-panel-rules.ts";
import { RatingFilter } from "./RatingFilter.tsx";
import { SortField } from "./SortField.tsx";

interface MobileChipsProps {
  searchPath: string;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

type Chip = "rating" | "all" | "sort" | "map";
type PanelChip = Exclude<Chip, "map">;

export function MobileChips({ searchPath, idPrefix }: MobileChipsProps) {
  const { t } = useLanguage();
  const words = t.search.chips;
  const [mapOpen, setMapOpen] = useAtom(mapOpenAtom);
  const criteria = useAtomValue(searchCriteriaAtom);
  const response = useAtomValue(searchResponseAtom);
  const [open, setOpen] = useState<PanelChip | null>(null);
  const chips = useRef<Partial<Record<Chip, HTMLButtonElement | null>>>({});
  const active: Chip | null = mapOpen ? "map" : open;

  const ids = {
    rating: `${idPrefix}-rating-sheet`,
    sort: `${idPrefix}-sort-sheet`,
    all: `${idPrefix}-all-filters`,
  } as const;
  const panelPrefix = `${idPrefix}-all`;

  // The map opened from elsewhere takes over: no sheet stays open under it.
  useEffect(() => {
    if (mapOpen) setOpen(null);
  }, [mapOpen]);

  // Escape closes a sheet and puts the visitor back on its chip (the modal handles its own Escape).
  useEffect(() => {
    if (open !== "rating" && open !== "sort") return;
    const chip = open;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(null);
      chips.current[chip]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function press(chip: Chip) {
    if (active === chip) {
      if (chip === "map") setMapOpen(false);
      else setOpen(null);
      return;
    }
    setMapOpen(chip === "map");
    setOpen(chip === "map" ? null : chip);
  }

  function chipButton(chip: Chip, label: string, controls?: string) {
    return (
      <button
        ref={(element) => {
          chips.current[chip] = element;
        }}
        type="button"
        className="chip"
        aria-pressed={active === chip}
        aria-controls={controls}
        onClick={() => press(chip)}
      >
        {label}
      </button>
    );
  }

  const filterCount = activeFilterCount(criteria);
  const showResults = showResultsText(
    t.search,
    response && response.searchState !== "NO_SEARCH_INPUT" ? response.totalItems : null,
  );

  return (
    <div className="mobile-chips">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields, so a group rather than a fieldset. */}
      <div className="mobile-chips-row" role="group" aria-label={words.group}>
        {chipButton("rating", words.rating, ids.rating)}
        {chipButton("all", filterCount > 0 ? words.allFiltersCount(filterCount) : words.allFilters, ids.all)}
        {chipButton("sort", words.sort, ids.sort)}
        {chipButton("map", words.map)}
      </div>
      <div id={ids.rating} className="chip-sheet" hidden={active !== "rating"}>
        <RatingFilter idPrefix={`${idPrefix}-rating`} name={`${idPrefix}-reviews`} />
      </div>
      <div id={ids.sort} className="chip-sheet" hidden={active !== "sort"}>
        <SortField idPrefix={`${idPrefix}-sort`} />
      </div>
      <Modal
        id={ids.all}
        open={active === "all"}
        onClose={() => setOpen((current) => (current === "all" ? null : current))}
        labelledBy={filterPanelHeadingId(panelPrefix)}
        size="full-page"
      >
        <FilterPanel idPrefix={panelPrefix} searchPath={searchPath} />
        <div className="chip-modal-actions">
          <button type="button" className="button button-primary" onClick={() => setOpen(null)}>
            {showResults}
          </button>
        </div>
      </Modal>
    </div>
  );
}
