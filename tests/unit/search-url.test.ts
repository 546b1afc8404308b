import { describe, expect, it } from "vitest";
import { telHref } from "../../domain/phone.ts";
import { buildSearchUrl } from "../../ui/search/header/search-url.ts";

describe("buildSearchUrl", () => {
  it("carries the trimmed keyword and the care type", () => {
    expect(buildSearchUrl("/local/search/", "  Austin, TX ", "memory-care-facilities")).toBe(
      "/local/search/?keyword=Austin%2C+TX&careType=memory-care-facilities",
    );
  });

  it("defaults the care type to assisted living and leaves out a blank keyword", () => {
    expect(buildSearchUrl("/search/", "   ", "")).toBe("/search/?careType=assisted-living");
  });
});

describe("telHref", () => {
  it("is a +1 tel link of the digits, dropping a leading 1 of 11 digits", () => {
    expect(telHref("(800) 555-0142")).toBe("tel:+18005550142");
    expect(telHref("1-800-555-0142")).toBe("tel:+18005550142");
  });
});
