import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, parseDraft, readDraft, writeDraft } from "../../ui/inquiry/session-draft.ts";
import { asDraft, draftKey } from "../../ui/inquiry/use-inquiry-form.ts";

const NOW = 1_800_000_000_000;
const values = {
  whoAreYouLookingFor: "Parent(s)",
  fullName: "Maria Gonzalez",
  phoneNumber: "(512) 555-0142",
  email: "maria@example.com",
  payingWithMedicaid: false,
  tourTime: "",
  formId: "2b1f6c1e-0d55-4a8e-9a3e-7f0f2a9c1d11",
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("parseDraft", () => {
  it("gives back the values of a fresh draft", () => {
    expect(parseDraft(JSON.stringify({ savedAt: NOW - 1000, values }), NOW)).toEqual(values);
  });

  it("drops missing, malformed, old and future drafts", () => {
    expect(parseDraft(null, NOW)).toBeNull();
    expect(parseDraft("{not json", NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ values }), NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: NOW - 30 * 60 * 1000 - 1, values }), NOW)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: NOW + 60_000, values }), NOW)).toBeNull();
  });
});

describe("drafts in session storage", () => {
  it("writes, reads back and clears a form's draft under its own key", () => {
    vi.stubGlobal("window", { sessionStorage: memoryStorage() });
    writeDraft(draftKey("home-costs"), values, NOW);
    expect(readDraft(draftKey("home-costs"), NOW + 5000)).toEqual(values);
    expect(readDraft(draftKey("home-tour"), NOW + 5000)).toBeNull();
    clearDraft(draftKey("home-costs"));
    expect(readDraft(draftKey("home-costs"), NOW + 5000)).toBeNull();
  });

  it("logs once and carries on when storage is unavailable", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    vi.stubGlobal("window", { sessionStorage: refusing });
    expect(() => writeDraft("k", values)).not.toThrow();
    expect(readDraft("k")).toBeNull();
    expect(() => clearDraft("k")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("session storage is unavailable");
  });
});

describe("asDraft", () => {
  it("accepts a stored draft of the right shape only", () => {
    // A draft saved before the form asked for automated contact keeps its values, the box unticked.
    expect(asDraft(values)).toEqual({ ...values, automatedContactConsent: false });
    expect(asDraft({ ...values, automatedContactConsent: true })).toEqual({ ...values, automatedContactConsent: true });
    expect(asDraft({ ...values, automatedContactConsent: "yes" })).toEqual({
      ...values,
      automatedContactConsent: false,
    });
    expect(asDraft({ ...values, payingWithMedicaid: "yes" })).toBeNull();
    expect(asDraft({ ...values, fullName: 42 })).toBeNull();
    expect(asDraft(null)).toBeNull();
    expect(asDraft("draft")).toBeNull();
  });
});
