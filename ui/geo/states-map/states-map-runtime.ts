/**
 * The states map's MapLibre part, a lazy chunk fetched only when a visitor chooses map mode
 * (spec lead-capture-and-chrome §2, interactive US states map): the Worker's style (US states
 * from us-atlas, worker/map/map-style-api.ts), the states with content filled in the brand's
 * accent and clickable. A click hands the state's name to the caller, which goes to its anchor.
 */
import type { Feature, FeatureCollection, Polygon, Position } from "geojson";
import type { GeoJSONSource } from "maplibre-gl";
import { openPlainMap } from "../../search/map/map-runtime.ts";

const CONTENT_LAYER = "states-with-content";
/** The source of the states in the Worker's style (worker/map/map-style-api.ts). */
const STATES_SOURCE = "us-states";
const STATE_NAMES_LAYER = "state-names";
const STATE_NAMES_SOURCE = "state-name-areas";
/** The style's town names (worker/map/map-style-api.ts), hidden on this map. */
const PLACE_LABELS_LAYER = "place-labels";
const US_BOUNDS: [[number, number], [number, number]] = [
  [-125, 24],
  [-66.5, 49.5],
];

export interface StatesMapOptions {
  container: HTMLElement;
  styleUrl: string;
  title: string;
  /** The names of the states with content, as the style's features name them ('Texas'). */
  statesWithContent: readonly string[];
  onStateSelect: (name: string) => void;
}

/** Whether this browser can draw WebGL at all; without it the list stays the only mode. */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/** A ring's area in square degrees (the shoelace formula); only compared, never shown. */
function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  ring.forEach(([x = 0, y = 0], index) => {
    const [nextX = 0, nextY = 0] = ring[(index + 1) % ring.length] ?? [];
    twice += x * nextY - nextX * y;
  });
  return Math.abs(twice) / 2;
}

/**
 * Each state as its largest polygon only, so it is named once: MapLibre labels every part of a
 * multipolygon, and the Keys, the islands and Michigan's two peninsulas would each get a name.
 */
function largestParts(data: unknown): FeatureCollection<Polygon> {
  const features = ((data as FeatureCollection | undefined)?.features ?? []).flatMap((state): Feature<Polygon>[] => {
    const { geometry, properties } = state;
    if (geometry.type === "Polygon") return [{ type: "Feature", properties, geometry }];
    if (geometry.type !== "MultiPolygon") return [];
    const parts = geometry.coordinates.map((rings) => ({ rings, area: ringArea(rings[0] ?? []) }));
    const largest = parts.reduce(
      (best, part) => (part.area > best.area ? part : best),
      parts[0] ?? { rings: [], area: 0 },
    );
    return [{ type: "Feature", properties, geometry: { type: "Polygon", coordinates: largest.rings } }];
  });
  return { type: "FeatureCollection", features };
}

/** Builds the map and resolves once it is drawn and idle; `remove` takes it down. */
export async function createStatesMap(options: StatesMapOptions): Promise<{ remove: () => void }> {
  const map = await openPlainMap({
    container: options.container,
    styleUrl: options.styleUrl,
    title: options.title,
    view: { bounds: US_BOUNDS },
  });
  map.addLayer({
    id: CONTENT_LAYER,
    type: "fill",
    source: STATES_SOURCE,
    filter: ["in", ["get", "name"], ["literal", [...options.statesWithContent]]],
    paint: { "fill-color": "#c2410c", "fill-opacity": 0.35, "fill-outline-color": "#7c2d12" },
  });
  // Each state's name on it; the basemap's town names would crowd them at this scale.
  if (map.getLayer(PLACE_LABELS_LAYER)) map.setLayoutProperty(PLACE_LABELS_LAYER, "visibility", "none");
  const states = await map.getSource<GeoJSONSource>(STATES_SOURCE)?.getData();
  map.addSource(STATE_NAMES_SOURCE, { type: "geojson", data: largestParts(states) });
  map.addLayer({
    id: STATE_NAMES_LAYER,
    type: "symbol",
    source: STATE_NAMES_SOURCE,
    layout: {
      "text-field": ["get", "name"],
      "text-font": ["sans-serif"],
      "text-size": 14,
      "text-max-width": 6,
      "text-padding": 1,
    },
    paint: { "text-color": "#1f2428", "text-halo-color": "#ffffff", "text-halo-width": 2 },
  });
  map.on("click", CONTENT_LAYER, (event) => {
    const name = event.features?.[0]?.properties?.name;
    if (typeof name === "string") options.onStateSelect(name);
  });
  map.on("mouseenter", CONTENT_LAYER, () => {
    map.getCanvas().style.cursor = "pointer";
  });
  map.on("mouseleave", CONTENT_LAYER, () => {
    map.getCanvas().style.cursor = "";
  });
  await map.once("idle");
  // How many states carry their name once drawn, kept on the container as the results map
  // keeps its towns.
  const named = new Set(map.queryRenderedFeatures({ layers: [STATE_NAMES_LAYER] }).map((f) => f.properties.name));
  options.container.dataset.namedStates = String(named.size);
  return { remove: () => map.remove() };
}
