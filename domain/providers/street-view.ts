/**
 * Street view of a provider (reviews-and-provider-page §7, §8, §9): the browser asks the Street
 * View metadata endpoint whether an outdoor panorama lies within 150 m; status "OK" embeds the
 * outdoor one, anything else (or a failed request) the default one. Only with a maps key
 * (the optional MAPS_API_KEY secret); without one the page shows the location on its own map.
 */
import * as z from "zod/mini";

/** The origins the page may call and frame when a maps key is configured (the CSP names exactly these). */
export const STREET_VIEW_METADATA_ORIGIN = "https://maps.googleapis.com";
export const STREET_VIEW_EMBED_ORIGIN = "https://www.google.com";

/** spec §9: street-view radius 150. */
export const STREET_VIEW_RADIUS_METERS = 150;

/** A key as Google issues them: letters, digits, '-' and '_'. Anything else cannot be put in a URL safely. */
const mapsApiKeySchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,200}$/));

const reportedKeys = new Set<string>();

/**
 * The configured maps key, or null when there is none (unset or empty, the local default). A
 * value that is not a key is logged (once per value) and treated as none, so the page keeps
 * its map.
 */
export function mapsApiKey(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  const parsed = mapsApiKeySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (!reportedKeys.has(value)) {
    reportedKeys.add(value);
    console.error("MAPS_API_KEY is not a maps key (letters, digits, '-' and '_'); street view is not shown");
  }
  return null;
}

export interface StreetViewLocation {
  latitude: number;
  longitude: number;
}

function locationText({ latitude, longitude }: StreetViewLocation): string {
  return `${latitude},${longitude}`;
}

/** spec §7: the metadata request, location 'lat,lng', radius 150, outdoor source. */
export function streetViewMetadataUrl(location: StreetViewLocation, key: string): string {
  // Written out rather than through URLSearchParams, which would encode the comma: the key is
  // letters, digits, '-' and '_' (mapsApiKey) and the location two numbers, so nothing needs it.
  const query = `location=${locationText(location)}&radius=${STREET_VIEW_RADIUS_METERS}&source=outdoor&key=${key}`;
  return `${STREET_VIEW_METADATA_ORIGIN}/maps/api/streetview/metadata?${query}`;
}

/** The metadata answer: only its status matters here. */
export const streetViewMetadataSchema = z.object({ status: z.string() });

export type StreetViewSource = "outdoor" | "default";

/** spec §7: status "OK" gives the outdoor embed, anything else the default one. */
export function streetViewSourceFor(metadata: unknown): StreetViewSource {
  const parsed = streetViewMetadataSchema.safeParse(metadata);
  return parsed.success && parsed.data.status === "OK" ? "outdoor" : "default";
}

/** The embed's address: with source=outdoor for an outdoor panorama, without it for the default. */
export function streetViewEmbedUrl(location: StreetViewLocation, key: string, source: StreetViewSource): string {
  const query = `key=${key}&location=${locationText(location)}${source === "outdoor" ? "&source=outdoor" : ""}`;
  return `${STREET_VIEW_EMBED_ORIGIN}/maps/embed/v1/streetview?${query}`;
}
