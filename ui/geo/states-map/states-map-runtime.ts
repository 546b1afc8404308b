/**
 * The states map's MapLibre part, a lazy chunk fetched only when a visitor chooses map mode
 * (spec lead-capture-and-chrome §2, interactive US states map): the Worker's style (US states
 * from us-atlas, worker/map/map-style-api.ts), the states with content filled in the brand's
 * accent and clickable. A click hands the state's name to the caller, which goes to its anchor.
 */
import { openPlainMap } from "../../search/map/map-runtime.ts";

const CONTENT_LAYER = "states-with-content";
/** The source of the states in the Worker's style (worker/map/map-style-api.ts). */
const STATES_SOURCE = "us-states";
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
  return { remove: () => map.remove() };
}
