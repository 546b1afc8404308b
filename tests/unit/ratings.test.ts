import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  displayRating,
  filledStars,
  halfStarParts,
  reviewCountText,
  STEP_NOT_VALID,
  showsRating,
  starFilled,
} from "../../domain/ratings.ts";

describe("ratings", () => {
  it("shows one decimal, rounded down", () => {
    expect(displayRating(4.36)).toBe("4.3");
    expect(displayRating(5)).toBe("5.0");
    expect(displayRating(0.99)).toBe("0.9");
    expect(displayRating(6)).toBeNull();
    expect(displayRating(Number.NaN)).toBeNull();
  });

  it("fills stars up to the rating rounded down, and shows a rating only above 0 stars", () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(0.9)).toBe(0);
    expect(showsRating(0.9)).toBe(false);
    expect(showsRating(1)).toBe(true);
  });

  it("counts reviews in words", () => {
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(1234)).toBe("1,234 reviews");
  });

  it("adds a half star when the fraction is 0.4 or more, and shows nothing for an invalid rating", () => {
    expect(halfStarParts(3.4)).toEqual({ full: 3, half: true });
    expect(halfStarParts(3.39)).toEqual({ full: 3, half: false });
    expect(halfStarParts(4.99)).toEqual({ full: 4, half: true });
    expect(halfStarParts(0.4)).toEqual({ full: 0, half: true });
    expect(halfStarParts(0)).toEqual({ full: 0, half: false });
    expect(halfStarParts(5)).toEqual({ full: 5, half: false });
    for (const tenths of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(halfStarParts(2 + tenths / 10)?.half, `2.${tenths}`).toBe(tenths >= 4);
    }
    expect(halfStarParts(-0.1)).toBeNull();
    expect(halfStarParts(5.1)).toBeNull();
    expect(halfStarParts(Number.NaN)).toBeNull();
  });

  it("agrees with the figure shown: the half star follows its decimal, never more than five stars", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const parts = halfStarParts(rating);
        const shown = displayRating(rating);
        expect(parts).not.toBeNull();
        if (!parts || !shown) return;
        const [whole, tenth] = shown.split(".").map(Number);
        expect(parts.full).toBe(whole);
        expect(parts.half).toBe((tenth ?? 0) >= 4 && parts.full < 5);
        expect(parts.full + (parts.half ? 1 : 0)).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe("a star of five", () => {
  it("is filled up to the rating rounded down", () => {
    expect([1, 2, 3, 4, 5].map((step) => starFilled(step, 3.9))).toEqual([true, true, true, false, false]);
    expect([1, 2, 3, 4, 5].map((step) => starFilled(step, 0))).toEqual([false, false, false, false, false]);
  });

  it("throws 'Step not valid' for a step that is not one of the five (spec reviews-and-provider-page §5)", () => {
    for (const step of [0, 6, 2.5, -1, Number.NaN]) expect(() => starFilled(step, 3)).toThrow(STEP_NOT_VALID);
  });
});
