/**
 * Where the review write form, its modal and its pages lead, and how long their error toasts
 * show (spec reviews-and-provider-page §2, §5, §8). Their words are the catalogue's
 * (`t.reviews.write`), the field messages `t.reviews.messages`.
 */

/** spec: §2, 'Hash newreview on the write-review link opens the review modal by default'. */
export const NEW_REVIEW_HASH = "newreview";

/** The page with the generic form (any facility, listed or not), linked from the site footer; every write form posts to it. */
export const WRITE_REVIEW_PATH = "/reviews/write/";

/** Where a review sent without script is thanked for. */
export const REVIEW_THANKS_PATH = "/reviews/write/thanks/";

/** Where every guideline is spelled out. */
export const REVIEW_GUIDELINES_PATH = "/reviews/guidelines/";

/** spec: §8, §9, how long each error toast shows. */
export const REVIEW_ERROR_TOAST_MS = 3000;
