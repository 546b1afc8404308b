/**
 * The who-are-you-searching-for block's choices (spec reviews-and-provider-page §2): Self
 * (value Myself), Partner (value Spouse), Parent(s), Other, each sent as whoAreYouLookingFor,
 * one of the inquiry form's own answers (domain/inquiry/inquiry-fields.ts).
 */
import type { WHO_ARE_YOU_LOOKING_FOR } from "../inquiry/inquiry-fields.ts";

export interface WhoForChoice {
  label: string;
  value: (typeof WHO_ARE_YOU_LOOKING_FOR)[number];
}

/** The answers in the spec's order; what each reads as is in the catalogue (`t.content.whoFor`). */
export const WHO_FOR_CHOICES = [
  "Myself",
  "Spouse",
  "Parent(s)",
  "Other",
] as const satisfies readonly WhoForChoice["value"][];

/** What the choices' click events name as their element. */
export const WHO_FOR_EVENT_ELEMENT = "who are you searching for";

/**
 * Where a choice leads without JavaScript, or on a page without an inquiry form that asks:
 * the multi-step form of /lp/ (worker/leads/landing-route.tsx), whose first question is the same.
 * /lp/ reads no answers from its query, so the link carries none.
 */
export const WHO_FOR_FALLBACK_PATH = "/lp/";
