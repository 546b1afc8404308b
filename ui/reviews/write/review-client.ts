/**
 * Sends a review from the browser (spec reviews-and-provider-page §7): a same-site POST of the
 * payload as JSON to /api/reviews/create-review, with the page's cookies, as the inquiry form
 * posts, in the page's language (`?lang=es` on a Spanish page, so the server's messages are
 * Spanish). Never throws: every answer, and a failed connection, comes back as an outcome.
 */
import type { Language } from "../../../domain/i18n/languages.ts";
import { localizedPath } from "../../../domain/i18n/paths.ts";
import type { ReviewPayload } from "../../../domain/reviews/review-submission.ts";
import { type ReviewSendOutcome, reviewSendOutcome } from "./review-form-rules.ts";

export const REVIEW_CREATE_ENDPOINT = "/api/reviews/create-review";

/** The page's language and its unexpected-error message (`t.reviews.write.unexpectedError`). */
export interface ReviewSendLanguage {
  language: Language;
  unexpectedError: string;
}

export async function sendReview(
  payload: ReviewPayload,
  { language, unexpectedError }: ReviewSendLanguage,
  fetcher: typeof fetch = fetch,
): Promise<ReviewSendOutcome> {
  let response: Response;
  try {
    response = await fetcher(localizedPath(REVIEW_CREATE_ENDPOINT, language), {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.warn("the review was not sent", error);
    return reviewSendOutcome(null, null, unexpectedError);
  }
  const body: unknown = await response.json().catch(() => null);
  const outcome = reviewSendOutcome(response.status, body, unexpectedError);
  if (!outcome.ok) console.warn(`the review was not accepted (${response.status})`);
  return outcome;
}
