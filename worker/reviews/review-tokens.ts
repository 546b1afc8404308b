/**
 * The tokens of the review links (spec reviews-and-provider-page §6, §7): 'respond to a
 * review', 'request removal', the duplicate-review confirmation and the move-in report. A
 * token names one subject (a review, or a lead for the move-in report) and one purpose,
 * carries its expiry and a random id, and is signed with HMAC-SHA-256 under the
 * REVIEW_TOKEN_SECRET wrangler secret, so a token for one purpose never passes for another
 * and nobody without the secret can make one. A form that acts on a token spends it: the
 * token's id goes into used_review_tokens (review-token-store.ts), and a second use finds it there.
 */
import { signValue, verifySignedValue } from "../middleware/signed-values.ts";

export const REVIEW_TOKEN_PURPOSES = ["review-response", "review-contest", "review-duplicate", "move-in"] as const;
export type ReviewTokenPurpose = (typeof REVIEW_TOKEN_PURPOSES)[number];

/** How long a link works: 30 days, time for a provider to see the email and answer. */
export const REVIEW_TOKEN_DAYS = 30;

export interface ReviewToken {
  purpose: ReviewTokenPurpose;
  subjectId: number;
  tokenId: string;
  expiresAt: Date;
}

/** What a token says once checked. */
export type ReviewTokenCheck =
  | { status: "valid"; token: ReviewToken }
  | { status: "forged" }
  | { status: "expired" }
  | { status: "used" };

const VALUE = /^(\d{1,15})\.(\d{1,12})\.([0-9a-f]{32})$/;

/** A new token for `purpose` on `subjectId`, working until `expiresAt`. */
export function issueReviewToken(
  secret: string,
  purpose: ReviewTokenPurpose,
  subjectId: number,
  expiresAt: Date,
): Promise<string> {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
  return signValue(secret, purpose, `${subjectId}.${Math.floor(expiresAt.getTime() / 1000)}.${id}`);
}

/** Checks a token's signature, purpose and expiry (not whether it was used: see `checkReviewToken`). */
export async function readReviewToken(
  secret: string,
  purpose: ReviewTokenPurpose,
  token: string | undefined,
  now: Date,
): Promise<ReviewTokenCheck> {
  if (!token || token.length > 200) return { status: "forged" };
  const value = await verifySignedValue(secret, purpose, token);
  const parts = value === null ? null : VALUE.exec(value);
  if (!parts?.[1] || !parts[2] || !parts[3]) return { status: "forged" };
  const expiresAt = new Date(Number(parts[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "valid", token: { purpose, subjectId: Number(parts[1]), tokenId: parts[3], expiresAt } };
}
