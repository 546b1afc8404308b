/** Names of the cookies the site sets; the server and the browser read them by these names. */
export const COOKIE_NAMES = {
  anonId: "cf_anon_id",
  session: "cf_session",
  consent: "cf_consent",
  featureOverride: "cf_feature_override",
  inquirySubmitted: "cf_inquiry_submitted",
  guidedSearch: "cf_guided_search",
  savedProviders: "cf_saved",
  /** spec: reviews-and-provider-page §4, the visitor has seen the why-choose-us accordion expanded. */
  whyChooseUsSeen: "cf_why_choose_us_seen",
  /** The site's own text size, 100, 125 or 150 (domain/visitor/text-size.ts). */
  textSize: "cf_text_size",
  /** The language the visitor chose with a language link, `en` or `es` (docs/languages.md). */
  language: "cf_language",
  /** Where the visitor's last write left the database (a D1 bookmark), so their next reads see it. */
  d1Bookmark: "cf_d1_bookmark",
  /** An editor previewing content pages (signed, one hour). */
  contentPreview: "cf_content_preview",
} as const;

/** spec: reviews-and-provider-page §4, on page unload the session Timeout moves 30 s ahead. */
export const SESSION_UNLOAD_GRACE_MS = 30 * 1000;
