/**
 * The multi-step form's configuration (spec lead-capture-and-chrome §3): the zod/mini schema
 * every configuration is validated with where the server loads it, the paid-search landing
 * page's configuration, and the budget-variant step. Server-side only: the form's island
 * receives a validated configuration and never ships this schema to the browser.
 */
import * as z from "zod/mini";
import { SEARCHABLE_CARE_TYPES } from "../care-types.ts";
import { careTypes as englishCareTypes } from "../i18n/en/en-care-types.ts";
import { inquiry as englishInquiry } from "../i18n/en/en-inquiry.ts";
import { landing as englishLanding } from "../i18n/en/en-landing.ts";
import type { Messages } from "../i18n/messages.ts";
import { WHO_ARE_YOU_LOOKING_FOR } from "../inquiry/inquiry-fields.ts";
import {
  DEFAULT_ERROR_ON_SUBMIT,
  DEFAULT_PHONE_MASK,
  DEFAULT_REQUIRED_MESSAGE,
  MULTI_STEP_FIELDS,
  MULTI_STEP_MAX_LENGTH,
  RESERVED_NAMES,
} from "./multi-step-fields.ts";

const MASK_DIGIT = "9";

const text = z.string().check(z.minLength(1));
const optionSchema = z.object({ label: text, value: z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH)) });

const fieldSchema = z.object({
  name: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, "a field name is a letter then letters, digits or _")),
  type: z.enum(["input", "select", "checkbox"]),
  label: text,
  inputType: z._default(z.enum(["email", "phone", "text"]), "text"),
  isRequired: z._default(z.boolean(), false),
  isRequiredErrorMessage: z._default(text, DEFAULT_REQUIRED_MESSAGE),
  typeErrorMessage: z.optional(text),
  typeMask: z._default(
    z.string().check(z.includes(MASK_DIGIT, "a mask holds at least one 9"), z.maxLength(MULTI_STEP_MAX_LENGTH)),
    DEFAULT_PHONE_MASK,
  ),
  placeholder: z.optional(z.string()),
  infoText: z.optional(z.string()),
  options: z._default(z.array(optionSchema), []),
  defaultValue: z.optional(z.union([z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH)), z.boolean()])),
  doNotSubmit: z._default(z.boolean(), false),
});

const hiddenFieldSchema = z.object({
  name: fieldSchema.shape.name,
  defaultValue: z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH)),
  doNotSubmit: z._default(z.boolean(), false),
});

const stepSchema = z.object({
  headline: text,
  subHeadline: z.string(),
  /** A picture on this site (CSP img-src 'self'); another host is refused, never fetched. */
  image: z.optional(
    z.object({
      src: z.string().check(z.regex(/^\/(?!\/)\S+$/, "an image is a path on this site")),
      alt: z.string(),
    }),
  ),
  form: z.object({
    headline: text,
    fields: z.array(fieldSchema).check(z.minLength(1, "a step asks at least one question")),
    cta: z.object({ label: text }),
    display: z._default(z.enum(["vertical", "horizontal"]), "vertical"),
    helpText: z.optional(z.string()),
    helpTextHeader: z.optional(z.string()),
    // No legalDisclosure: the last step always shows the consent the server stores with the
    // lead (domain/inquiry/lead-consent.ts), which a configured text could contradict.
  }),
});

export type MultiStepField = z.output<typeof fieldSchema>;
type MultiStepHiddenField = z.output<typeof hiddenFieldSchema>;
export type MultiStepStep = z.output<typeof stepSchema>;

/** The problems a configuration can have beyond its shape: they would only show at a visitor. */
function configurationProblems(config: {
  steps: { form: { fields: MultiStepField[] } }[];
  hiddenFields: MultiStepHiddenField[];
}): string[] {
  const problems: string[] = [];
  const names = [
    ...config.steps.flatMap((step) => step.form.fields.map((field) => field.name)),
    ...config.hiddenFields.map((field) => field.name),
  ];
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index))) {
    problems.push(`the field name ${name} is used more than once`);
  }
  for (const name of names.filter((name) => (RESERVED_NAMES as readonly string[]).includes(name))) {
    problems.push(`the field name ${name} is set by the form itself`);
  }
  for (const field of config.steps.flatMap((step) => step.form.fields)) {
    const values = field.options.map((option) => option.value);
    if (field.type === "select" && values.length === 0) problems.push(`the select ${field.name} has no options`);
    if (field.type === "select" && typeof field.defaultValue === "string" && !values.includes(field.defaultValue)) {
      problems.push(`the default of ${field.name} is not one of its options`);
    }
    if (field.type === "input" && field.inputType !== "text" && !field.typeErrorMessage) {
      problems.push(`the ${field.inputType} input ${field.name} needs a typeErrorMessage`);
    }
    const booleanDefault = typeof field.defaultValue === "boolean";
    if (field.defaultValue !== undefined && booleanDefault !== (field.type === "checkbox")) {
      problems.push(`the default of ${field.name} does not fit a ${field.type}`);
    }
  }
  return problems;
}

