/**
 * A review as the site reads it (spec reviews-and-provider-page §3, 'Review (as read)'): only
 * approved reviews are ever read, and a provider's response only once an operator published
 * it. The provider page, the reviews list API and the other review APIs all answer this shape.
 */
import * as z from "zod/mini";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages.ts";

/** The language a review or a response was written in; a value kept before it was recorded reads as English. */
const writtenLanguageSchema = z._default(z.enum(LANGUAGES), DEFAULT_LANGUAGE);

/** The provider's public response to a review. */
export const providerResponseSchema = z.object({
  authorName: z.string(),
  authorTitle: z.string(),
  content: z.string(),
  createdAt: z.string(),
  language: writtenLanguageSchema,
});
export type ProviderResponse = z.infer<typeof providerResponseSchema>;

export const reviewReadSchema = z.object({
  id: z.number(),
  authorName: z.string(),
  content: z.string(),
  /** The language `content` was written in: the language of the page the family wrote it on. */
  language: writtenLanguageSchema,
  /** ISO 8601 time it was written. */
  createdAt: z.string(),
  /** The overall rating, 1 to 5. */
  rating: z.number(),
  /** The relationship to the provider (a value of review-relationships.ts). */
  title: z.string(),
  /** The care type the review is about, as families read it ('Assisted Living'); '' when none. */
  serviceCategoryName: z.string(),
  providerResponse: z.nullable(providerResponseSchema),
});
export type ReviewRead = z.infer<typeof reviewReadSchema>;

/**
 * The `lang` of a text people wrote, on a page in `pageLanguage`: its own language where that
 * is not the page's, else none (it reads as the page does).
 */
export function writtenLang(written: Language, pageLanguage: Language): Language | undefined {
  return written === pageLanguage ? undefined : written;
}
