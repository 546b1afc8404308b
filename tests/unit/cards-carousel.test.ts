import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARD_PHOTO_LIMIT, cardPhotos, isViewMorePhoto, swipeStep, wrapIndex } from "../../ui/search/cards/carousel.ts";

describe("the card carousel", () => {
  it("shows at most 10 photos", () => {
    const images = Array.from({ length: 14 }, (_, index) => `/p/${index}.jpg`);
    expect(CARD_PHOTO_LIMIT).toBe(10);
    expect(cardPhotos(images)).toEqual(images.slice(0, 10));
    expect(cardPhotos(images.slice(0, 3))).toHaveLength(3);
  });

  it("wraps around both ways", () => {
    expect(wrapIndex(-1, 10)).toBe(9);
    expect(wrapIndex(10, 10)).toBe(0);
    expect(wrapIndex(4, 10)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 10 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        expect((((wrapped - index) % count) + count) % count).toBe(0);
      }),
    );
  });

  it("dims the 10th photo of ten under 'View more photos', and no other", () => {
    expect(isViewMorePhoto(9, 10)).toBe(true);
    expect(isViewMorePhoto(8, 10)).toBe(false);
    expect(isViewMorePhoto(8, 9)).toBe(false);
    expect(isViewMorePhoto(0, 1)).toBe(false);
  });

  it("moves one photo on a sideways swipe, and not on a scroll or a tap", () => {
    expect(swipeStep(-40, 0)).toBe(1);
    expect(swipeStep(70, 10)).toBe(-1);
    expect(swipeStep(-39, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
  });
});
