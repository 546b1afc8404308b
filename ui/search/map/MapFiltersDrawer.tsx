/**
 * The map's Filters drawer (spec search-and-compare §2.2): the 'Filters' button in the map's
 * bar and a drawer over the map with the page's filter form. Each change applies at once, so
 * the map behind redraws its pins; 'Show N Results' closes the drawer onto them. The drawer is
 * a modal <dialog> of its own over the map dialog: Escape closes the drawer only, and focus
 * goes back to the 'Filters' button.
 */

import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../i18n/page-language.tsx";
import { FilterPanel, filterPanelHeadingId } from "../filters/FilterPanel.tsx";
import { showResultsText } from "../filters/filter-panel-rules.ts";
import { searchResponseAtom } from "../search-seed-atoms.ts";

interface MapFiltersDrawerProps {
  idPrefix: string;
  searchPath: string;
}

export function MapFiltersDrawer({ idPrefix, searchPath }: MapFiltersDrawerProps) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const response = useAtomValue(searchResponseAtom);
  const drawerId = `${idPrefix}-drawer`;
  const panelPrefix = `${idPrefix}-panel`;

  useEffect(() => {
    const element = drawer.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  function closed() {
    setOpen(false);
    button.current?.focus();
  }

  const count = response && response.searchState !== "NO_SEARCH_INPUT" ? response.totalItems : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button-secondary map-filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        {t.search.filters.heading}
      </button>
      <dialog
        ref={drawer}
        id={drawerId}
        className="map-filters-drawer"
        aria-labelledby={filterPanelHeadingId(panelPrefix)}
        onClose={closed}
      >
        {open ? (
          <>
            <div className="map-filters-drawer-body">
              <FilterPanel idPrefix={panelPrefix} searchPath={searchPath} />
            </div>
            <div className="map-filters-drawer-actions">
              <button type="button" className="button button-primary" onClick={() => drawer.current?.close()}>
                {showResultsText(t.search, count)}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
