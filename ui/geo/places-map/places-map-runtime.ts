/**
 * The places map's MapLibre part, a lazy chunk fetched only once the block is asked for or
 * scrolls into view (spec lead-capture-and-chrome §2, map block with nearby places): the
 * Worker's style centred on the place, and each layer's places as circles of the layer's
 * colour. A click on a pin opens a popup with the place's name as a link; its text is
 * set as text, never as markup.
 */
import { type GeoJSONSource, Popup } from "maplibre-gl";
import type { MapPlace } from "../../../domain/geo/map-features.ts";
import { openPlainMap } from "../../search/map/map-runtime.ts";

const PINS = "places-pins";
/** Close enough to tell a neighbourhood's streets apart. */
const PLACE_ZOOM = 11;

export interface PlacesMapPin extends MapPlace {
  color: string;
}

export interface PlacesMapOptions {
  container: HTMLElement;
  styleUrl: string;
  title: string;
  center: { lat: number; lng: number };
  pins: readonly PlacesMapPin[];
}

function geoJson(pins: readonly PlacesMapPin[]) {
  return {
    type: "FeatureCollection" as const,
    features: pins.map((pin, index) => ({
      type: "Feature" as const,
      id: index,
      geometry: { type: "Point" as const, coordinates: [pin.lng, pin.lat] },
      properties: { index, color: pin.color },
    })),
  };
}

function popupContent(pin: PlacesMapPin): HTMLElement {
  const content = document.createElement("div");
  const link = document.createElement("a");
  link.href = pin.url;
  link.textContent = pin.name;
  const address = document.createElement("p");
  address.textContent = pin.address;
  content.append(link, address);
  return content;
}

export interface PlacesMapHandle {
  /** Shows these pins instead; resolves once the map is idle. */
  showPins: (pins: readonly PlacesMapPin[]) => Promise<void>;
  remove: () => void;
}

export async function createPlacesMap(options: PlacesMapOptions): Promise<PlacesMapHandle> {
  const map = await openPlainMap({
    container: options.container,
    styleUrl: options.styleUrl,
    title: options.title,
    view: { center: [options.center.lng, options.center.lat], zoom: PLACE_ZOOM },
  });
  let current: readonly PlacesMapPin[] = options.pins;
  map.addSource(PINS, { type: "geojson", data: geoJson(current) });
  map.addLayer({
    id: PINS,
    type: "circle",
    source: PINS,
    paint: {
      "circle-color": ["get", "color"],
      "circle-radius": 9,
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 2,
    },
  });
  map.on("click", PINS, (event) => {
    const index = event.features?.[0]?.properties?.index;
    const pin = typeof index === "number" ? current[index] : undefined;
    if (!pin) return;
    new Popup({ closeButton: true, maxWidth: "20rem", offset: 14 })
      .setLngLat([pin.lng, pin.lat])
      .setDOMContent(popupContent(pin))
      .addTo(map);
  });
  map.on("mouseenter", PINS, () => {
    map.getCanvas().style.cursor = "pointer";
  });
  map.on("mouseleave", PINS, () => {
    map.getCanvas().style.cursor = "";
  });
  async function showPins(pins: readonly PlacesMapPin[]): Promise<void> {
    current = pins;
    map.getSource<GeoJSONSource>(PINS)?.setData(geoJson(pins));
    await map.once("idle");
  }
  await map.once("idle");
  return { showPins, remove: () => map.remove() };
}
