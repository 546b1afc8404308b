import { describe, expect, it } from "vitest";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";

describe("the consent texts", () => {
  it("name the provider the family chose, and say the request goes nowhere else and is never sold or shared", () => {
    const texts = leadConsentTexts(leadRecipient("Sunrise of Austin", "Carefind"));
    expect(texts.request).toBe(
      "We send your request only to Sunrise of Austin, who may call, text or email you about it. It goes nowhere else, and we never sell or share your details.",
    );
    expect(texts.automatedContact).toBe(
      "I also agree that Sunrise of Austin may reach me with automated calls and texts. This is optional.",
    );
  });

  it("name the brand's advisors when there is no provider, or only a blank name", () => {
    expect(leadRecipient(null, "Carefind")).toBe("a Carefind advisor");
    expect(leadRecipient("  ", "SeniorHousing")).toBe("a SeniorHousing advisor");
    expect(leadConsentTexts(leadRecipient(undefined, "SeniorHousing")).request).toContain(
      "only to a SeniorHousing advisor,",
    );
  });
});
