/**
 * The author's answer about a possible duplicate (spec reviews-and-provider-page §7), one rule
 * for the JSON API and the page the mailed link opens: the token (purpose 'review-duplicate',
 * one use) names the review; 'keep' clears duplicate_of so it waits for moderation, 'withdraw'
 * rejects it with a note. The token is spent in the same batch as the change.
 */
import { answerDuplicate, duplicateState } from "./review-submission-store.ts";
import { checkReviewToken, isSpentTokenError, spendReviewToken } from "./review-token-store.ts";

/** The note a withdrawn duplicate carries for operators. */
export const WITHDRAWN_NOTE = "withdrawn by its author as a duplicate";

export type DuplicateDecision = "keep" | "withdraw";

/** Why a token did nothing. */
export type DuplicateFailure = "forged" | "expired" | "used" | "gone" | "answered";

// The reason each failure gives, after 'An error occurred while processing the request: ', is `t.reviews.duplicate.reasons`.

/** The review a token names, when it still waits for its author's answer; else why not. */
export async function waitingDuplicate(
  db: D1Database,
  secret: string,
  token: string | undefined,
  now: Date,
): Promise<{ failure: DuplicateFailure } | { reviewId: number; spend: () => D1PreparedStatement }> {
  const check = await checkReviewToken(db, secret, "review-duplicate", token, now);
  if (check.status !== "valid") return { failure: check.status };
  const review = await duplicateState(db, check.token.subjectId);
  if (!review) return { failure: "gone" };
  if (review.status !== "pending" || review.duplicateOf === null) return { failure: "answered" };
  return { reviewId: review.id, spend: () => spendReviewToken(db, check.token) };
}

/** Applies the author's decision; answers the failure when the token or the review no longer allows it. */
export async function decideDuplicate(
  db: D1Database,
  secret: string,
  token: string | undefined,
  decision: DuplicateDecision,
): Promise<{ failure: DuplicateFailure } | { done: DuplicateDecision }> {
  const now = new Date();
  const waiting = await waitingDuplicate(db, secret, token, now);
  if ("failure" in waiting) return waiting;
  try {
    const changed = await answerDuplicate(db, waiting.spend(), waiting.reviewId, {
      decision,
      note: WITHDRAWN_NOTE,
      at: now.toISOString(),
    });
    return changed ? { done: decision } : { failure: "answered" };
  } catch (error) {
    if (isSpentTokenError(error)) return { failure: "used" };
    throw error;
  }
}
