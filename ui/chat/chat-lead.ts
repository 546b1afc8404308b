/**
 * The inquiry a chat conversation sends (spec reviews-and-provider-page §3 Chat user input, §7
 * 'chat and inquiry submission sends user input'): the answers with the page's values, `source`
 * chat and the address's tracking values, as POST /api/inquiry takes them, so the lead is
 * stored, deduplicated, rate-limited and forwarded like one from the inquiry form.
 */
import type { ChatUserInput } from "../../domain/chat/chat-machine.ts";
import { CHAT_LEAD_SOURCE } from "../../domain/chat/chat-script.ts";
import { WHO_ARE_YOU_LOOKING_FOR, WHO_WHEN_HIDDEN } from "../../domain/inquiry/inquiry-fields.ts";
import type { InquiryRequest } from "../../domain/inquiry/inquiry-schema.ts";
import { trackingFromUrl } from "../../domain/inquiry/inquiry-tracking.ts";
import type { ChatAssistantProps } from "./chat-mount.ts";

type WhoFor = InquiryRequest["whoAreYouLookingFor"];

function isWhoFor(value: string): value is WhoFor {
  return (WHO_ARE_YOU_LOOKING_FOR as readonly string[]).includes(value);
}

/**
 * The request for the answers given, from the visitor `ids.anonId` under the conversation's
 * form id, from the page at `href`.
 */
export function chatInquiryRequest(
  input: ChatUserInput,
  page: Pick<ChatAssistantProps, "provider">,
  ids: { anonId: string; formId: string },
  href: string,
): InquiryRequest {
  const tourTime = input.tourTime.trim();
  return {
    whoAreYouLookingFor: isWhoFor(input.whoAreYouLookingFor) ? input.whoAreYouLookingFor : WHO_WHEN_HIDDEN,
    fullName: input.fullName,
    phoneNumber: input.phoneNumber,
    email: input.email,
    payingWithMedicaid: null,
    ...(tourTime ? { tourTime } : {}),
    // Never assumed: the chat does not ask for automated calls and texts.
    automatedContactConsent: false,
    typeOfCare: input.typeOfCare || "not-sure",
    anonId: ids.anonId,
    formId: ids.formId,
    trackingNotes: `chat assistant on ${new URL(href).pathname}`.slice(0, 1000),
    ...(page.provider ? { providerId: page.provider.id } : {}),
    source: CHAT_LEAD_SOURCE,
    careLocation: input.careLocation,
    action: tourTime ? "schedule-tour" : "request-info",
    tracking: trackingFromUrl(href),
  };
}
