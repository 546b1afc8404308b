/**
 * Where a long text is cut behind READ MORE (spec search-and-compare §9 and
 * reviews-and-provider-page §9: 250 characters): at the last space before the limit, so no word
 * is split; a text within the limit is not cut.
 */

/** spec: search-and-compare §9, an FAQ answer longer than this is cut behind READ MORE. */
export const READ_MORE_THRESHOLD = 250;

/** The part shown at first and the rest ('' when the text is within the limit). */
export function readMoreParts(text: string, limit: number = READ_MORE_THRESHOLD): { shown: string; rest: string } {
  if (text.length <= limit) return { shown: text, rest: "" };
  const lastSpace = text.lastIndexOf(" ", limit);
  const cut = lastSpace > limit / 2 ? lastSpace : limit;
  return { shown: text.slice(0, cut), rest: text.slice(cut) };
}
