/**
 * Text cut short for a banner or a collapsed block (spec reviews-and-provider-page §9:
 * promotion text at 75 and 125 characters, collapsible text at 250): at a word boundary, with
 * an ellipsis, never longer than the limit with the ellipsis counted.
 */

/** A word shorter than this share of the limit is cut through rather than dropping most of the text. */
const SHORTEST_KEPT_SHARE = 0.5;

export interface CutText {
  text: string;
  /** True when the text was longer than the limit and was cut. */
  cut: boolean;
}

/** The text with its white space collapsed, whole when it fits within `limit`, else cut with '…'. */
export function cutAtWord(text: string, limit: number): CutText {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return { text: clean, cut: false };
  // One character is left for the ellipsis; a space right after the slice means it ends on a whole word.
  const slice = clean.slice(0, limit - 1);
  const endsOnWord = clean[limit - 1] === " ";
  const lastSpace = slice.lastIndexOf(" ");
  const kept = endsOnWord || lastSpace < limit * SHORTEST_KEPT_SHARE ? slice : slice.slice(0, lastSpace);
  return { text: `${kept.replace(/[\s,;:.–-]+$/, "")}…`, cut: true };
}