/** The schema every multi-step form configuration is validated with where the server loads it. */
export const multiStepFormConfigSchema = z
  .object({
    steps: z.array(stepSchema).check(z.minLength(1, "a form has at least one step")),
    hiddenFields: z._default(z.array(hiddenFieldSchema), []),
    errorOnSubmit: z._default(text, DEFAULT_ERROR_ON_SUBMIT),
  })
  .check(
    z.superRefine((config, context) => {
      for (const message of configurationProblems(config)) context.addIssue({ code: "custom", message, input: config });
    }),
  );

export type MultiStepFormConfig = z.output<typeof multiStepFormConfigSchema>;
export type MultiStepFormConfigInput = z.input<typeof multiStepFormConfigSchema>;

/** The words a configuration is written in: the page's catalogue (`t`). */
export type MultiStepWords = Pick<Messages, "landing" | "inquiry" | "careTypes">;

const ENGLISH: MultiStepWords = { landing: englishLanding, inquiry: englishInquiry, careTypes: englishCareTypes };

/** The inquiry_for select, the same wherever it is asked (spec §5: required, '- Choose One -' first). */
function inquiryForField(t: MultiStepWords) {
  return {
    name: MULTI_STEP_FIELDS.who,
    type: "select",
    label: t.landing.config.who,
    isRequired: true,
    // spec: lead-capture-and-chrome §5, the message of an unanswered select.
    isRequiredErrorMessage: t.inquiry.validation.whoAreYouLookingFor,
    options: whoOptions(t),
    defaultValue: "",
  } as const;
}

function whoOptions(t: MultiStepWords) {
  return [
    { label: t.landing.form.chooseOne, value: "" },
    ...WHO_ARE_YOU_LOOKING_FOR.map((who) => ({ label: t.inquiry.form.whoFor[who], value: who })),
  ];
}

/** The paid-search landing page's form in `t`'s words: who and what, budget, then how to reach the family. */
export function landingPageForm(t: MultiStepWords): MultiStepFormConfigInput {
  const { config, form } = t.landing;
  const image = { src: "/images/placeholders/placeholder-2.svg", alt: config.imageAlt };
  const pleaseSelect = t.inquiry.validation.whoAreYouLookingFor;
  const chooseOne = { label: form.chooseOne, value: "" };
  return {
    steps: [
      {
        headline: config.careStep.headline,
        subHeadline: config.careStep.subHeadline,
        image,
        form: {
          headline: config.careStep.formHeadline,
          fields: [
            inquiryForField(t),
            {
              name: MULTI_STEP_FIELDS.careType,
              type: "select",
              label: config.careStep.careType,
              isRequired: true,
              isRequiredErrorMessage: pleaseSelect,
              options: [
                chooseOne,
                ...SEARCHABLE_CARE_TYPES.map((careType) => ({
                  label: t.careTypes[careType.id].label,
                  value: careType.slug,
                })),
              ],
              defaultValue: "",
            },
          ],
          cta: { label: config.careStep.next },
          helpTextHeader: config.careStep.helpTextHeader,
          helpText: config.careStep.helpText,
        },
      },
      {
        headline: config.budgetStep.headline,
        subHeadline: config.budgetStep.subHeadline,
        image,
        form: {
          headline: config.budgetStep.formHeadline,
          fields: [
            {
              name: "budget",
              type: "select",
              label: config.budgetStep.budget,
              isRequired: true,
              isRequiredErrorMessage: pleaseSelect,
              infoText: config.budgetStep.infoText,
              options: [
                chooseOne,
                { label: config.budgetStep.under2000, value: "under-2000" },
                { label: config.budgetStep.from2000, value: "2000-4000" },
                { label: config.budgetStep.from4000, value: "4000-6000" },
                { label: config.budgetStep.over6000, value: "over-6000" },
                { label: config.budgetStep.notSure, value: "not-sure" },
              ],
              defaultValue: "",
            },
          ],
          cta: { label: config.careStep.next },
        },
      },
      {
        headline: config.contactStep.headline,
        subHeadline: config.contactStep.subHeadline,
        image,
        form: {
          headline: config.contactStep.formHeadline,
          fields: [
            {
              name: MULTI_STEP_FIELDS.fullName,
              type: "input",
              inputType: "text",
              label: config.contactStep.fullName,
              isRequired: true,
              isRequiredErrorMessage: t.inquiry.validation.fullName,
            },
            {
              name: MULTI_STEP_FIELDS.email,
              type: "input",
              inputType: "email",
              label: config.contactStep.email,
              isRequired: true,
              isRequiredErrorMessage: t.inquiry.validation.email,
              typeErrorMessage: t.inquiry.validation.email,
            },
            {
              name: MULTI_STEP_FIELDS.phone,
              type: "input",
              inputType: "phone",
              label: config.contactStep.phone,
              isRequired: true,
              isRequiredErrorMessage: t.inquiry.validation.phoneRequired,
              typeErrorMessage: t.inquiry.validation.phoneFormat,
              typeMask: DEFAULT_PHONE_MASK,
              placeholder: "(___) ___-____",
            },
            {
              name: MULTI_STEP_FIELDS.location,
              type: "input",
              inputType: "text",
              label: config.contactStep.zip,
              isRequired: true,
              isRequiredErrorMessage: config.contactStep.zipRequired,
              infoText: config.contactStep.zipInfo,
            },
          ],
          cta: { label: config.contactStep.cta },
          display: "vertical",
        },
      },
    ],
    hiddenFields: [{ name: "source", defaultValue: "paid-search" }],
    errorOnSubmit: form.errorOnSubmit,
  };
}

