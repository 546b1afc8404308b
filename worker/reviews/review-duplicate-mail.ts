/**
 * The message that asks a review's author whether a possible duplicate is meant (spec
 * reviews-and-provider-page §7): a review of a provider the same address reviewed before, or
 * with a text the provider already has, waits until its author keeps or withdraws it. The link
 * carries a one-use token of purpose 'review-duplicate' for the review; the mail goes out the
 * project's one way (worker/mail/mail-webhook.ts).
 */
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { Language } from "../../domain/i18n/languages.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { type Mail, sendMail } from "../mail/mail-webhook.ts";
import { issueReviewToken, REVIEW_TOKEN_DAYS } from "./review-tokens.ts";

/** Where the link leads: a page that asks the author to keep or withdraw the review. */
export const DUPLICATE_CONFIRM_PATH = "/reviews/duplicate/";

/** The message for `to` about the review, with the link, in the language the review was written in. */
export function duplicateMail(
  to: string,
  siteName: string,
  providerName: string,
  link: string,
  language: Language,
): Mail {
  const words = messagesFor(language).reviews.duplicate.mail;
  return {
    to,
    subject: words.subject(providerName, siteName),
    text: [
      words.thanks(providerName, siteName),
      "",
      words.looksLike,
      words.choose,
      link,
      "",
      words.expiry(REVIEW_TOKEN_DAYS),
    ].join("\n"),
  };
}

/** Issues the token for the review and sends the message (after the answer to the family). */
export async function sendDuplicateMail(
  env: Env,
  review: { reviewId: number; to: string; providerName: string; siteName: string; origin: string; language: Language },
): Promise<void> {
  const expiresAt = new Date(Date.now() + REVIEW_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  const token = await issueReviewToken(env.REVIEW_TOKEN_SECRET, "review-duplicate", review.reviewId, expiresAt);
  const link = `${review.origin}${localizedPath(DUPLICATE_CONFIRM_PATH, review.language)}?token=${encodeURIComponent(token)}`;
  await sendMail(
    env.MAIL_WEBHOOK_URL,
    duplicateMail(review.to, review.siteName, review.providerName, link, review.language),
    `review ${review.reviewId} (possible duplicate)`,
    link,
  );
}
