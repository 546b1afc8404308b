import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AMENITY_IDS } from "../../domain/amenities.ts";
import { careTypeById } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { PageLanguageProvider, pageLanguage } from "../../ui/i18n/page-language.tsx";
import { inquiryCareType } from "../../ui/search/cards/card-inquiry.ts";
import { cardProvider } from "../../ui/search/cards/card-provider.ts";
import { cardDescription, cardDescriptionSource } from "../../ui/search/cards/card-text.ts";
import { ProviderCard } from "../../ui/search/cards/ProviderCard.tsx";
import { resultService, searchResultProvider } from "../support/providers.ts";

const LONG =
  "Residents of Maple Court enjoy private apartments, three meals a day, caregivers on site around the clock, " +
  "a garden with raised beds, a weekly outing to the lake and a library that stays open late.";

function amenity(amenityId: number, amenityName: string) {
  return { amenityId, amenityName, amenityCategoryId: 1, amenityCategoryName: "Community" };
}

function cardMarkup(provider: Parameters<typeof ProviderCard>[0]["provider"]): string {
  return renderToStaticMarkup(
    createElement(
      PageLanguageProvider,
      // The provider's children come as createElement's third argument.
      { value: pageLanguage("en", messagesFor("en")) } as Parameters<typeof PageLanguageProvider>[0],
      createElement(ProviderCard, { provider, idPrefix: "geo-card-1", onRequest: () => {}, showDistance: false }),
    ),
  );
}

describe("a card's provider", () => {
  it("reads as the card reads the whole description, for any text", () => {
    const words = fc.array(fc.oneof(fc.constantFrom(" ", "  ", "\n", "\t", "a", "é", "word", "…"), fc.string()), {
      maxLength: 80,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          words.map((parts) => parts.join("")),
        ),
        (text) => {
          expect(cardDescription(cardDescriptionSource(text))).toEqual(cardDescription(text));
        },
      ),
    );
    expect(cardDescriptionSource(LONG).length).toBe(141);
  });

  it("renders the same card as the whole result, without the fields the browser never reads", () => {
    const result = searchResultProvider({
      description: LONG,
      images: ["/images/a.jpg", "/images/b.jpg"],
      awards: [{ name: "Caring Stars", year: 2026 }],
      promotions: [{ startsAt: null, endsAt: null, externalPromotionText: "One month free" }],
      amenities: [amenity(AMENITY_IDS.pets, "Pet friendly"), amenity(7, "Swimming pool")],
      services: [
        resultService("alzheimers_care_facilities", { license: "TX-1" }),
        resultService("assisted_living_facilities"),
      ],
      price: 590_000,
    });
    const card = cardProvider(result);
    expect(cardMarkup(card)).toBe(cardMarkup(result));
    expect(cardMarkup(card)).toContain("Pet Friendly");
    expect(cardMarkup(card)).toContain("READ MORE");
    expect(Object.keys(card).sort()).not.toContain("legacyId");
    expect(card.address).toEqual({ formattedAddress: result.address.formattedAddress, city: "Austin", state: "TX" });
    expect(card.amenities).toEqual([{ amenityId: AMENITY_IDS.pets }]);
    expect(JSON.stringify(card)).not.toContain("TX-1");
    // The inquiry asks about the care type searched for when the provider offers it, else the provider's own.
    const assisted = careTypeById("assisted_living_facilities");
    if (!assisted) throw new Error("no assisted living care type");
    expect(inquiryCareType(card, assisted)).toBe(assisted);
    const memoryCareOnly = cardProvider({ ...result, services: [resultService("alzheimers_care_facilities")] });
    expect(inquiryCareType(memoryCareOnly, assisted).id).toBe("alzheimers_care_facilities");
  });
});
