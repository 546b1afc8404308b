/**
 * The islands' way to store a cookie choice: the same endpoint the forms post to, as JSON, so
 * the page stays where it is. Then the 'consent preference updated' event (spec
 * reviews-and-provider-page §7), which recordEvent sends only when the new choice allows
 * Analytics: the endpoint has already written the new consent cookie it reads.
 */
import type { ConsentCategory, ConsentChoice, ConsentSource } from "../../domain/visitor/consent-choices.ts";
import { CONSENT_PATH } from "../../domain/visitor/consent-choices.ts";
import type { Consent } from "../../domain/visitor/visitor-cookies.ts";
import { postJson } from "../app/api-client.ts";
import { recordEvent } from "../app/record-event.ts";

export interface ConsentPost {
  choice: ConsentChoice;
  categories?: Partial<Record<ConsentCategory, boolean>>;
  rejectCookies?: boolean;
}

/** Stores the choice; the consent now in force, or the message to show when it could not be stored. */
export async function saveConsent(
  post: ConsentPost,
  source: ConsentSource,
): Promise<{ ok: true; consent: Consent } | { ok: false; message: string }> {
  const body = {
    choice: post.choice,
    ...post.categories,
    ...(post.rejectCookies === undefined ? {} : { rejectCookies: post.rejectCookies }),
  };
  const result = await postJson<{ consent: Consent }>(CONSENT_PATH, body);
  if (!result.ok) return { ok: false, message: result.message };
  const { consent } = result.data;
  recordEvent("consent preference updated", { ...consent, source });
  return { ok: true, consent };
}
