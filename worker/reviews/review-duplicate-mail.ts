/**
 * The message that asks a review's author whether a possible duplicate is meant (spec
 * reviews-and-provider-page §7): a review of a provider the same address reviewed before, or
 * with a text the provider already has, waits until its author keeps or withdraws it. The link
 * carries a one-use token of purpose 'review-duplicate' for the review; the mail goes out the
 * project's one way (worker/mail/mail-webhook.ts).
 */
import { type Mail, sendMail } from "../mail/mail-webhook.ts";
import { issueReviewToken, REVIEW_TOKEN_DAYS } from "./review-tokens.ts";

/** Where the link leads: a page that asks the author to keep or withdraw the review. */
export const DUPLICATE_CONFIRM_PATH = "/reviews/duplicate/";

/** The message for `to` about the review, with the link. */
export function duplicateMail(to: string, siteName: string, providerName: string, link: string): Mail {
  return {
    to,
    subject: `Please confirm your review of ${providerName} on ${siteName}`,
    text: [
      `Thank you for your review of ${providerName} on ${siteName}.`,
      "",
      "It looks like one you sent before: the same address reviewed this provider earlier, or the provider already has a review with the same words.",
      "If you meant to send a new review, open this link and choose to keep it; if not, choose to withdraw it:",
      link,
      "",
      `The link works for ${REVIEW_TOKEN_DAYS} days. Until you answer, the review is not published.`,
    ].join("\n"),
  };
}

/** Issues the token for the review and sends the message (after the answer to the family). */
export async function sendDuplicateMail(
  env: Env,
  review: { reviewId: number; to: string; providerName: string; siteName: string; origin: string },
): Promise<void> {
  const expiresAt = new Date(Date.now() + REVIEW_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  const token = await issueReviewToken(env.REVIEW_TOKEN_SECRET, "review-duplicate", review.reviewId, expiresAt);
  const link = `${review.origin}${DUPLICATE_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  await sendMail(
    env.MAIL_WEBHOOK_URL,
    duplicateMail(review.to, review.siteName, review.providerName, link),
    `review ${review.reviewId} (possible duplicate)`,
    link,
  );
}
