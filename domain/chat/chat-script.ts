/**
 * The chat assistant's conversation (spec reviews-and-provider-page §1: it collects the same
 * data as an inquiry; §3, §4): greeting, who the care is for, the type of care, where, the
 * family's name, phone and email, an optional tour time (where the consent text shows and the
 * inquiry is sent), then a closing message with who will contact the family, as the consent
 * named them: on a provider page the provider, else one of the brand's advisors
 * (domain/inquiry/lead-promise.ts). Each tour time has a closing of its own that repeats it.
 * Built as data for one page and checked by domain/chat/chat-step.ts.
 */
import type { CareTypeChoice } from "../brands/brand-care-types.ts";
import { careTypeBySlug } from "../care-types.ts";
import type { Messages } from "../i18n/messages.ts";
import { WHO_ARE_YOU_LOOKING_FOR } from "../inquiry/inquiry-fields.ts";
import type { LeadRecipient } from "../inquiry/lead-consent.ts";
import { leadPromise } from "../inquiry/lead-promise.ts";
import type { ChatScript, ChatStep } from "./chat-step.ts";

/** What every lead from the chat carries as `source` (docs/chat-assistant.md). */
export const CHAT_LEAD_SOURCE = "chat";

/** A choice as a button shows it and the lead stores it. */
export interface ChatChoice {
  value: string;
  label: string;
}

export interface ChatScriptContext {
  siteName: string;
  /** The provider whose page the chat is on, or null. */
  provider: { name: string } | null;
  /** The care types to offer (at least one). */
  careTypes: readonly ChatChoice[];
  /** Tour times to offer; the family may also skip the tour. */
  tourTimes: readonly ChatChoice[];
  /** Who the request goes to: the provider, or one of the brand's advisors (domain/inquiry/lead-consent.ts). */
  recipient: LeadRecipient;
  /** Whether the advisor line answers now: an advisor then calls within 2 minutes. */
  withinAdvisorHours: boolean;
}

/** The page's words for the conversation and its `Intl` locale. */
export interface ChatWords {
  t: Pick<Messages, "chat" | "inquiry">;
  locale: string;
}

/**
 * The conversation for one page, in the page's words. An answer's value stays what the inquiry
 * takes (the 'who for' choices are the spec's English values), whatever its button says.
 */
export function chatScript(context: ChatScriptContext, language: ChatWords): ChatScript {
  const { siteName, provider, recipient, withinAdvisorHours } = context;
  const words = language.t.chat;
  const buttons = words.buttons;
  const closing = (tourTime: string | null): string =>
    words.script.closing(
      leadPromise({ recipient, withinAdvisorHours, kind: tourTime ? "tour" : "chat", tourTime }, language),
    );
  const greeting = provider ? words.script.greetingFor(siteName, provider.name) : words.script.greeting(siteName);
  const tour = provider ? words.script.tourFor(provider.name) : words.script.tour;
  const whoFor = language.t.inquiry.form.whoFor;
  const steps: ChatStep[] = [
    {
      id: "greeting",
      type: "button",
      text: greeting,
      isFirstStep: true,
      options: [
        { name: buttons.start, nextStep: "whoFor" },
        { name: buttons.decline, closesChat: true },
      ],
    },
    {
      id: "whoFor",
      type: "button",
      text: words.script.whoFor,
      field: "whoAreYouLookingFor",
      options: WHO_ARE_YOU_LOOKING_FOR.map((who) =>
        whoFor[who] === who
          ? { name: who, nextStep: "careType" }
          : { name: whoFor[who], value: who, nextStep: "careType" },
      ),
    },
    {
      id: "careType",
      type: "button",
      text: words.script.careType,
      field: "typeOfCare",
      options: context.careTypes.map((careType) => ({
        name: careType.label,
        value: careType.value,
        nextStep: "location",
      })),
    },
    {
      id: "location",
      type: "input",
      input: "location",
      text: words.script.location,
      field: "careLocation",
      options: [{ name: buttons.send, nextStep: "fullName" }],
    },
    {
      id: "fullName",
      type: "input",
      input: "name",
      text: words.script.fullName,
      field: "fullName",
      options: [{ name: buttons.send, nextStep: "phone" }],
    },
    {
      id: "phone",
      type: "input",
      input: "tel",
      text: words.script.phone(recipient.name),
      field: "phoneNumber",
      options: [{ name: buttons.send, nextStep: "email" }],
    },
    {
      id: "email",
      type: "input",
      input: "email",
      text: words.script.email,
      field: "email",
      options: [{ name: buttons.send, nextStep: "tourTime" }],
    },
    {
      id: "tourTime",
      type: "button",
      text: tour,
      field: "tourTime",
      showLegalText: true,
      submitInquiry: true,
      options: [
        ...context.tourTimes.map((time, index) => ({
          name: time.label,
          value: time.value,
          nextStep: `closing-tour-${index + 1}`,
        })),
        { name: buttons.skipTour, value: "", nextStep: "closing" },
      ],
    },
    { id: "closing", type: "button", text: closing(null), isLastStep: true, options: [] },
    ...context.tourTimes.map(
      (time, index): ChatStep => ({
        id: `closing-tour-${index + 1}`,
        type: "button",
        text: closing(time.value),
        isLastStep: true,
        options: [],
      }),
    ),
  ];
  return steps;
}

/** The care types the chat offers when the page names none: the most asked-for, within the brand's roll-ups. */
const CHAT_CARE_TYPE_SLUGS = [
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "in-home-care",
  "home-health-agencies",
] as const;

/** The value of the choice for a family that does not know yet (the care type 'not_sure'). */
const NOT_SURE_VALUE = "not-sure";

/**
 * The care-type buttons: the provider's own care types on its page, else the common ones among
 * those the brand offers (domain/brands/brand-care-types.ts, the list GET /api/care-types
 * answers, already in the page's words); always 'Not sure yet' last.
 */
export function chatCareTypes(
  offered: readonly CareTypeChoice[],
  providerSlugs: readonly string[],
  t: Pick<Messages, "careTypes" | "chat">,
): ChatChoice[] {
  const fromProvider = providerSlugs.flatMap((slug) => {
    const careType = careTypeBySlug(slug);
    return careType?.searchable ? [careType] : [];
  });
  const choices =
    fromProvider.length > 0
      ? fromProvider
          .slice(0, CHAT_CARE_TYPE_SLUGS.length)
          .map(({ id, slug }) => ({ value: slug, label: t.careTypes[id].label }))
      : CHAT_CARE_TYPE_SLUGS.flatMap((slug) => {
          const careType = offered.find((choice) => choice.slug === slug);
          return careType ? [{ value: careType.slug, label: careType.name }] : [];
        });
  return [...choices, { value: NOT_SURE_VALUE, label: t.chat.script.notSure }];
}
