/**
 * The key the duplicate check compares (docs/reviews.md): a SHA-256, in hex, of the review's
 * text with whitespace runs as one space and in lower case (normalReviewText), stored with each
 * review as `content_key`.
 */
import { sha256Hex } from "../../domain/hash.ts";
import { normalReviewText } from "../../domain/reviews/review-screening.ts";

export async function reviewContentKey(text: string): Promise<string> {
  return sha256Hex(normalReviewText(text));
}
