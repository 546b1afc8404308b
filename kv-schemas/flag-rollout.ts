/**
 * The feature-flag rollout config: for each flag, the percentage of visitors per brand who get
 * it. Written by operators through PUT /admin/flags; kept until replaced (no TTL).
 */
import { z } from "zod";
import { defineKvFamily } from "./family.ts";

const percentage = z.number().int().min(0).max(100);

const perBrand = z.strictObject({
  carefind: percentage.optional(),
  seniorhousing: percentage.optional(),
  default: percentage.optional(),
});
export type BrandPercentages = z.infer<typeof perBrand>;

/** Keys are the flags of domain/flags/flag-vocabulary.ts; an unknown flag or brand is refused. */
export const flagRolloutSchema = z.strictObject({
  "enhanced-search-v2": perBrand.optional(),
  "hubspot-chat": perBrand.optional(),
  "inquiry-v4": perBrand.optional(),
  "sem-budget-removed": perBrand.optional(),
  "sem-hero-behind-form-layout": perBrand.optional(),
});
export type FlagRollout = z.infer<typeof flagRolloutSchema>;

export const flagRolloutFamily = defineKvFamily({
  name: "flag-rollout",
  prefix: "flags:",
  keySuffix: () => "rollout",
  schema: flagRolloutSchema,
  ttlSeconds: null,
});
