import { describe, expect, it } from "vitest";
import { trackingUnderConsent } from "../../domain/inquiry/inquiry-tracking.ts";
import {
  analyticsAllowed,
  consentAfterChoice,
  functionalAllowed,
  sameSiteReturnPath,
} from "../../domain/visitor/consent-choices.ts";
import { DEFAULT_CONSENT, PRIVATE_CONSENT } from "../../domain/visitor/visitor-cookies.ts";

describe("cookie choices", () => {
  const mixed = { Advertising: true, Analytics: false, Functional: true, DataSharing: true };

  it("turns every category on or off, or takes the ticked ones", () => {
    expect(consentAfterChoice("accept-all", PRIVATE_CONSENT, {}, false)).toEqual(DEFAULT_CONSENT);
    expect(consentAfterChoice("reject-non-essential", DEFAULT_CONSENT, {}, false)).toEqual(PRIVATE_CONSENT);
    expect(consentAfterChoice("choose", DEFAULT_CONSENT, { Analytics: true }, false)).toEqual({
      Advertising: false,
      Analytics: true,
      Functional: false,
      DataSharing: false,
    });
  });

  it("opting out turns Advertising and DataSharing off and leaves the others; opting back in turns them on", () => {
    const out = consentAfterChoice("opt-out", mixed, {}, true);
    expect(out).toEqual({ Advertising: false, Analytics: false, Functional: true, DataSharing: false });
    expect(consentAfterChoice("opt-out", out, {}, false)).toEqual(mixed);
  });

  it("goes back only to a path on this site", () => {
    expect(sameSiteReturnPath("/local/search/?keyword=Austin")).toBe("/local/search/?keyword=Austin");
    expect(sameSiteReturnPath("/a/../b/")).toBe("/b/");
    for (const text of [
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/a\nb",
      "x",
      "/".repeat(2001),
      "/.//evil.example",
      "/a/..//evil.example/x",
      "/%2e//evil.example",
    ]) {
      expect(sameSiteReturnPath(text), JSON.stringify(text)).toBeNull();
    }
  });

  it("lets the page send events only with a cookie that says Analytics, or none yet", () => {
    expect(analyticsAllowed(null)).toBe(true);
    expect(analyticsAllowed(JSON.stringify(DEFAULT_CONSENT))).toBe(true);
    expect(analyticsAllowed(JSON.stringify({ ...DEFAULT_CONSENT, Analytics: false }))).toBe(false);
    expect(analyticsAllowed("{broken")).toBe(false);
    expect(analyticsAllowed('{"Analytics":"true"}')).toBe(false);
  });

  it("lets the page remember choices between visits only with a cookie that says Functional, or none yet", () => {
    expect(functionalAllowed(null)).toBe(true);
    expect(functionalAllowed(JSON.stringify(DEFAULT_CONSENT))).toBe(true);
    expect(functionalAllowed(JSON.stringify({ ...DEFAULT_CONSENT, Functional: false }))).toBe(false);
    expect(functionalAllowed(JSON.stringify({ ...DEFAULT_CONSENT, Analytics: false }))).toBe(true);
    expect(functionalAllowed("{broken")).toBe(false);
  });

  it("keeps a lead's ad-click ids only with Advertising and DataSharing consent", () => {
    const tracking = { gclid: "g", msclkid: "m", utmSource: "google", landingPageUrl: "https://carefind.com/" };
    expect(trackingUnderConsent(tracking, DEFAULT_CONSENT)).toEqual(tracking);
    expect(trackingUnderConsent(tracking, { Advertising: true, DataSharing: false })).toEqual({
      utmSource: "google",
      landingPageUrl: "https://carefind.com/",
    });
  });
});
