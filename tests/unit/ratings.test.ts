import { describe, expect, it } from "vitest";
import { displayRating, filledStars, reviewCountText, showsRating } from "../../domain/ratings.ts";

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
});
