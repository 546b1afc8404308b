/**
 * Inside the open map dialog: the map of the results shown on the page (this page's and
 * those 'Show more' added), the list of the same providers, and a pin's popup. The map is
 * built when this mounts (MapLibre's chunk loads then), follows the results as filters change
 * them, and is removed when the dialog closes. `data-map-state` and `data-pin-count` say
 * where it stands: 'loading', 'ready' (idle with every pin drawn), 'failed' or 'empty'.
 */

import { useAtomValue } from "jotai";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Messages } from "../../../domain/i18n/messages.ts";
import { MAP_STYLE_PATH, type MapProvider, pinnableProviders, toMapProvider } from "../../../domain/search/map-geo.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { extraResultsAtom } from "../search-page-atoms.ts";
import { searchResponseAtom } from "../search-seed-atoms.ts";
import { MapPinList, pinButtonId } from "./MapPinList.tsx";
import { MapPopupCard } from "./MapPopupCard.tsx";
import type { ResultsMapHandle } from "./map-runtime.ts";

/** The lazy chunk with MapLibre, as the browser loads it (ResultsMapInBrowser.tsx). */
export type LoadMapRuntime = () => Promise<typeof import("./map-runtime.ts")>;

interface ResultsMapViewProps {
  idPrefix: string;
  /** Absent on the server, which never opens the map. */
  loadRuntime: LoadMapRuntime | undefined;
}

type Selection = { id: number; fly: boolean } | null;

/** The results as pins; those with invalid coordinates are left out and logged (spec §5). */
function useResultPins(): MapProvider[] {
  const response = useAtomValue(searchResponseAtom);
  const extra = useAtomValue(extraResultsAtom);
  const { pins, skipped } = useMemo(
    () => pinnableProviders([...(response?.results ?? []), ...extra].map(toMapProvider)),
    [response, extra],
  );
  useEffect(() => {
    for (const id of skipped) console.warn(`map: provider ${id} has invalid coordinates; it is not pinned`);
  }, [skipped]);
  return pins;
}

function statusText(state: string, count: number, words: Messages["search"]["map"]): string {
  if (state === "failed") return words.failed;
  if (state === "loading") return words.loading;
  return words.pins(count);
}

export function ResultsMapView({ idPrefix, loadRuntime }: ResultsMapViewProps) {
  const words = useLanguage().t.search.map;
  const mapTitle = words.title;
  const pins = useResultPins();
  const hasPins = pins.length > 0;
  const view = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const latestPins = useRef(pins);
  latestPins.current = pins;
  const [map, setMap] = useState<ResultsMapHandle | null>(null);
  const [drawn, setDrawn] = useState<readonly MapProvider[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selection, setSelection] = useState<Selection>(null);
  // The popup's content is rendered here by React and handed to MapLibre as a DOM node.
  const [popupHost] = useState(() => (typeof document === "undefined" ? null : document.createElement("div")));
  const listHeadingId = `${idPrefix}-list-heading`;

  // Build the map while there is something to pin; remove it when this closes.
  useEffect(() => {
    const element = container.current;
    if (!hasPins || !loadRuntime || !element) return;
    let cancelled = false;
    let handle: ResultsMapHandle | null = null;
    setFailed(false);
    void (async () => {
      try {
        const runtime = await loadRuntime();
        if (cancelled) return;
        const pinsDrawn = latestPins.current;
        const created = await runtime.createResultsMap({
          container: element,
          styleUrl: MAP_STYLE_PATH,
          title: mapTitle,
          pins: pinsDrawn,
          onPinSelect: (id) => setSelection({ id, fly: false }),
          onPopupClose: (id) => setSelection((current) => (current?.id === id ? null : current)),
        });
        if (cancelled) {
          created.remove();
          return;
        }
        handle = created;
        setDrawn(pinsDrawn);
        setMap(created);
      } catch (error) {
        if (cancelled) return;
        console.error("the results map could not be shown", error);
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      handle?.remove();
      setMap(null);
      setDrawn(null);
    };
  }, [hasPins, loadRuntime, mapTitle]);

  // New results (filters from the drawer, 'Show more'): redraw and frame them.
  useEffect(() => {
    if (!map || drawn === pins) return;
    let stale = false;
    setSelection(null);
    void map.showPins(pins).then(() => {
      if (!stale) setDrawn(pins);
    });
    return () => {
      stale = true;
    };
  }, [map, pins, drawn]);

  const selected = selection ? (pins.find((pin) => pin.id === selection.id) ?? null) : null;

  // The popup follows the selection; its content is committed before MapLibre shows it. On a
  // phone the list is below the map: a provider chosen there brings the map back into view.
  useEffect(() => {
    if (!map || !popupHost) return;
    if (!selected || !selection) {
      map.closePopup();
      return;
    }
    if (selection.fly) frame.current?.scrollIntoView({ block: "nearest" });
    map.openPopup(selected, popupHost, { fly: selection.fly });
  }, [map, popupHost, selected, selection]);

  function closePopup() {
    const id = selection?.id;
    setSelection(null);
    if (id !== undefined) document.getElementById(pinButtonId(listHeadingId, id))?.focus();
  }

  // Escape closes the popup first; only then does it close the map dialog (a capturing
  // listener, so the dialog's own Escape never sees it).
  const closePopupRef = useRef(closePopup);
  closePopupRef.current = closePopup;
  const popupOpen = selection !== null;
  useEffect(() => {
    if (!popupOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Only from the map and its list: in the filters drawer, Escape closes the drawer.
      if (event.key !== "Escape" || !(event.target instanceof Node && view.current?.contains(event.target))) return;
      event.preventDefault();
      closePopupRef.current();
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [popupOpen]);

  const state = !hasPins ? "empty" : failed ? "failed" : map && drawn === pins ? "ready" : "loading";
  return (
    <div ref={view} className="map-view">
      <div
        ref={frame}
        className="map-frame"
        data-map-state={state}
        data-pin-count={state === "ready" ? pins.length : 0}
      >
        {hasPins ? <div ref={container} className="map-canvas" /> : null}
        <p className={hasPins ? "map-status" : "map-empty"} role="status">
          {hasPins ? statusText(state, pins.length, words) : words.noCoordinates}
        </p>
      </div>
      {hasPins ? (
        <MapPinList
          pins={pins}
          headingId={listHeadingId}
          selectedId={selected?.id ?? null}
          onSelect={(id) => setSelection({ id, fly: true })}
        />
      ) : null}
      {selected && popupHost
        ? createPortal(
            <MapPopupCard provider={selected} titleId={`${idPrefix}-popup-title`} onClose={closePopup} />,
            popupHost,
          )
        : null}
    </div>
  );
}
