/**
 * The results map itself, on MapLibre: loaded only when the map opens (this module is the
 * lazy chunk that brings MapLibre, ~288 KB, its stylesheet and its worker script). It draws
 * the pins as a circle layer on top of whatever style it is given, frames them, and opens an
 * HTML popup for a pin; what the popup says is the caller's (a React portal).
 */
import {
  type GeoJSONSource,
  type MapEventType,
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from "maplibre-gl";
import mapStylesheet from "maplibre-gl/dist/maplibre-gl.css";
import mapWorkerScript from "maplibre-gl/dist/maplibre-gl-worker.mjs";
import {
  DEFAULT_MAP_ZOOM,
  DEFAULT_PIN_COLOR,
  type MapProvider,
  type MapView,
  mapViewFor,
  pinsToGeoJson,
} from "../../../domain/search/map-geo.ts";

const PINS_SOURCE = "provider-pins";
const PINS_LAYER = "provider-pins";
/** The offline style's town names and county lines (worker/map/map-style-api.ts). */
const PLACE_LABELS_LAYER = "place-labels";
const COUNTY_LINES_LAYER = "county-lines";
/** The lower 48 states: where a map without pins would look. */
const US_CENTER: [number, number] = [-98.5, 39.8];
const US_ZOOM = 3;

// The files sit beside this chunk in /assets; the build gives their names relative to it.
const stylesheetUrl = new URL(mapStylesheet, import.meta.url).href;
setWorkerUrl(new URL(mapWorkerScript, import.meta.url).href);

let stylesheet: Promise<void> | null = null;

/** Links MapLibre's stylesheet once (a file, as the page's style-src 'self' wants) and waits for it. */
export function loadMapStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheetUrl;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => {
      // The map still works unstyled enough to use; say why it looks wrong.
      console.error("the map stylesheet did not load", stylesheetUrl);
      resolve();
    });
    document.head.appendChild(link);
  });
  return stylesheet;
}

/**
 * A map that only shows (no rotation or tilt), with zoom buttons, drawn and loaded: the states
 * map and the places map start from it. A map that fails to load is removed and its error thrown.
 */
