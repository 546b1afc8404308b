/**
 * The feature flags and their rules: the flag names with their code defaults, percentage
 * rollouts bucketed by anon id, and overrides written as `inquiry-v4:on,hubspot-chat:off`.
 * Pure, and free of zod, so browser bundles read the names for nothing; the middleware does
 * the I/O.
 */
import type { BrandId } from "../brands/brands.ts";
import { fnv1a } from "../hash.ts";

/** spec: search-and-compare §6 and reviews-and-provider-page §6, the flag service's variants. */
export const FEATURE_FLAGS = [
  "enhanced-search-v2",
  "hubspot-chat",
  "inquiry-v4",
  "sem-budget-removed",
  "sem-hero-behind-form-layout",
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Which flags one visitor has on: what the server renders with and serialises for islands. */
export type FlagValues = Readonly<Record<FeatureFlag, boolean>>;

/** What a visitor gets when no rollout or override says otherwise. */
export const FLAG_DEFAULTS: FlagValues = {
  "enhanced-search-v2": false,
  "hubspot-chat": false,
  "inquiry-v4": false,
  "sem-budget-removed": false,
  "sem-hero-behind-form-layout": false,
};

/** For each flag, the percentage of visitors per brand who get it (kv-schemas/flag-rollout.ts stores it). */
export type FlagRollout = { readonly [Flag in FeatureFlag]?: { readonly [Brand in BrandId]?: number } };

export type FlagOverride = Partial<Record<FeatureFlag, boolean>>;

const ON_WORDS = new Set(["on", "true", "1", "yes", "enabled"]);
const OFF_WORDS = new Set(["off", "false", "0", "no", "disabled"]);
const KNOWN_FLAGS = new Set<string>(FEATURE_FLAGS);

/** Longest override text read; anything longer is ignored rather than parsed. */
const MAX_OVERRIDE_LENGTH = 500;

/**
 * Reads `name:on,name:off` pairs. Unknown names, unknown values and malformed pairs are
 * ignored, never an error: an override comes from campaign URLs we do not control.
 */
export function parseFeatureOverride(text: string | null | undefined): FlagOverride {
  const override: FlagOverride = {};
  if (!text || text.length > MAX_OVERRIDE_LENGTH) return override;
  for (const pair of text.split(",")) {
    const [rawName, rawValue, ...rest] = pair.split(":");
    if (rawName === undefined || rawValue === undefined || rest.length > 0) continue;
    const name = rawName.trim().toLowerCase();
    const value = rawValue.trim().toLowerCase();
    if (!KNOWN_FLAGS.has(name)) continue;
    if (ON_WORDS.has(value)) override[name as FeatureFlag] = true;
    else if (OFF_WORDS.has(value)) override[name as FeatureFlag] = false;
  }
  return override;
}

/** The canonical text of an override, in flag order: what the override cookie stores. */
export function formatFeatureOverride(override: FlagOverride): string {
  return FEATURE_FLAGS.filter((flag) => override[flag] !== undefined)
    .map((flag) => `${flag}:${override[flag] ? "on" : "off"}`)
    .join(",");
}

export function hasOverride(override: FlagOverride): boolean {
  return Object.keys(override).length > 0;
}

/** The visitor's bucket (0-99) for one flag; each flag buckets independently. */
export function rolloutBucket(flag: FeatureFlag, anonId: string): number {
  return fnv1a(`${flag}:${anonId}`) % 100;
}

/**
 * The flags one visitor sees: the override wins, then the brand's rollout percentage
 * (visitors whose bucket is below it get the flag), then the code default.
 */
export function resolveFlags(input: {
  brand: BrandId;
  anonId: string;
  rollout: FlagRollout;
  override: FlagOverride;
}): FlagValues {
  const values: Record<FeatureFlag, boolean> = { ...FLAG_DEFAULTS };
  for (const flag of FEATURE_FLAGS) {
    const forced = input.override[flag];
    const percentage = input.rollout[flag]?.[input.brand];
    if (forced !== undefined) values[flag] = forced;
    else if (percentage !== undefined) values[flag] = rolloutBucket(flag, input.anonId) < percentage;
  }
  return values;
}

/** The names of the flags that are on, for markup and logs. */
export function enabledFlags(values: FlagValues): FeatureFlag[] {
  return FEATURE_FLAGS.filter((flag) => values[flag]);
}
