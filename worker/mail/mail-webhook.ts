/**
 * The one way the Worker sends mail (README, Configuration): it posts `{to, subject, text}` as JSON
 * to MAIL_WEBHOOK_URL, the endpoint of whatever mail service runs the brand's mail. With none
 * configured (a developer's machine), the message's link is written to the Worker's log
 * instead, without the address, so it can be followed. A failure is logged and never reaches
 * the answer of the request that asked for the mail.
 */

/** How long the mail endpoint has to answer. */
const MAIL_TIMEOUT_MS = 10_000;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends `mail` through the endpoint, or logs `link` when there is none. `what` names the
 * message in the log ('lead deletion 1234'), never with the address.
 */
export async function sendMail(webhookUrl: string, mail: Mail, what: string, link: string): Promise<void> {
  if (!webhookUrl) {
    console.log(`${what}: no MAIL_WEBHOOK_URL is set, so the confirmation link is here: ${link}`);
    return;
  }
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) console.error(`${what}: the mail endpoint answered ${response.status}`);
  } catch (error) {
    console.error(`${what}: the mail endpoint could not be reached`, error);
  }
}
