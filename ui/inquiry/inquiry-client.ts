/**
 * Sends an inquiry from the browser (spec lead-capture-and-chrome §7): POST /api/inquiry as
 * JSON; the answer reads success, message and provider. Any answer that is not a success,
 * and any network failure, comes back as a failure with the server's (or the network's)
 * message, for the form to log while it shows its own words.
 */

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

/** Posts the inquiry; never throws. */
export async function sendInquiry(request: InquiryRequest, fetcher: typeof fetch = fetch): Promise<InquirySendResult> {
  try {
    const response = await fetcher(INQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
    });
    const body: unknown = await response.json().catch(() => null);
    const parsed = inquiryResponseSchema.safeParse(body);
    if (response.ok && parsed.success && parsed.data.success) return { ok: true, provider: parsed.data.provider };
    return { ok: false, message: messageOf(body, response.status) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
