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
  // spec: lead-capture-and-chrome §7, the multi-step form: one step passed ({formId, stepNumber,
  // stepCount, stepName}) and the whole form accepted ({formId, formType, stepCount}).
  "step submitted",
  "form submitted",
  // spec: reviews-and-provider-page §7, an inquiry the server accepted, never what the family typed
  // ({providerId | null, action, careType, source, displayMode}).
  "inquiry submitted",
  // spec: lead-capture-and-chrome §7, a search from a search bar ({keyword, careType, source,
  // resultsCount | null}: null when the search opens the results page rather than updating it).
  "search submitted",
  // spec: lead-capture-and-chrome §7, a provider saved or unsaved with a heart or the Save button ({providerId}).
  "favourite added",
  "favourite removed",
  // spec: reviews-and-provider-page §7, a result card opened ({providerId, position, listName}).
  "product click",
  // spec: reviews-and-provider-page §7, §9, the page's own events (ui/app/page-events.ts): a page
  // view, the first page of a session, 30 s visible and a scroll past half the page, each once a
  // page ({path}, the server adding the page type; session start adds {referrerHost | null}).
  "page view",
  "session start",
  "dwell engagement",
  "scroll engagement",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** spec: reviews-and-provider-page §7, events are retried every 500 ms up to 5 times: one try and five retries. */
export const EVENT_RETRY_DELAY_MS = 500;
export const EVENT_RETRIES = 5;

/** spec: reviews-and-provider-page §9, dwell tracking at 30 s of the page in view. */
export const DWELL_SECONDS = 30;

/** spec: reviews-and-provider-page §9, scroll tracking past half the page's height. */
export const SCROLL_ENGAGEMENT_SHARE = 0.5;

/** The lists a 'product click' comes from. */
export const PRODUCT_LISTS = ["search results", "geo providers", "provider listing"] as const;
export type ProductList = (typeof PRODUCT_LISTS)[number];

/** The forms a 'form submitted' names. */
export const FORM_TYPES = ["multi-step"] as const;

/** The longest place a 'search submitted' carries, as typed. */
export const SEARCH_KEYWORD_MAX = 100;

/** The search bars a 'search submitted' comes from. */
export const SEARCH_SOURCES = ["header", "home"] as const;
