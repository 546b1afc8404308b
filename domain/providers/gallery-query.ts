/**
 * The provider page's gallery and street-view state in its address (reviews-and-provider-page
 * §2, §4, §5): `photo-index` opens the gallery at that photo (1-based) and `street-view=true`
 * opens street view. Both sides read them here: the Worker to render the page open, the
 * gallery to build its links. An invalid or out-of-range value is no state at all (§5: query
 * parsers turn invalid values to null), never an error.
 */
import * as z from "zod/mini";

export const PHOTO_INDEX_PARAM = "photo-index";
export const STREET_VIEW_PARAM = "street-view";

/** A positive whole number, as a visitor or a link writes it: digits only, no sign, no exponent. */
const photoIndexSchema = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)),
  z.transform((text) => Number(text)),
);

/** spec §2: street-view (=true). */
const streetViewSchema = z.literal("true");

export interface GalleryQuery {
  /** The photo the gallery opens at, 1..photoCount; null keeps it closed. */
  photoIndex: number | null;
  /** Whether street view opens; never together with the gallery, which wins. */
  streetView: boolean;
}

/** The gallery and street-view state a page address asks for, given how many photos there are. */
export function parseGalleryQuery(
  query: { photoIndex: string | undefined; streetView: string | undefined },
  photoCount: number,
): GalleryQuery {
  const index = photoIndexSchema.safeParse(query.photoIndex);
  const photoIndex = index.success && index.data <= photoCount ? index.data : null;
  const streetView = photoIndex === null && streetViewSchema.safeParse(query.streetView).success;
  return { photoIndex, streetView };
}

/** spec §4: next wraps last to first, previous wraps first to last. `index` is 1-based. */
export function wrapPhotoIndex(index: number, photoCount: number): number {
  return ((((index - 1) % photoCount) + photoCount) % photoCount) + 1;
}

/** The page's address with the gallery open at `index`. */
export function photoIndexHref(pageUrl: string, index: number): string {
  return `${pageUrl}?${PHOTO_INDEX_PARAM}=${index}`;
}

/** The page's address with street view open. */
export function streetViewHref(pageUrl: string): string {
  return `${pageUrl}?${STREET_VIEW_PARAM}=true`;
}

/** The current address with a parameter set to a value, or removed (null); the rest kept. */
export function withQueryParam(href: string, name: string, value: string | null): string {
  const url = new URL(href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
