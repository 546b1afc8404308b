/**
 * The review list's rules (spec reviews-and-provider-page §4 'Review reading', §5, §8, §9):
 * sorts and their tie-break, the search threshold, LIKE escaping, the count texts, the
 * 500-character cut, dates and stars in words, the relationship groups and the API address.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import {
  cutsReviewText,
  effectiveReviewSearch,
  likeContainsPattern,
  REVIEW_SORT_OPTIONS,
  reviewCountLine,
  reviewDateText,
  reviewFilterChoices,
  reviewListPath,
  reviewOrder,
  reviewTextParts,
} from "../../domain/reviews/review-list.ts";
import {
  RELATIONSHIPS_BY_FORM,
  relationshipGroup,
  relationshipLabel,
  relationshipsInGroup,
} from "../../domain/reviews/review-relationships.ts";

const NONE = { search: "", stars: [], careTypes: [], relationships: [] };

describe("review sorts", () => {
  it("offers Newest, Oldest and the two rating sorts, in that order", () => {
    expect(REVIEW_SORT_OPTIONS.map((option) => en.reviews.list.sorts[option])).toEqual([
      "Newest",
      "Oldest",
      "Rating: Highest to Lowest",
      "Rating: Lowest to Highest",
    ]);
  });

  it("reads most_recent_review_desc as newest first", () => {
    expect(reviewOrder("most_recent_review_desc")).toEqual(reviewOrder("date_review_desc"));
    expect(reviewOrder("date_review_desc")).toEqual({ by: "date", direction: "desc" });
    expect(reviewOrder("date_review_asc")).toEqual({ by: "date", direction: "asc" });
    expect(reviewOrder("rating_review_asc")).toEqual({ by: "rating", direction: "asc" });
    expect(reviewOrder("rating_review_desc")).toEqual({ by: "rating", direction: "desc" });
  });
});

describe("review search", () => {
  it("applies from 3 characters, trimmed", () => {
    expect(effectiveReviewSearch("  po ")).toBe("");
    expect(effectiveReviewSearch(" poo ")).toBe("poo");
    expect(effectiveReviewSearch("")).toBe("");
  });

  it("takes %, _ and \\ literally in the LIKE pattern", () => {
    expect(likeContainsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(likeContainsPattern("pool")).toBe("%pool%");
  });
});

describe("count texts", () => {
  it("says how many reviews mention the search, singular and plural", () => {
    expect(reviewCountLine(1, { ...NONE, search: "pool" }, en.reviews.list, "en-US")).toBe('1 review mentions "pool"');
    expect(reviewCountLine(3, { ...NONE, search: " pool " }, en.reviews.list, "en-US")).toBe(
      '3 reviews mention "pool"',
    );
    expect(reviewCountLine(1200, { ...NONE, search: "pool", stars: [5] }, en.reviews.list, "en-US")).toBe(
      '1,200 reviews mention "pool"',
    );
  });

  it("says how many were found while filtering, and nothing when neither", () => {
    expect(reviewCountLine(1, { ...NONE, stars: [5] }, en.reviews.list, "en-US")).toBe("1 review found");
    expect(reviewCountLine(4, { ...NONE, relationships: ["Other"] }, en.reviews.list, "en-US")).toBe("4 reviews found");
    expect(reviewCountLine(4, { ...NONE, careTypes: ["nursing_homes"], search: "po" }, en.reviews.list, "en-US")).toBe(
      "4 reviews found",
    );
    expect(reviewCountLine(9, NONE, en.reviews.list, "en-US")).toBeNull();
    expect(reviewCountLine(9, { ...NONE, search: "ab" }, en.reviews.list, "en-US")).toBeNull();
  });
});

describe("the 500-character cut", () => {
  it("leaves a text of 500 characters whole", () => {
    const text = "a".repeat(500);
    expect(reviewTextParts(text)).toEqual({ shown: text, rest: "" });
  });

  it("cuts a longer text at the last word boundary within 500 characters", () => {
    const text = `${"word ".repeat(99)}lastword and more`;
    const { shown, rest } = reviewTextParts(text);
    expect(shown).toBe(`${"word ".repeat(99).trimEnd()}`);
    expect(rest).toBe(" lastword and more");
  });

  it("cuts through one long word at 500", () => {
    const text = "x".repeat(700);
    expect(reviewTextParts(text).shown).toHaveLength(500);
  });

  it("always joins back into the text, the shown part at most 500 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (text) => {
        const { shown, rest } = reviewTextParts(text);
        expect(shown + rest).toBe(text);
        expect(shown.length).toBeLessThanOrEqual(500);
        expect(rest === "").toBe(text.length <= 500);
      }),
    );
  });

  it("is the main brand's only", () => {
    expect(cutsReviewText("carefind")).toBe(true);
    expect(cutsReviewText("seniorhousing")).toBe(false);
    expect(cutsReviewText("default")).toBe(false);
  });
});

describe("card words", () => {
  it("writes the date as March 3, 2026 in UTC", () => {
    expect(reviewDateText("2026-03-03T23:30:00.000Z")).toBe("March 3, 2026");
    expect(reviewDateText("not a date")).toBe("");
  });

  it("says the stars in words", () => {
    expect(en.reviews.starsText(4)).toBe("4 out of 5 stars");
    expect(en.reviews.starsText(1)).toBe("1 out of 5 stars");
  });
});

describe("relationship groups", () => {
  it("puts every relationship a form offers in one group, and reads the label", () => {
    expect(relationshipGroup("resident")).toBe("Senior residents");
    expect(relationshipGroup("friend-or-relative")).toBe("Family/friends of residents");
    expect(relationshipGroup("visited")).toBe("Visitors/tour takers");
    expect(relationshipGroup("current-client")).toBe("Current clients");
    expect(relationshipGroup("past-client")).toBe("Past clients");
    expect(relationshipGroup("employee")).toBe("Other");
    expect(relationshipGroup("something else")).toBe("Other");
    expect(relationshipLabel("resident", en.reviews.relationships)).toBe("I am a resident");
    expect(relationshipsInGroup("Other")).toEqual(["employee", "other"]);
    expect(relationshipsInGroup("Prospective clients")).toEqual([]);
    for (const value of RELATIONSHIPS_BY_FORM.GENERIC)
      expect(relationshipsInGroup(relationshipGroup(value))).toContain(value);
  });

  it("offers the care types and groups a provider's reviews have, in order, once each", () => {
    const choices = reviewFilterChoices(
      ["nursing_homes", "assisted_living_facilities", "nursing_homes", "unknown"],
      new Set(["Other", "Senior residents"] as const),
    );
    expect(choices).toEqual({
      careTypes: [
        { value: "assisted_living_facilities", label: "Assisted Living" },
        { value: "nursing_homes", label: "Nursing Homes" },
      ],
      relationships: ["Senior residents", "Other"],
    });
  });
});

describe("the list API's address", () => {
  it("names only what narrows or moves the list", () => {
    expect(reviewListPath(7, { ...NONE, sort: "date_review_desc", offset: 0, limit: 6 })).toBe(
      "/api/reviews/provider/7?offset=0&limit=6",
    );
    expect(
      reviewListPath(7, {
        search: " pool & spa ",
        stars: [5, 4],
        careTypes: ["nursing_homes"],
        relationships: ["Family/friends of residents"],
        sort: "rating_review_asc",
        offset: 6,
        limit: 6,
      }),
    ).toBe(
      "/api/reviews/provider/7?search=pool+%26+spa&stars=5%2C4&careTypes=nursing_homes" +
        "&relationships=Family%2Ffriends+of+residents&sort=rating_review_asc&offset=6&limit=6",
    );
  });
});
