import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutAtWord } from "../../domain/providers/cut-text.ts";
import { DESCRIPTION_COLLAPSED_LENGTH, descriptionView } from "../../domain/providers/description.ts";
import { hasShownCta, isInfoCardsHash, shownInfoCards } from "../../domain/providers/info-cards.ts";
import { PROMOTION_CUT_NARROW, PROMOTION_CUT_WIDE, promotionBanner } from "../../domain/providers/promotion.ts";
import { sectionForHash } from "../../ui/provider/section-hash-scroll.ts";
import { daysLeftText } from "../../ui/search/cards/card-badges.ts";

const now = new Date("2026-03-10T12:00:00.000Z");
const promotion = (text: string, startsAt: string | null, endsAt: string | null, visibleOnlyToFa = false) => ({
  externalPromotionText: text,
  startsAt,
  endsAt,
  visibleOnlyToFa,
});

describe("the provider page's promotion banner", () => {
  it("shows the first promotion active now: within its dates, with text, not for family advisors only", () => {
    const banner = promotionBanner(
      [
        promotion("Expired", "2026-01-01T00:00:00.000Z", "2026-03-10T11:59:59.000Z"),
        promotion("Not yet", "2026-03-10T12:00:01.000Z", null),
        promotion("   ", null, null),
        promotion("Advisors only", null, null, true),
        promotion("Open-ended", "2026-03-01T00:00:00.000Z", null),
        promotion("Also running", null, "2026-04-01T00:00:00.000Z"),
      ],
      now,
    );
    expect(banner?.text).toBe("Open-ended");
    expect(banner?.daysLeft).toBeNull();
    expect(promotionBanner([promotion("No dates", null, null)], now)?.text).toBe("No dates");
    expect(promotionBanner([promotion("Expired", null, "2026-03-01T00:00:00.000Z")], now)).toBeNull();
    expect(promotionBanner([], now)).toBeNull();
  });

  it("counts the days left, rounded up, in words", () => {
    const daysLeft = (endsAt: string) => promotionBanner([promotion("Deal", null, endsAt)], now)?.daysLeft;
    expect(daysLeft("2026-03-22T12:00:00.000Z")).toBe(12);
    expect(daysLeft("2026-03-11T12:00:00.000Z")).toBe(1);
    expect(daysLeft("2026-03-10T12:00:00.000Z")).toBe(0);
    expect(daysLeftText(12)).toBe("12 days left");
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(0)).toBe("Ends today");
  });

  it("cuts the text at 75 characters for phones and 125 from 768 px up, at a word, with an ellipsis", () => {
    const text =
      "Move in by September and your first month is free, with no community fee and up to $500 toward your movers when you sign a lease";
    const banner = promotionBanner([promotion(text, null, null)], now);
    expect(banner?.narrow).toEqual({
      text: "Move in by September and your first month is free, with no community fee…",
      cut: true,
    });
    expect(banner?.wide).toEqual({
      text: "Move in by September and your first month is free, with no community fee and up to $500 toward your movers when you sign a…",
      cut: true,
    });
    expect(banner?.text).toBe(text);
    const medium = "Tour by the end of September and we will waive the community fee for you and hold your apartment";
    expect(promotionBanner([promotion(medium, null, null)], now)?.wide).toEqual({ text: medium, cut: false });
    expect(promotionBanner([promotion(medium, null, null)], now)?.narrow.cut).toBe(true);
  });
});

describe("cutting text at a word", () => {
  it("keeps a text that fits, and never gives more than the limit, ellipsis included", () => {
    expect(cutAtWord("  Short   and\nsweet ", 75)).toEqual({ text: "Short and sweet", cut: false });
    expect(cutAtWord("x".repeat(75), 75).cut).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 250 }), (text, limit) => {
        const cut = cutAtWord(text, limit);
        expect(cut.text.length).toBeLessThanOrEqual(limit);
        if (cut.cut) expect(cut.text.endsWith("…")).toBe(true);
      }),
    );
  });

  it("ends on a whole word unless one word fills most of the limit", () => {
    expect(cutAtWord("one two three four five six", 16).text).toBe("one two three…");
    expect(cutAtWord("one two three four five six", 15).text).toBe("one two three…");
    expect(cutAtWord(`a ${"b".repeat(40)}`, 20).text).toBe(`a ${"b".repeat(17)}…`);
  });
});

describe("the collapsible description", () => {
  it("has no toggle at 250 characters or fewer", () => {
    expect(descriptionView("x ".repeat(125).trim()).preview).toBeNull();
    expect(descriptionView("A short one.\n\nTwo paragraphs.")).toEqual({
      paragraphs: ["A short one.", "Two paragraphs."],
      preview: null,
    });
  });

  it("previews a longer one in 250 characters, keeping every paragraph whole", () => {
    const long = `${"word ".repeat(40).trim()}\n\n${"more ".repeat(40).trim()}`;
    const view = descriptionView(long);
    expect(view.paragraphs).toHaveLength(2);
    expect(view.preview?.length).toBeLessThanOrEqual(DESCRIPTION_COLLAPSED_LENGTH);
    expect(view.preview?.endsWith("more…")).toBe(true);
  });
});

describe("the additional-information cards", () => {
  it("shows only cards whose call to action has an on-site url", () => {
    const card = (ctaUrl: string | null, ctaText = "Go") => ({ ctaUrl, ctaText });
    expect(hasShownCta(card("#offering-listing"))).toBe(true);
    expect(hasShownCta(card("/assisted-living/texas/austin/x/"))).toBe(true);
    for (const url of [null, "", "  ", "//evil.example/", "javascript:alert(1)", "https://elsewhere.example/", "#"]) {
      expect(hasShownCta(card(url)), String(url)).toBe(false);
    }
    expect(hasShownCta(card("#offering-listing", " "))).toBe(false);
    expect(shownInfoCards([card(null), card("#provider-costs-1"), card("")])).toEqual([card("#provider-costs-1")]);
  });

  it("scrolls to the costs block or the cards when the hash asks for them", () => {
    expect(isInfoCardsHash("#provider-additional-info-box")).toBe(true);
    expect(isInfoCardsHash("#provider-additional-info-box-2")).toBe(true);
    expect(isInfoCardsHash("#provider-costs-1")).toBe(false);
    expect(sectionForHash("#provider-additional-info-box-2", 7)).toBe("provider-additional-info-box");
    expect(sectionForHash("#provider-costs-7", 7)).toBe("provider-costs-7");
    expect(sectionForHash("#provider-comparison-7", 7)).toBe("provider-comparison-7");
    expect(sectionForHash("#offering-listing", 7)).toBeNull();
    expect([PROMOTION_CUT_NARROW, PROMOTION_CUT_WIDE]).toEqual([75, 125]);
  });
});
