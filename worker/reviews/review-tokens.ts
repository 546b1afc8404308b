/**
 * The tokens of the review links (spec reviews-and-provider-page §6, §7): 'respond to a
 * review', 'request removal', the duplicate-review confirmation and the move-in report. A
 * token names one subject (a review, or a lead for the move-in report) and one purpose,
 * carries its expiry and a random id, and is signed with HMAC-SHA-256 under the
 * REVIEW_TOKEN_SECRET wrangler secret, so a token for one purpose never passes for another
 * and nobody without the secret can make one. A form that acts on a token spends it: the
 * token's id goes into used_review_tokens, and a second use finds it there.
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

/** `readReviewToken`, and 'used' when a form has already acted on it. */
export async function checkReviewToken(
  db: D1Database,
  secret: string,
  purpose: ReviewTokenPurpose,
  token: string | undefined,
  now: Date,
): Promise<ReviewTokenCheck> {
  const check = await readReviewToken(secret, purpose, token, now);
  if (check.status !== "valid") return check;
  const used = await db
    .prepare("SELECT 1 FROM used_review_tokens WHERE token_id = ?1")
    .bind(check.token.tokenId)
    .first();
  return used ? { status: "used" } : check;
}

/**
 * The statement that spends a token: put it in the same batch as the write the token allows,
 * so both happen or neither does. The batch fails on the primary key when the token was
 * already spent, even by a request running at the same moment.
 */
export function spendReviewToken(db: D1Database, token: ReviewToken): D1PreparedStatement {
  return db
    .prepare("INSERT INTO used_review_tokens (token_id, purpose, subject_id) VALUES (?1, ?2, ?3)")
    .bind(token.tokenId, token.purpose, token.subjectId);
}

/** Whether an error from a batch with `spendReviewToken` says the token was spent already. */
export function isSpentTokenError(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: used_review_tokens/.test(error.message);
}
