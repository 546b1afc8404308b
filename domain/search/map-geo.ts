/**
 * The results map's pure rules (spec search-and-compare §3, §5, §9; lead-capture-and-chrome
 * §8, §9): which providers can be pinned, the pins as GeoJSON, the view that shows them all,
 * and the driving-directions link. No MapLibre here, so the server and tests can use them.
 */
import type { SearchResultProvider } from "./search-contract.ts";

/** Where the Worker serves the map style (worker/map/map-style-api.ts). */
export const MAP_STYLE_PATH = "/map/style.json";
/** Where the Worker serves the basemap's vector tiles, `{z}/{x}/{y}.mvt` after it (worker/map/). */
export const BASEMAP_TILES_PATH = "/map/tiles";

/** Where the Worker draws a search's results as a picture, its query after it (worker/map/static-map-api.ts). */
export const STATIC_MAP_PATH = "/map/static.svg";

/** spec: search-and-compare §9, default map zoom. */
export const DEFAULT_MAP_ZOOM = 10;

/** spec: search-and-compare §9, map fit padding (pixels on every side). */
export const MAP_FIT_PADDING = 80;

/**
 * spec: lead-capture-and-chrome §9, default map pin colour orange. A deep orange, so a pin
 * stands out 3:1 against the light map (WCAG 1.4.11), with a white ring around it.
 */
export const DEFAULT_PIN_COLOR = "#c2410c";

/** The map provider of spec search-and-compare §3: what a pin and its popup card need. */
export interface MapProvider {
  id: number;
  legacyId: string | null;
  name: string;
  url: string;
  address: string;
  location: { lat: number; lng: number };
  photos: string[];
  rating: number;
  reviewCount: number;
}

/** The fields of a search result a map pin reads. */
type PinnedResult = Pick<
  SearchResultProvider,
  "id" | "legacyId" | "name" | "url" | "images" | "averageRating" | "reviewCount"
> & { address: Pick<SearchResultProvider["address"], "formattedAddress" | "latitude" | "longitude"> };

/** A search result as the map provider it pins. */
export function toMapProvider(result: PinnedResult): MapProvider {
  return {
    id: result.id,
    legacyId: result.legacyId,
    name: result.name,
    url: result.url,
    address: result.address.formattedAddress,
    location: { lat: result.address.latitude, lng: result.address.longitude },
    photos: result.images,
    rating: result.averageRating,
    reviewCount: result.reviewCount,
  };
}

/**
 * spec: search-and-compare §3, §5 (latitude -90..90, longitude -180..180) and
 * lead-capture-and-chrome §8 (0,0 means the coordinates were never set, not a place in the sea).
 */
export function isValidCoordinate(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return false;
  return !(lat === 0 && lng === 0);
}

/** The providers that can be pinned, and the ids of those skipped for invalid coordinates. */
export function pinnableProviders(providers: readonly MapProvider[]): { pins: MapProvider[]; skipped: number[] } {
  const pins: MapProvider[] = [];
  const skipped: number[] = [];
  for (const provider of providers) {
    if (isValidCoordinate(provider.location.lat, provider.location.lng)) pins.push(provider);
    else skipped.push(provider.id);
  }
  return { pins, skipped };
}

/** The properties each pin feature carries: the provider id, to find it again on a click. */
interface PinProperties {
  id: number;
}

interface PinFeatureCollection {
  type: "FeatureCollection";
  features: {
    type: "Feature";
    id: number;
    geometry: { type: "Point"; coordinates: [number, number] };
    properties: PinProperties;
  }[];
}

/** The pins as a GeoJSON FeatureCollection of points, [lng, lat] as GeoJSON orders them. */
export function pinsToGeoJson(pins: readonly MapProvider[]): PinFeatureCollection {
  return {
    type: "FeatureCollection",
    features: pins.map((pin) => ({
      type: "Feature",
      id: pin.id,
      geometry: { type: "Point", coordinates: [pin.location.lng, pin.location.lat] },
      properties: { id: pin.id },
    })),
  };
}

/** South-west and north-east corners, [[west, south], [east, north]], as MapLibre takes them. */
type LngLatBounds = [[number, number], [number, number]];

/** The smallest box holding every pin; null without pins. */
export function pinBounds(pins: readonly MapProvider[]): LngLatBounds | null {
  const first = pins[0];
  if (!first) return null;
  let west = first.location.lng;
  let east = west;
  let south = first.location.lat;
  let north = south;
  for (const { location } of pins) {
    west = Math.min(west, location.lng);
    east = Math.max(east, location.lng);
    south = Math.min(south, location.lat);
    north = Math.max(north, location.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

export type MapView =
  | { kind: "center"; center: [number, number]; zoom: number }
  | { kind: "bounds"; bounds: LngLatBounds; padding: number };

/**
 * How the map first frames the pins (spec search-and-compare §9): all of them with padding
 * 80, or one place at the default zoom 10 — also when every pin shares one point, where
 * fitting a box of no size would zoom in as far as the map goes.
 */
export function mapViewFor(pins: readonly MapProvider[]): MapView | null {
  const bounds = pinBounds(pins);
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) return { kind: "center", center: [west, south], zoom: DEFAULT_MAP_ZOOM };
  return { kind: "bounds", bounds, padding: MAP_FIT_PADDING };
}

/**
 * spec: search-and-compare §2.2, driving directions open an external maps link with the
 * destination "lat,lng" (the comma kept as is, as the maps site documents it).
 */
export function drivingDirectionsUrl(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`;
}
