import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { cardDescription, cardTitle } from "../../ui/search/cards/card-text.ts";

describe("card text", () => {
  it("cuts descriptions over 140 characters at a word, and keeps short ones whole", () => {
    const long = "word ".repeat(40);
    const cut = cardDescription(long);
    expect(cut.cut).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(141);
    expect(cut.text.endsWith("word…")).toBe(true);
    expect(cardDescription("A short one.")).toEqual({ text: "A short one.", cut: false });
  });

  it("reads prices per month in whole dollars", () => {
    expect(messagesFor("en").search.card.startingPrice(590_000)).toBe("Starting at $5,900/month");
    expect(messagesFor("es").search.card.startingPrice(590_000)).toBe("Desde $5,900 al mes");
  });

  it("adds the city to home-care titles only", () => {
    expect(cardTitle("Sunrise Care", ["Home Care"], "Austin", "TX")).toBe("Sunrise Care - Austin, TX");
    expect(cardTitle("Oak House", ["Assisted Living"], "Austin", "TX")).toBe("Oak House");
  });
});
