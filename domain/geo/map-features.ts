/**
 * The map block's feature layers (spec lead-capture-and-chrome §3, map feature: altText,
 * keywords, icon, pinColor, active; §4, map layer toggles: toggles turn feature pins on and
 * off, features start active; §9, default pin colour orange) and the address of their pins
 * (§7, GET /api/places-near-by?lat&lng&keywords).
 */
import { DEFAULT_PIN_COLOR } from "../search/map-geo.ts";

export interface MapFeature {
  /** The layer's name, as its toggle and list read it. */
  altText: string;
  /** What /api/places-near-by looks for: care types or name words, alternatives by commas. */
  keywords: string;
  /** A hex colour for the layer's pins; orange when left out. */
  pinColor?: string;
  /** Whether the layer starts on; it does unless told. */
  active?: boolean;
}

/** One place of a layer, as the block's list and pins need it. */
export interface MapPlace {
  name: string;
  address: string;
  url: string;
  lat: number;
  lng: number;
}

export function featurePinColor(feature: MapFeature): string {
  return feature.pinColor && /^#[0-9a-fA-F]{6}$/.test(feature.pinColor) ? feature.pinColor : DEFAULT_PIN_COLOR;
}

export function featureStartsActive(feature: MapFeature): boolean {
  return feature.active ?? true;
}

/** The pins' address for one layer. */
export function placesNearbyUrl(latitude: number, longitude: number, keywords: string): string {
  const query = new URLSearchParams({ lat: String(latitude), lng: String(longitude), keywords });
  return `/api/places-near-by?${query}`;
}
