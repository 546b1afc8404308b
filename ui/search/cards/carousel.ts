/**
 * The card's photo carousel rules (spec lead-capture-and-chrome §4, §9): at most 10 images, 9
 * photos plus a 10th that dims under 'View more photos'; previous and next wrap around both
 * ways; a horizontal swipe moves one photo.
 */

/** spec: lead-capture-and-chrome §9, card carousel at most 10 images (9 plus one). */
export const CARD_PHOTO_LIMIT = 10;

/** How far a finger must travel sideways before a touch counts as a swipe, in CSS pixels. */
const SWIPE_MIN_DISTANCE = 40;

/** The photos a card shows: the first ten. */
export function cardPhotos(images: readonly string[]): string[] {
  return images.slice(0, CARD_PHOTO_LIMIT);
}

/** Any index brought into 0..count-1, wrapping both ways (-1 is the last, count the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Whether the photo at this index is the dimmed 10th with the 'View more photos' link. */
export function isViewMorePhoto(index: number, count: number): boolean {
  return count === CARD_PHOTO_LIMIT && index === CARD_PHOTO_LIMIT - 1;
}

/**
 * The step a touch gesture asks for: +1 (next) when the finger moved left, as if pushing the
 * photo away, -1 when it moved right, 0 when it moved too little or mostly up and down
 * (a scroll of the page, not a swipe).
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_MIN_DISTANCE || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/**
 * How a list's card fetches its first photo. The first row of a list is in view when the page
 * opens (one card on a phone, up to three side by side on the widest screens: ui/styles/search.css),
 * so its photos load at once, and the first card's photo, the page's largest paint, comes first
 * of all and is preloaded from the head; every card below waits until it nears the screen.
 */
export type CardPhotoPriority = "first" | "eager" | "lazy";

/** The cards of the first row at the widest layout (3 columns from 1280 px). */
const FIRST_ROW_CARDS = 3;

/** spec: issue 15, item 5: the LCP image is never lazy and is preloaded. `position` counts from 0. */
export function cardPhotoPriority(position: number): CardPhotoPriority {
  if (position === 0) return "first";
  return position < FIRST_ROW_CARDS ? "eager" : "lazy";
}
