import { describe, expect, it } from "vitest";
import {
  anonIdSchema,
  consentFromCookie,
  continueSession,
  DEFAULT_CONSENT,
  isCookieSent,
  isSessionActive,
  PRIVATE_CONSENT,
  parseCookie,
  SESSION_LENGTH_MS,
  sessionSchema,
} from "../../domain/visitor/visitor-cookies.ts";

const NOW = 1_800_000_000_000;
const newId = () => "new-session-0001";

describe("anon id", () => {
  it("accepts letters, digits and hyphens only", () => {
    expect(parseCookie(anonIdSchema, "0229f9cd-23b1-4f76-ae6a-4f9d106726af", false)).toBe(
      "0229f9cd-23b1-4f76-ae6a-4f9d106726af",
    );
    for (const altered of ["abc_def-12345", "abc def 12345", "<script>x</script>", "short", ""]) {
      expect(parseCookie(anonIdSchema, altered, false)).toBeNull();
    }
  });
});

describe("session", () => {
  it("reads only a well-formed JSON session", () => {
    expect(parseCookie(sessionSchema, '{"ID":"abcdefgh","Expiration":5,"Timeout":null}', true)).toEqual({
      ID: "abcdefgh",
      Expiration: 5,
      Timeout: null,
    });
    expect(parseCookie(sessionSchema, "{broken", true)).toBeNull();
    expect(parseCookie(sessionSchema, '{"ID":"abcdefgh"}', true)).toBeNull();
    expect(parseCookie(sessionSchema, undefined, true)).toBeNull();
  });

  it("is over after Expiration, or after Timeout when one is set", () => {
    expect(isSessionActive({ ID: "abcdefgh", Expiration: NOW + 1, Timeout: null }, NOW)).toBe(true);
    expect(isSessionActive({ ID: "abcdefgh", Expiration: NOW, Timeout: null }, NOW)).toBe(false);
    expect(isSessionActive({ ID: "abcdefgh", Expiration: NOW + 60_000, Timeout: NOW + 1 }, NOW)).toBe(true);
    expect(isSessionActive({ ID: "abcdefgh", Expiration: NOW + 60_000, Timeout: NOW - 1 }, NOW)).toBe(false);
  });

  it("continues an active session for another 30 minutes, else starts a new one", () => {
    const active = continueSession({ ID: "old-session-01", Expiration: NOW + 5, Timeout: null }, NOW, newId);
    expect(active).toEqual({ ID: "old-session-01", Expiration: NOW + SESSION_LENGTH_MS, Timeout: null });
    expect(continueSession({ ID: "old-session-01", Expiration: NOW - 5, Timeout: null }, NOW, newId).ID).toBe(
      "new-session-0001",
    );
    expect(continueSession(null, NOW, newId).ID).toBe("new-session-0001");
  });
});

describe("consent", () => {
  const optedOut = { Advertising: false, Analytics: false, Functional: true, DataSharing: false };

  it("gives a visitor without a consent cookie the default, every category on, and writes it", () => {
    expect(consentFromCookie(undefined, false)).toEqual({ consent: DEFAULT_CONSENT, chosen: false, write: true });
    expect(Object.values(DEFAULT_CONSENT)).toEqual([true, true, true, true]);
  });

  it("keeps the choice a readable cookie holds", () => {
    expect(consentFromCookie(JSON.stringify(optedOut), true)).toEqual({
      consent: optedOut,
      chosen: false,
      write: false,
    });
  });

  it("reads the choice-made marker, and refuses any other value of it", () => {
    const chosen = JSON.stringify({ ...optedOut, Chosen: true });
    expect(consentFromCookie(chosen, true)).toEqual({ consent: optedOut, chosen: true, write: false });
    const wrong = JSON.stringify({ ...optedOut, Chosen: "yes" });
    expect(consentFromCookie(wrong, true)).toEqual({ consent: PRIVATE_CONSENT, chosen: false, write: true });
  });

  it("turns Advertising and DataSharing off under Global Privacy Control until the visitor chooses", () => {
    const adsOff = { ...DEFAULT_CONSENT, Advertising: false, DataSharing: false };
    expect(consentFromCookie(undefined, false, true)).toEqual({ consent: adsOff, chosen: false, write: true });
    // A default written before, with them on: written again with them off.
    expect(consentFromCookie(JSON.stringify(DEFAULT_CONSENT), true, true)).toEqual({
      consent: adsOff,
      chosen: false,
      write: true,
    });
    expect(consentFromCookie(JSON.stringify(adsOff), true, true)).toEqual({
      consent: adsOff,
      chosen: false,
      write: false,
    });
    // A choice stands, whatever the browser asks.
    const accepted = JSON.stringify({ ...DEFAULT_CONSENT, Chosen: true });
    expect(consentFromCookie(accepted, true, true)).toEqual({ consent: DEFAULT_CONSENT, chosen: true, write: false });
  });

  it("turns every category off for a consent cookie that is there but does not read", () => {
    expect(Object.values(PRIVATE_CONSENT)).toEqual([false, false, false, false]);
    const corrupt = [
      "",
      "{broken",
      "null",
      "[]",
      "true",
      '"Advertising"',
      JSON.stringify({ Advertising: "yes", Analytics: false, Functional: false, DataSharing: false }),
      JSON.stringify({ Advertising: false }),
      JSON.stringify({ ...optedOut, Marketing: false }),
      // Present in the header, but a value the cookie parser skips.
      undefined,
    ];
    for (const text of corrupt) {
      expect(consentFromCookie(text, true), String(text)).toEqual({
        consent: PRIVATE_CONSENT,
        chosen: false,
        write: true,
      });
    }
  });

  it("sees a cookie in the header whatever its value, and only that name", () => {
    expect(isCookieSent('a=1; cf_consent={"Advertising":false,"x"}; b=2', "cf_consent")).toBe(true);
    expect(isCookieSent("cf_consent=", "cf_consent")).toBe(true);
    expect(isCookieSent("  cf_consent =x", "cf_consent")).toBe(true);
    expect(isCookieSent("cf_consent_old=1; xcf_consent=1", "cf_consent")).toBe(false);
    expect(isCookieSent("cf_consent", "cf_consent")).toBe(false);
    expect(isCookieSent(undefined, "cf_consent")).toBe(false);
  });
});
