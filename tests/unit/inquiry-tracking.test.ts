import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InquiryTracking } from "../../domain/inquiry/inquiry-schema.ts";
import { trackingFields, trackingFromFields } from "../../domain/inquiry/inquiry-tracking.ts";

const value = fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: undefined });
const trackingArbitrary: fc.Arbitrary<InquiryTracking> = fc
  .record({
    gclid: value,
    msclkid: value,
    utmSource: value,
    utmCampaign: value,
    utmContent: value,
    utmMedium: value,
    utmTerm: value,
    landingPageUrl: value,
  })
  .map((tracking) => Object.fromEntries(Object.entries(tracking).filter(([, text]) => text !== undefined)));

describe("tracking read back from form fields", () => {
  it("reads back what the hidden fields carry", () => {
    fc.assert(
      fc.property(trackingArbitrary, (tracking) => {
        expect(trackingFromFields(Object.fromEntries(trackingFields(tracking)))).toEqual(tracking);
      }),
    );
  });

  it("reads the address's names, and leaves out empty, non-text and unknown fields", () => {
    expect(
      trackingFromFields({
        utm_source: "google",
        utmSource: "ignored: the field uses the address's name",
        utm_medium: "",
        gclid: true,
        msclkid: ["m-1"],
        budget: "$3,000",
        landingPageUrl: "https://carefind.com/lp/?utm_source=google",
      }),
    ).toEqual({ utmSource: "google", landingPageUrl: "https://carefind.com/lp/?utm_source=google" });
  });
});
