/**
 * The feature-flag rollout config: for each flag, the percentage of visitors per brand who get
 * it. Written by operators through PUT /admin/flags; kept until replaced (no TTL).
 */
import { z } from "zod";
import type { BrandId } from "../domain/brands/brands.ts";
import type { FeatureFlag, FlagRollout } from "../domain/flags/feature-flags.ts";
import { defineKvFamily } from "./family.ts";

const percentage = z.number().int().min(0).max(100);

const perBrand = z.strictObject({
  carefind: percentage.optional(),
  seniorhousing: percentage.optional(),
  default: percentage.optional(),
} satisfies Record<BrandId, unknown>);

/** One key per flag of domain/flags/feature-flags.ts (the compiler checks none is missing); an unknown flag or brand is refused. */
export const flagRolloutSchema = z.strictObject({
  "enhanced-search-v2": perBrand.optional(),
  "hubspot-chat": perBrand.optional(),
  "inquiry-v4": perBrand.optional(),
  "sem-budget-removed": perBrand.optional(),
  "sem-hero-behind-form-layout": perBrand.optional(),
} satisfies Record<FeatureFlag, unknown>) satisfies z.ZodType<FlagRollout>;

export const flagRolloutFamily = defineKvFamily({
  name: "flag-rollout",
  prefix: "flags:",
  keySuffix: () => "rollout",
  schema: flagRolloutSchema,
  ttlSeconds: null,
});
