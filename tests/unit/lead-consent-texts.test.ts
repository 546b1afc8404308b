import { describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";

describe("the consent texts", () => {
  it("name the provider the family chose, and say the request goes nowhere else and is never sold or shared", () => {
    const texts = leadConsentTexts(
      leadRecipient("Sunrise of Austin", BRANDS.carefind, messagesFor("en").inquiry),
      messagesFor("en").inquiry,
    );
    expect(texts.request).toBe(
      "We send your request only to Sunrise of Austin, who may call, text or email you about it. It goes nowhere else, and we never sell or share your details.",
    );
    expect(texts.automatedContact).toBe(
      "I also agree that Sunrise of Austin may reach me with automated calls and texts. This is optional.",
    );
  });

  it("name the brand's advisors, in the brand's own word, when there is no provider, or only a blank name", () => {
    expect(leadRecipient(null, BRANDS.carefind, messagesFor("en").inquiry)).toEqual({
      kind: "advisor",
      name: "a Carefind advisor",
    });
    expect(leadRecipient("  ", BRANDS.seniorhousing, messagesFor("en").inquiry)).toEqual({
      kind: "advisor",
      name: "a SeniorHousing advisor",
    });
    expect(leadRecipient(" Oak Grove ", BRANDS.seniorhousing, messagesFor("en").inquiry)).toEqual({
      kind: "provider",
      name: "Oak Grove",
    });
    expect(
      leadConsentTexts(
        leadRecipient(undefined, BRANDS.seniorhousing, messagesFor("en").inquiry),
        messagesFor("en").inquiry,
      ).request,
    ).toContain("only to a SeniorHousing advisor,");
  });
});
