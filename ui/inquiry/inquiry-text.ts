/**
 * The inquiry form's submission error in the page's words (`t.inquiry`, whose English holds the
 * spec's strings, lead-capture-and-chrome §8, §9); what follows a request is
 * domain/inquiry/lead-promise.ts.
 */

import type { Brand } from "../../domain/brands/brands.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { brandAdvisor } from "../../domain/inquiry/lead-consent.ts";

/**
 * spec: lead-capture-and-chrome §8, an inquiry that could not be sent, with the brand's own
 * word for its advisors in place of the spec's (the spec marks the message overridable).
 */
export function submissionErrorText(
  phone: string,
  brand: Pick<Brand, "advisorTitle">,
  words: Messages["inquiry"],
): string {
  return words.form.submissionError(phone, brandAdvisor(brand, words));
}