/** The paid-search landing page's form in English. */
export const LANDING_PAGE_FORM: MultiStepFormConfigInput = landingPageForm(ENGLISH);

/** spec: lead-capture-and-chrome §9, the budget-variant step's timeline options; Urgent is the default. */
export const TIMELINE_OPTIONS = ["Urgent", "30 Days", "60 Days", "Longer"] as const;

/**
 * spec: lead-capture-and-chrome §4 and §9, the fixed step that replaces step 2 under the
 * `sem-budget-removed` experiment: a timeline (not submitted) and inquiry_for, in `t`'s words.
 */
export function budgetVariantStep(t: MultiStepWords): MultiStepStep {
  const words = t.landing.config.timelineStep;
  return {
    headline: words.headline,
    subHeadline: words.subHeadline,
    form: {
      headline: words.formHeadline,
      fields: [
        {
          name: "timeline",
          type: "select",
          label: words.timeline,
          inputType: "text",
          isRequired: false,
          isRequiredErrorMessage: t.landing.form.required,
          typeMask: DEFAULT_PHONE_MASK,
          options: TIMELINE_OPTIONS.map((timeline) => ({ label: words.options[timeline], value: timeline })),
          defaultValue: "Urgent",
          doNotSubmit: true,
        },
        {
          ...inquiryForField(t),
          inputType: "text",
          typeMask: DEFAULT_PHONE_MASK,
          doNotSubmit: false,
        },
      ],
      cta: { label: t.landing.config.careStep.next },
      display: "vertical",
    },
  };
}

/** The budget-variant step in English. */
export const BUDGET_VARIANT_STEP: MultiStepStep = budgetVariantStep(ENGLISH);

/**
 * The configuration under `sem-budget-removed`: step 2 becomes the fixed variant step, and a
 * question that step asks (inquiry_for) leaves the other steps, so nobody is asked twice. A
 * step left with no question is dropped. A form of one step has no step 2 and stays as it is.
 */
export function withBudgetVariant(
  config: MultiStepFormConfig,
  variant: MultiStepStep = BUDGET_VARIANT_STEP,
): MultiStepFormConfig {
  if (config.steps.length < 2) return config;
  const asked = new Set(variant.form.fields.map((field) => field.name));
  const steps = config.steps
    .map((step, index) => {
      if (index === 1) return variant;
      const fields = step.form.fields.filter((field) => !asked.has(field.name));
      return { ...step, form: { ...step.form, fields } };
    })
    .filter((step) => step.form.fields.length > 0);
  // The variant step keeps the hero image of the step it replaces.
  const replaced = config.steps[1];
  return {
    ...config,
    steps: steps.map((step) => (step === variant && replaced?.image ? { ...step, image: replaced.image } : step)),
  };
}
