/**
 * The paid-search landing page's multi-step forms, in each language, validated when the Worker
 * loads: a broken configuration stops the Worker (and every test) from starting, instead of
 * failing at a visitor. The page shows one of them; POST /api/multi-step-form keeps what any
 * declares (the languages' forms ask the same questions under the same names).
 */
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { LANGUAGES, type Language } from "../../domain/i18n/languages.ts";
import {
  budgetVariantStep,
  landingPageForm,
  type MultiStepFormConfig,
  multiStepFormConfigSchema,
  withBudgetVariant,
} from "../../domain/multi-step/multi-step-config.ts";

interface LandingForms {
  landingForm: MultiStepFormConfig;
  /** spec: lead-capture-and-chrome §4 and §9, under `sem-budget-removed` step 2 is the timeline step. */
  budgetVariantForm: MultiStepFormConfig;
}

function formsIn(language: Language): LandingForms {
  const t = messagesFor(language);
  const landingForm = multiStepFormConfigSchema.parse(landingPageForm(t));
  return {
    landingForm,
    budgetVariantForm: multiStepFormConfigSchema.parse(withBudgetVariant(landingForm, budgetVariantStep(t))),
  };
}

/** The forms of each language. */
export const LANDING_FORMS_IN = Object.fromEntries(
  LANGUAGES.map((language) => [language, formsIn(language)]),
) as Record<Language, LandingForms>;

export const { landingForm, budgetVariantForm } = LANDING_FORMS_IN.en;

/** Every configuration a landing page may show. */
export const LANDING_FORMS = Object.values(LANDING_FORMS_IN).flatMap((forms) => [
  forms.landingForm,
  forms.budgetVariantForm,
]);
