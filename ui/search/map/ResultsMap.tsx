/**
 * The results map (spec search-and-compare §2.2): the 'Show Map' toggle (from 768px up; the
 * mobile Map chip does the same below) and the full-screen map dialog it opens. Both follow
 * mapOpenAtom, which the chip flips too.
 * MapLibre is not part of this island: the browser passes `loadRuntime`
 * (./ResultsMapInBrowser.tsx), which fetches it when the map opens.
 */
import { useAtom } from "jotai";
import { useLanguage } from "../../i18n/page-language.tsx";
import { MapDialog } from "./MapDialog.tsx";
import { MapFiltersDrawer } from "./MapFiltersDrawer.tsx";
import { mapOpenAtom } from "./map-atoms.ts";
import type { LoadMapRuntime } from "./ResultsMapView.tsx";

export interface ResultsMapProps {
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
  /** The brand's search path, where the filter form goes without JavaScript. */
  searchPath: string;
  /** Set in the browser only; the server never opens the map. */
  loadRuntime?: LoadMapRuntime;
}

export function ResultsMap({ idPrefix, searchPath, loadRuntime }: ResultsMapProps) {
  const { t } = useLanguage();
  const [open, setOpen] = useAtom(mapOpenAtom);
  return (
    <>
      {/*
        Hidden below 768px; the dialog stays outside it so that it shows at every width. The map
        is drawn by script, so without it the toggle is not shown at all rather than doing nothing.
      */}
      <div className="map-toggle-bar">
        <button
          type="button"
          id={`${idPrefix}-toggle`}
          className="button button-secondary map-toggle needs-script"
          aria-pressed={open}
          onClick={() => setOpen(!open)}
        >
          <svg className="map-toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          {t.search.map.show}
        </button>
      </div>
      <MapDialog
        idPrefix={idPrefix}
        open={open}
        onClose={() => setOpen(false)}
        loadRuntime={loadRuntime}
        filters={<MapFiltersDrawer idPrefix={`${idPrefix}-filters`} searchPath={searchPath} />}
      />
    </>
  );
}
