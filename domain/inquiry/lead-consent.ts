/**
 * What a family agrees to when it sends a request, in the words every form shows and the server
 * stores with the lead (docs/leads.md): the request goes to the one recipient it names, the
 * provider the family chose or, with no provider, one of the brand's advisors, and nowhere
 * else; automated calls and texts are a separate choice, never ticked for the family. The
 * forms and the server build the words from these functions alone, so the wording stored is
 * the wording shown.
 */

import type { Brand } from "../brands/brands.ts";
import type { Messages } from "../i18n/messages.ts";

/**
 * The words these functions take: the page's `t.inquiry` (the partner API and the operators'
 * tools, which speak only English, pass the English catalogue's).
 */
type ConsentWords = Pick<Messages["inquiry"], "advisor" | "consent">;

/** Where a family asks to have its requests deleted (a page that works without JavaScript). */
export const DELETE_MY_REQUEST_PATH = "/privacy/delete-my-request/";

/** The words of both consents, as one form shows them. */
export interface LeadConsentTexts {
  /** Under the form: where the request goes, and that it goes nowhere else. */
  request: string;
  /** The label of the separate, unticked automated calls and texts checkbox. */
  automatedContact: string;
}

/** Who receives a lead: the provider the family chose, or one of the brand's advisors. */
export interface LeadRecipient {
  kind: "provider" | "advisor";
  /** As a sentence names it after its first word: 'Sunrise of Austin', 'a Carefind advisor'. */
  name: string;
}

/** One of the brand's advisors, in the brand's own word: 'a Carefind advisor'. */
export function brandAdvisor(brand: Pick<Brand, "advisorTitle">, words: ConsentWords): string {
  return words.advisor(brand.advisorTitle);
}

/** Who receives a lead: the provider the family chose, else one of the brand's advisors. */
export function leadRecipient(
  providerName: string | null | undefined,
  brand: Pick<Brand, "advisorTitle">,
  words: ConsentWords,
): LeadRecipient {
  const name = providerName?.trim();
  return name ? { kind: "provider", name } : { kind: "advisor", name: brandAdvisor(brand, words) };
}

/** Both consent texts for a request that goes to `recipient` (see leadRecipient). */
export function leadConsentTexts({ name }: LeadRecipient, words: ConsentWords): LeadConsentTexts {
  return { request: words.consent.request(name), automatedContact: words.consent.automatedContact(name) };
}
