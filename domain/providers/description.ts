/**
 * A provider's description as the page's 'About' section shows it (spec reviews-and-provider-
 * page §4, §9): paragraphs split on blank lines, collapsed at 250 characters by default with a
 * 'View more details' / 'View fewer details' toggle; a text of 250 or fewer has no toggle.
 */
import { cutAtWord } from "./cut-text.ts";

/** spec: reviews-and-provider-page §9, collapsible text 250 chars (default). */
export const DESCRIPTION_COLLAPSED_LENGTH = 250;

export interface DescriptionView {
  paragraphs: string[];
  /** The collapsed text when the description is longer than 250 characters; null when it has no toggle. */
  preview: string | null;
}

/** The description's paragraphs and, when it is long, the text it shows collapsed. */
export function descriptionView(description: string): DescriptionView {
  const paragraphs = description
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const cut = cutAtWord(paragraphs.join(" "), DESCRIPTION_COLLAPSED_LENGTH);
  return { paragraphs, preview: cut.cut ? cut.text : null };
}
