import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FEATURE_FLAGS,
  formatFeatureOverride,
  parseFeatureOverride,
  resolveFlags,
  rolloutBucket,
} from "../../domain/flags/feature-flags.ts";

describe("parseFeatureOverride", () => {
  it("reads name:value pairs, trimmed and case-insensitive", () => {
    expect(parseFeatureOverride("inquiry-v4:on,hubspot-chat:off")).toEqual({
      "inquiry-v4": true,
      "hubspot-chat": false,
    });
    expect(parseFeatureOverride(" Inquiry-V4 : ON ")).toEqual({ "inquiry-v4": true });
    expect(parseFeatureOverride("sem-budget-removed:true,enhanced-search-v2:0")).toEqual({
      "sem-budget-removed": true,
      "enhanced-search-v2": false,
    });
  });

  it("ignores unknown names, unknown values and malformed pairs", () => {
    expect(parseFeatureOverride("unknown:on,hubspot-chat:maybe,inquiry-v4,:on,a:b:c")).toEqual({});
    expect(parseFeatureOverride(undefined)).toEqual({});
    expect(parseFeatureOverride("")).toEqual({});
  });

  it("lets the last mention of a flag win", () => {
    expect(parseFeatureOverride("hubspot-chat:on,hubspot-chat:off")).toEqual({ "hubspot-chat": false });
  });

  it("never throws and only ever yields known flags", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const override = parseFeatureOverride(text);
        for (const name of Object.keys(override)) expect(FEATURE_FLAGS).toContain(name);
      }),
    );
  });

  it("round-trips through its canonical text", () => {
    const override = { "sem-hero-behind-form-layout": true, "hubspot-chat": false } as const;
    expect(formatFeatureOverride(override)).toBe("hubspot-chat:off,sem-hero-behind-form-layout:on");
    expect(parseFeatureOverride(formatFeatureOverride(override))).toEqual(override);
  });
});

describe("rollout", () => {
  it("buckets known visitors into known buckets: FNV-1a of 'flag:anonId', mod 100", () => {
    // Worked out apart from the code: a change of hash or of the key moves every visitor's variants.
    const buckets = (anonId: string) =>
      Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, rolloutBucket(flag, anonId)]));
    expect(buckets("0b9f6c2e-4d51-4c1a-9a53-2f7f0e3c8d11")).toEqual({
      "enhanced-search-v2": 39,
      "hubspot-chat": 11,
      "inquiry-v4": 5,
      "sem-budget-removed": 41,
      "sem-hero-behind-form-layout": 60,
    });
    expect(buckets("a-visitor")).toEqual({
      "enhanced-search-v2": 43,
      "hubspot-chat": 43,
      "inquiry-v4": 25,
      "sem-budget-removed": 81,
      "sem-hero-behind-form-layout": 70,
    });
  });

  it("keeps every bucket within 0-99", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FEATURE_FLAGS), fc.uuid(), (flag, anonId) => {
        const bucket = rolloutBucket(flag, anonId);
        expect(Number.isInteger(bucket)).toBe(true);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(100);
      }),
    );
  });

  it("spreads visitors evenly enough that 30% means about 30%", () => {
    let on = 0;
    for (let index = 0; index < 10_000; index++) {
      if (rolloutBucket("inquiry-v4", `anon-${index}-visitor`) < 30) on++;
    }
    expect(on).toBeGreaterThan(2_800);
    expect(on).toBeLessThan(3_200);
  });

  it("lets an override beat the rollout, and the rollout beat the default, per brand", () => {
    const rollout = { "inquiry-v4": { carefind: 100, seniorhousing: 0 } };
    expect(resolveFlags({ brand: "carefind", anonId: "a-visitor", rollout, override: {} })["inquiry-v4"]).toBe(true);
    expect(resolveFlags({ brand: "seniorhousing", anonId: "a-visitor", rollout, override: {} })["inquiry-v4"]).toBe(
      false,
    );
    expect(resolveFlags({ brand: "default", anonId: "a-visitor", rollout, override: {} })["inquiry-v4"]).toBe(false);
    expect(
      resolveFlags({ brand: "carefind", anonId: "a-visitor", rollout, override: { "inquiry-v4": false } })[
        "inquiry-v4"
      ],
    ).toBe(false);
  });

  it("gives a flag to the visitors whose bucket is below the percentage", () => {
    // a-visitor's inquiry-v4 bucket is 25: in at 26%, out at 25%.
    const at = (carefind: number) =>
      resolveFlags({ brand: "carefind", anonId: "a-visitor", rollout: { "inquiry-v4": { carefind } }, override: {} })[
        "inquiry-v4"
      ];
    expect(at(26)).toBe(true);
    expect(at(25)).toBe(false);
  });
});
