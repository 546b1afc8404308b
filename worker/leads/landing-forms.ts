/**
 * The paid-search landing page's multi-step forms, validated when the Worker loads: a broken
 * configuration stops the Worker (and every test) from starting, instead of failing at a
 * visitor. The page shows one of them; POST /api/multi-step-form keeps what either declares.
 */
import {
  LANDING_PAGE_FORM,
  multiStepFormConfigSchema,
  withBudgetVariant,
} from "../../domain/multi-step/multi-step-config.ts";

export const landingForm = multiStepFormConfigSchema.parse(LANDING_PAGE_FORM);

/** spec: lead-capture-and-chrome §4 and §9, under `sem-budget-removed` step 2 is the timeline step. */
export const budgetVariantForm = multiStepFormConfigSchema.parse(withBudgetVariant(landingForm));

/** Every configuration a landing page may show. */
export const LANDING_FORMS = [landingForm, budgetVariantForm] as const;
