/**
 * Sends an inquiry from the browser (spec lead-capture-and-chrome §7): POST /api/inquiry as
 * JSON; the answer reads success, message and provider. Any answer that is not a success,
 * and any network failure, comes back as a failure with the server's (or the network's)
 * message, for the form to log while it shows its own words.
 *
 * A 409 says an earlier request from this form, with other values, was already stored under its
 * form id: its answer was lost (a dropped connection) and the family has since changed something.
 * The changed request is a new one, so it is sent once more under a new form id.
 */

import type { Language } from "../../domain/i18n/languages.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { INQUIRY_ENDPOINT } from "../../domain/inquiry/inquiry-fields.ts";
import {
  type InquiryProvider,
  type InquiryRequest,
  inquiryResponseSchema,
} from "../../domain/inquiry/inquiry-schema.ts";

type InquirySendResult = { ok: true; provider: InquiryProvider | null } | { ok: false; message: string };

function messageOf(body: unknown, status: number): string {
  const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : `the server answered ${status}`;
}

/**
 * Posts the inquiry, once more under a new form id after a 409; never throws. `language` is the
 * page's: the server answers in it and stores the consent in the words the form showed.
 */
export async function sendInquiry(
  request: InquiryRequest,
  fetcher: typeof fetch = fetch,
  language: Language = "en",
): Promise<InquirySendResult> {
  const first = await postInquiry(request, fetcher, language);
  if (first.ok || first.status !== 409) return first.result;
  return (await postInquiry({ ...request, formId: crypto.randomUUID() }, fetcher, language)).result;
}

async function postInquiry(
  request: InquiryRequest,
  fetcher: typeof fetch,
  language: Language,
): Promise<{ ok: boolean; status: number | null; result: InquirySendResult }> {
  try {
    const response = await fetcher(localizedPath(INQUIRY_ENDPOINT, language), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
    });
    const body: unknown = await response.json().catch(() => null);
    const parsed = inquiryResponseSchema.safeParse(body);
    if (response.ok && parsed.success && parsed.data.success) {
      return { ok: true, status: response.status, result: { ok: true, provider: parsed.data.provider } };
    }
    return { ok: false, status: response.status, result: { ok: false, message: messageOf(body, response.status) } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, result: { ok: false, message } };
  }
}
