/**
 * Names every layer shares and every value family may key on: the brand ids and the feature
 * flags with their code defaults. No zod here, so browser bundles can import it for free.
 */

/** The sites Carefind answers as; domain/brands/brands.ts defines each one. */
export const BRAND_IDS = ["carefind", "seniorhousing", "default"] as const;
export type BrandId = (typeof BRAND_IDS)[number];

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
