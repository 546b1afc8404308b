/**
 * Which review tokens a form has already acted on (used_review_tokens): a token works once.
 */
import { type ReviewToken, type ReviewTokenCheck, type ReviewTokenPurpose, readReviewToken } from "./review-tokens.ts";

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
