/**
 * The key the duplicate check compares (docs/reviews.md): a SHA-256, in hex, of the review's
 * text with whitespace runs as one space and in lower case (normalReviewText), stored with each
 * review as `content_key`.
 */
import { normalReviewText } from "../../domain/reviews/review-screening.ts";

export async function reviewContentKey(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalReviewText(text)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