export async function openPlainMap(options: {
  container: HTMLElement;
  styleUrl: string;
  title: string;
  view: { center: [number, number]; zoom: number } | { bounds: [[number, number], [number, number]] };
}): Promise<MapLibreMap> {
  await loadMapStylesheet();
  const map = new MapLibreMap({
    container: options.container,
    style: options.styleUrl,
    ...options.view,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: { "Map.Title": options.title },
    attributionControl: { compact: false },
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  await new Promise<void>((resolve, reject) => {
    map.once("error", (event) => reject(event.error));
    map.once("load", () => resolve());
  }).catch((error: unknown) => {
    map.remove();
    throw error;
  });
  return map;
}

export interface ResultsMapOptions {
  container: HTMLElement;
  /** The style to draw under the pins: the Worker's own, or the remote one it sends the map to. */
  styleUrl: string;
  pins: readonly MapProvider[];
  /** The map's accessible name, in the page's words (`t.search.map.title`). */
  title: string;
  /** A pin was clicked. */
  onPinSelect: (id: number) => void;
  /** The open popup closed by the map itself (a click elsewhere on it). */
  onPopupClose: (id: number) => void;
}

export interface ResultsMapHandle {
  /** Draws these pins instead, frames them, and resolves once the map is idle again. */
  showPins: (pins: readonly MapProvider[]) => Promise<void>;
  /** Opens the popup of this pin with `content`, flying to it first when asked. */
  openPopup: (pin: MapProvider, content: HTMLElement, options: { fly: boolean }) => void;
  /** Closes the open popup, if any, without calling `onPopupClose`. */
  closePopup: () => void;
  remove: () => void;
}

/** Pixels of fit padding that still leave room for the pins on a small map. */
function paddingFor(container: HTMLElement, padding: number): number {
  const side = Math.min(container.clientWidth, container.clientHeight);
  return Math.max(0, Math.min(padding, Math.floor(side / 4)));
}

function frame(map: MapLibreMap, container: HTMLElement, view: MapView): void {
  if (view.kind === "center") map.jumpTo({ center: view.center, zoom: view.zoom });
  else map.fitBounds(view.bounds, { padding: paddingFor(container, view.padding), animate: false });
}

/** Builds the map once its style has loaded, with the pins drawn and framed. */
export async function createResultsMap(options: ResultsMapOptions): Promise<ResultsMapHandle> {
  const { container } = options;
  await loadMapStylesheet();
  // The first frame already shows the pins' area, so the map does not jump once they are drawn.
  const view = mapViewFor(options.pins);
  const map = new MapLibreMap({
    container,
    style: options.styleUrl,
    ...(view?.kind === "bounds"
      ? { bounds: view.bounds, fitBoundsOptions: { padding: paddingFor(container, view.padding) } }
      : { center: view?.center ?? US_CENTER, zoom: view?.zoom ?? US_ZOOM }),
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: { "Map.Title": options.title },
    // Always spelled out: the compact form hides it behind a 24px button, below our 48px targets.
    attributionControl: { compact: false },
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");

  await new Promise<void>((resolve, reject) => {
    const failed = (event: MapEventType["error"]) => reject(event.error);
    map.once("error", failed);
    map.once("load", () => {
      map.off("error", failed);
      resolve();
    });
  }).catch((error: unknown) => {
    map.remove();
    throw error;
  });

  // Added after the style's own layers, so the pins lie on top of any style.
  map.addSource(PINS_SOURCE, { type: "geojson", data: pinsToGeoJson([]) });
  map.addLayer({
    id: PINS_LAYER,
    type: "circle",
    source: PINS_SOURCE,
    paint: {
      "circle-color": DEFAULT_PIN_COLOR,
      "circle-radius": ["case", ["boolean", ["feature-state", "selected"], false], 12, 9],
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 2,
    },
  });

  map.on("click", PINS_LAYER, (event) => {
    const id = event.features?.[0]?.properties?.id;
    if (typeof id === "number") options.onPinSelect(id);
  });
  map.on("mouseenter", PINS_LAYER, () => {
    map.getCanvas().style.cursor = "pointer";
  });
  map.on("mouseleave", PINS_LAYER, () => {
    map.getCanvas().style.cursor = "";
  });

  let popup: { popup: Popup; id: number; closed: () => void } | null = null;

  function closePopup(): void {
    if (!popup) return;
    const { popup: current, id, closed } = popup;
    popup = null;
    current.off("close", closed);
    current.remove();
    map.setFeatureState({ source: PINS_SOURCE, id }, { selected: false });
  }

  /**
   * What the basemap shows under a set of pins once drawn: the town names placed and the county
   * lines in view, kept on the frame beside its pin count for tools that read the page. Once per
   * set of pins, not on every pan.
   */
  function recordBasemap(): void {
    const towns = map.getLayer(PLACE_LABELS_LAYER)
      ? map.queryRenderedFeatures({ layers: [PLACE_LABELS_LAYER] }).map((feature) => String(feature.properties.name))
      : [];
    container.dataset.towns = [...new Set(towns)].join("|");
    container.dataset.countyLines = String(
      map.getLayer(COUNTY_LINES_LAYER) ? map.queryRenderedFeatures({ layers: [COUNTY_LINES_LAYER] }).length : 0,
    );
  }

  /** A new set of pins: any popup belongs to the old set, so it closes. */
  async function showPins(pins: readonly MapProvider[]): Promise<void> {
    closePopup();
    map.getSource<GeoJSONSource>(PINS_SOURCE)?.setData(pinsToGeoJson(pins));
    const view = mapViewFor(pins);
    if (view) frame(map, container, view);
    await map.once("idle");
    recordBasemap();
  }

  function openPopup(pin: MapProvider, content: HTMLElement, { fly }: { fly: boolean }): void {
    closePopup();
    const center: [number, number] = [pin.location.lng, pin.location.lat];
    // The pin lands a quarter of the map below the middle, so its card fits above it even on a
    // phone. Without 'essential', MapLibre jumps instead of flying for visitors who prefer
    // reduced motion.
    if (fly) {
      const offset: [number, number] = [0, Math.round(container.clientHeight / 4)];
      map.flyTo({ center, offset, zoom: Math.max(map.getZoom(), DEFAULT_MAP_ZOOM) });
    }
    const opened = new Popup({
      closeButton: false,
      maxWidth: "20rem",
      offset: 14,
      focusAfterOpen: false,
      ...(fly ? { anchor: "bottom" as const } : {}),
    });
    const closed = () => {
      if (popup?.popup !== opened) return;
      popup = null;
      map.setFeatureState({ source: PINS_SOURCE, id: pin.id }, { selected: false });
      options.onPopupClose(pin.id);
    };
    opened.on("close", closed);
    popup = { popup: opened, id: pin.id, closed };
    map.setFeatureState({ source: PINS_SOURCE, id: pin.id }, { selected: true });
    opened.setLngLat(center).setDOMContent(content).addTo(map);
    // Focus on the card's first link, as MapLibre's focusAfterOpen would, but without letting
    // the browser scroll the map's hidden overflow to show it (the map would look shifted).
    content.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
  }

  await showPins(options.pins);
  return { showPins, openPopup, closePopup, remove: () => map.remove() };
}
