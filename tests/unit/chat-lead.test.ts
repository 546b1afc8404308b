/**
 * What the chat sends and offers (spec reviews-and-provider-page §3 Chat user input, §7): the
 * inquiry the inquiry endpoint takes, with source chat, the provider on its page and the
 * address's tracking values; the care types the brand lists.
 */

import { describe, expect, it } from "vitest";
import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import { EMPTY_USER_INPUT } from "../../domain/chat/chat-machine.ts";
import { CHAT_LEAD_SOURCE, chatCareTypes } from "../../domain/chat/chat-script.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { inquiryRequestSchema } from "../../domain/inquiry/inquiry-schema.ts";
import { chatInquiryRequest } from "../../ui/chat/chat-lead.ts";

const answers = {
  ...EMPTY_USER_INPUT,
  whoAreYouLookingFor: "Parent(s)",
  typeOfCare: "memory-care-facilities",
  careLocation: "Austin, TX",
  fullName: "Ann Lee",
  phoneNumber: "(512) 555-0100",
  email: "ann@example.com",
};
const FORM_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const ANON_ID = "3b241101-e2bb-4255-8caf-4136c566a962";

describe("the chat's inquiry", () => {
  it("is an inquiry the endpoint accepts, from source chat, with the tracking values of the page", () => {
    const request = chatInquiryRequest(
      answers,
      { provider: null },
      { anonId: ANON_ID, formId: FORM_ID },
      "https://carefind.example/senior-living/assisted-living/?utm_source=mail&gclid=abc",
    );
    expect(inquiryRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      anonId: ANON_ID,
      formId: FORM_ID,
      source: CHAT_LEAD_SOURCE,
      action: "request-info",
      payingWithMedicaid: null,
      automatedContactConsent: false,
      trackingNotes: "chat assistant on /senior-living/assisted-living/",
      tracking: { utmSource: "mail", gclid: "abc" },
    });
    expect(request.providerId).toBeUndefined();
    expect(request.tourTime).toBeUndefined();
  });

  it("names the provider on its page, and asks for a tour when a time was picked", () => {
    const request = chatInquiryRequest(
      { ...answers, tourTime: "2026-11-30 Morning", whoAreYouLookingFor: "" },
      { provider: { id: 42, name: "Oak Grove", location: "Austin, TX" } },
      { anonId: ANON_ID, formId: FORM_ID },
      "https://carefind.example/assisted-living/texas/austin/oak-grove/",
    );
    expect(request).toMatchObject({ providerId: 42, action: "schedule-tour", tourTime: "2026-11-30 Morning" });
    expect(request.whoAreYouLookingFor).toBe("Other");
    expect(inquiryRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe("the chat's care types", () => {
  it("offer the brand's common care types, or the provider's own, and 'Not sure yet'", () => {
    const main = chatCareTypes(
      brandCareTypeChoices({ searchRollUps: ["senior-living", "senior-care"] }, messagesFor("en")),
      [],
      messagesFor("en"),
    ).map((choice) => choice.label);
    expect(main).toEqual([
      "Assisted Living",
      "Memory Care",
      "Independent Living",
      "Nursing Homes",
      "Home Care",
      "Home Health Agencies",
      "Not sure yet",
    ]);
    const housing = chatCareTypes(
      brandCareTypeChoices({ searchRollUps: ["senior-living"] }, messagesFor("en")),
      [],
      messagesFor("en"),
    ).map((choice) => choice.value);
    expect(housing).toEqual([
      "assisted-living",
      "memory-care-facilities",
      "independent-living",
      "nursing-homes",
      "not-sure",
    ]);
    expect(
      chatCareTypes(
        brandCareTypeChoices({ searchRollUps: ["senior-living"] }, messagesFor("en")),
        ["nursing-homes", "unknown"],
        messagesFor("en"),
      ),
    ).toEqual([
      { value: "nursing-homes", label: "Nursing Homes" },
      { value: "not-sure", label: "Not sure yet" },
    ]);
  });
});
