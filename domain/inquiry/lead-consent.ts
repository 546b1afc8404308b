/**
 * What a family agrees to when it sends a request, in the words every form shows and the server
 * stores with the lead (docs/leads.md): the request goes to the one recipient it names, the
 * provider the family chose or, with no provider, one of the brand's advisors, and nowhere
 * else; automated calls and texts are a separate choice, never ticked for the family. The
 * forms and the server build the words from these functions alone, so the wording stored is
 * the wording shown.
 */

/** Where a family asks to have its requests deleted (a page that works without JavaScript). */
export const DELETE_MY_REQUEST_PATH = "/privacy/delete-my-request/";

/** The words of both consents, as one form shows them. */
export interface LeadConsentTexts {
  /** Under the form: where the request goes, and that it goes nowhere else. */
  request: string;
  /** The label of the separate, unticked automated calls and texts checkbox. */
  automatedContact: string;
}

/** Who receives a lead, named: the provider the family chose, else one of the brand's advisors. */
export function leadRecipient(providerName: string | null | undefined, siteName: string): string {
  const name = providerName?.trim();
  return name ? name : `a ${siteName} advisor`;
}

/** Both consent texts for a request that goes to `recipient` (see leadRecipient). */
export function leadConsentTexts(recipient: string): LeadConsentTexts {
  return {
    request: `We send your request only to ${recipient}, who may call, text or email you about it. It goes nowhere else, and we never sell or share your details.`,
    automatedContact: `I also agree that ${recipient} may reach me with automated calls and texts. This is optional.`,
  };
}
