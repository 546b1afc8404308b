/**
 * The message that carries a deletion link to the family (docs/leads.md). The project sends no
 * mail itself: it posts `{to, subject, text}` as JSON to MAIL_WEBHOOK_URL, the endpoint of
 * whatever mail service runs the brand's mail. With none configured (a developer's machine),
 * the link is written to the Worker's log instead, without the address, so it can be followed
 * (worker/mail/mail-webhook.ts).
 */
import type { Messages } from "../../domain/i18n/messages.ts";
import { type Mail, sendMail } from "../mail/mail-webhook.ts";

type DeletionMail = Mail;

/**
 * The message for `to`: what was asked, the link, how long it works, and that ignoring it
 * deletes nothing, in the words of the page the family asked from (`t.mail`).
 */
export function deletionMail(
  to: string,
  siteName: string,
  link: string,
  days: number,
  words: Pick<Messages, "mail">,
): DeletionMail {
  const text = words.mail.deletion;
  return {
    to,
    subject: text.subject(siteName),
    text: [text.asked(siteName), "", text.open, link, "", text.expiry(days)].join("\n"),
  };
}

/**
 * Sends the message through the mail endpoint, or logs the link when there is none. A failure
 * is logged and never reaches the family's answer, which is the same whatever happens here.
 */
export function sendDeletionMail(
  webhookUrl: string,
  mail: DeletionMail,
  link: string,
  requestId: string,
): Promise<void> {
  return sendMail(webhookUrl, mail, `lead deletion ${requestId}`, link);
}
