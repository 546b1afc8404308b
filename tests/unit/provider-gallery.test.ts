/**
 * The gallery's and street view's rules (spec reviews-and-provider-page §2, §4, §5, §7): which
 * photo-index and street-view values open anything, wrapping both ways, the address kept
 * otherwise, and the street-view URLs from the metadata answer.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseGalleryQuery, withQueryParam, wrapPhotoIndex } from "../../domain/providers/gallery-query.ts";
import {
  mapsApiKey,
  streetViewEmbedUrl,
  streetViewMetadataUrl,
  streetViewSourceFor,
} from "../../domain/providers/street-view.ts";

describe("parseGalleryQuery", () => {
  it("opens the gallery at a photo 1..count and nothing else", () => {
    expect(parseGalleryQuery({ photoIndex: "2", streetView: undefined }, 6)).toEqual({
      photoIndex: 2,
      streetView: false,
    });
    expect(parseGalleryQuery({ photoIndex: "6", streetView: undefined }, 6).photoIndex).toBe(6);
    for (const value of ["0", "7", "999", "abc", "-1", "1.5", " 2", "2 ", "+2", "1e0", "02", "", undefined]) {
      expect(parseGalleryQuery({ photoIndex: value, streetView: undefined }, 6).photoIndex, String(value)).toBeNull();
    }
    expect(parseGalleryQuery({ photoIndex: "1", streetView: undefined }, 0).photoIndex).toBeNull();
  });

  it("never throws and never opens outside 1..count, whatever the text", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.nat(20), (text, count) => {
        const { photoIndex } = parseGalleryQuery({ photoIndex: text, streetView: undefined }, count);
        return photoIndex === null || (Number.isInteger(photoIndex) && photoIndex >= 1 && photoIndex <= count);
      }),
    );
  });

  it("opens street view for 'true' only, and not together with the gallery", () => {
    expect(parseGalleryQuery({ photoIndex: undefined, streetView: "true" }, 3).streetView).toBe(true);
    for (const value of ["false", "TRUE", "1", "yes", "", undefined]) {
      expect(parseGalleryQuery({ photoIndex: undefined, streetView: value }, 3).streetView, String(value)).toBe(false);
    }
    expect(parseGalleryQuery({ photoIndex: "1", streetView: "true" }, 3)).toEqual({ photoIndex: 1, streetView: false });
  });
});

describe("wrapPhotoIndex", () => {
  it("wraps next from the last to the first and previous from the first to the last", () => {
    expect(wrapPhotoIndex(7, 6)).toBe(1);
    expect(wrapPhotoIndex(0, 6)).toBe(6);
    expect(wrapPhotoIndex(3, 6)).toBe(3);
    expect(wrapPhotoIndex(2, 1)).toBe(1);
    expect(wrapPhotoIndex(0, 1)).toBe(1);
  });
});

describe("withQueryParam", () => {
  it("sets or removes one parameter and keeps the rest of the address", () => {
    const page = "http://localhost:8787/assisted-living/texas/austin/a/?feature-override=x&photo-index=2#top";
    expect(withQueryParam(page, "photo-index", "3")).toBe(
      "/assisted-living/texas/austin/a/?feature-override=x&photo-index=3#top",
    );
    expect(withQueryParam(page, "photo-index", null)).toBe("/assisted-living/texas/austin/a/?feature-override=x#top");
    expect(withQueryParam("http://localhost/a/", "street-view", "true")).toBe("/a/?street-view=true");
    expect(withQueryParam("http://localhost/a/?street-view=true", "street-view", null)).toBe("/a/");
  });
});

describe("street view", () => {
  const location = { latitude: 30.2672, longitude: -97.7431 };

  it("asks the metadata endpoint for an outdoor panorama within 150 m", () => {
    expect(streetViewMetadataUrl(location, "key-1")).toBe(
      "https://maps.googleapis.com/maps/api/streetview/metadata?location=30.2672,-97.7431&radius=150&source=outdoor&key=key-1",
    );
  });

  it("embeds the outdoor view for status OK and the default one for anything else", () => {
    expect(streetViewSourceFor({ status: "OK" })).toBe("outdoor");
    for (const answer of [{ status: "ZERO_RESULTS" }, { status: "REQUEST_DENIED" }, {}, null, "OK", { status: 1 }]) {
      expect(streetViewSourceFor(answer), JSON.stringify(answer)).toBe("default");
    }
    expect(streetViewEmbedUrl(location, "key-1", "outdoor")).toBe(
      "https://www.google.com/maps/embed/v1/streetview?key=key-1&location=30.2672,-97.7431&source=outdoor",
    );
    expect(streetViewEmbedUrl(location, "key-1", "default")).toBe(
      "https://www.google.com/maps/embed/v1/streetview?key=key-1&location=30.2672,-97.7431",
    );
  });

  it("takes a maps key of letters, digits, '-' and '_', and no other", () => {
    expect(mapsApiKey("AIzaSyA-b_c9")).toBe("AIzaSyA-b_c9");
    expect(mapsApiKey(undefined)).toBeNull();
    expect(mapsApiKey("")).toBeNull();
    expect(mapsApiKey("   ")).toBeNull();
  });
});
