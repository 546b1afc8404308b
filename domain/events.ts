/**
 * The product events pages record (spec search-and-compare §7, reviews-and-provider-page §7): their names, which the
 * server accepts and the islands send (ui/app/record-event.ts).
 */
export const EVENT_NAMES = [
  "location comparison viewed",
  "provider list filtered",
  "guided search step",
  "guided search submitted",
  // spec: reviews-and-provider-page §7, sent once a review is accepted: {providerId | null, formType, rating}.
  "review form submitted",
  // spec: reviews-and-provider-page §7, the review search events of a provider's review list.
  "review search",
  "review filter",
  // spec: reviews-and-provider-page §7, element click: a content block's choice ({element, value, pagePath}).
  "element click",
  // spec: reviews-and-provider-page §7, a visitor's cookie choice: the four categories and where
  // it was made ({Advertising, Analytics, Functional, DataSharing, source}); sent only when the
  // new choice allows Analytics.
  "consent preference updated",
  // spec: reviews-and-provider-page §7, core web vitals: a page's LCP, INP and CLS from the field,
  // sent once it is hidden ({path, navigationType, metrics: [{name, value}]}; domain/web-vitals/).
  "core web vitals",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** spec: reviews-and-provider-page §7, events are retried every 500 ms up to 5 times: one try and five retries. */
export const EVENT_RETRY_DELAY_MS = 500;
export const EVENT_RETRIES = 5;
