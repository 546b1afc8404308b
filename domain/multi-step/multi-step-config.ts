/**
 * The multi-step form's configuration (spec lead-capture-and-chrome §3): the zod/mini schema
 * every configuration is validated with where the server loads it, the paid-search landing
 * page's configuration, and the budget-variant step. Server-side only: the form's island
 * receives a validated configuration and never ships this schema to the browser.
 */
import * as z from "zod/mini";
import { SEARCHABLE_CARE_TYPES } from "../care-types.ts";
import { INQUIRY_MESSAGES, WHO_ARE_YOU_LOOKING_FOR } from "../inquiry/inquiry-fields.ts";
import {
  CHOOSE_ONE,
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

/** spec: lead-capture-and-chrome §5, the message of an unanswered select. */
const PLEASE_SELECT = INQUIRY_MESSAGES.whoAreYouLookingFor;

const whoOptions = [
  { label: CHOOSE_ONE, value: "" },
  ...WHO_ARE_YOU_LOOKING_FOR.map((who) => ({ label: who, value: who })),
];

/** The inquiry_for select, the same wherever it is asked (spec §5: required, '- Choose One -' first). */
const inquiryForField = {
  name: MULTI_STEP_FIELDS.who,
  type: "select",
  label: "Who are you looking for?",
  isRequired: true,
  isRequiredErrorMessage: PLEASE_SELECT,
  options: whoOptions,
  defaultValue: "",
} as const;

/** The paid-search landing page's form: who and what, budget, then how to reach the family. */
export const LANDING_PAGE_FORM: MultiStepFormConfigInput = {
  steps: [
    {
      headline: "Find senior care that fits your family",
      subHeadline: "Answer three quick questions and a local family advisor will share options and prices, free.",
      image: { src: "/images/placeholders/placeholder-2.svg", alt: "A three-storey senior residence under a blue sky" },
      form: {
        headline: "Tell us about the care you need",
        fields: [
          inquiryForField,
          {
            name: MULTI_STEP_FIELDS.careType,
            type: "select",
            label: "What type of care?",
            isRequired: true,
            isRequiredErrorMessage: PLEASE_SELECT,
            options: [
              { label: CHOOSE_ONE, value: "" },
              ...SEARCHABLE_CARE_TYPES.map((careType) => ({ label: careType.label, value: careType.slug })),
            ],
            defaultValue: "",
          },
        ],
        cta: { label: "Next" },
        helpTextHeader: "Not sure which type of care?",
        helpText: "Pick the closest one. Your advisor will talk it through with you.",
      },
    },
    {
      headline: "Plan for the cost of care",
      subHeadline: "Knowing your budget helps us suggest places you can afford.",
      image: { src: "/images/placeholders/placeholder-2.svg", alt: "A three-storey senior residence under a blue sky" },
      form: {
        headline: "What monthly budget do you have in mind?",
        fields: [
          {
            name: "budget",
            type: "select",
            label: "Monthly budget",
            isRequired: true,
            isRequiredErrorMessage: PLEASE_SELECT,
            infoText: "Include any help from family, insurance or benefits.",
            options: [
              { label: CHOOSE_ONE, value: "" },
              { label: "Less than $2,000", value: "under-2000" },
              { label: "$2,000 to $4,000", value: "2000-4000" },
              { label: "$4,000 to $6,000", value: "4000-6000" },
              { label: "More than $6,000", value: "over-6000" },
              { label: "Not sure yet", value: "not-sure" },
            ],
            defaultValue: "",
          },
        ],
        cta: { label: "Next" },
      },
    },
    {
      headline: "Your options are ready",
      subHeadline: "Tell us where to send them. A family advisor will call to walk you through prices and tours.",
      image: { src: "/images/placeholders/placeholder-2.svg", alt: "A three-storey senior residence under a blue sky" },
      form: {
        headline: "Where should we send your options?",
        fields: [
          {
            name: MULTI_STEP_FIELDS.fullName,
            type: "input",
            inputType: "text",
            label: "Full name",
            isRequired: true,
            isRequiredErrorMessage: INQUIRY_MESSAGES.fullName,
          },
          {
            name: MULTI_STEP_FIELDS.email,
            type: "input",
            inputType: "email",
            label: "Email",
            isRequired: true,
            isRequiredErrorMessage: INQUIRY_MESSAGES.email,
            typeErrorMessage: INQUIRY_MESSAGES.email,
          },
          {
            name: MULTI_STEP_FIELDS.phone,
            type: "input",
            inputType: "phone",
            label: "Phone",
            isRequired: true,
            isRequiredErrorMessage: INQUIRY_MESSAGES.phoneRequired,
            typeErrorMessage: INQUIRY_MESSAGES.phoneFormat,
            typeMask: DEFAULT_PHONE_MASK,
            placeholder: "(___) ___-____",
          },
          {
            name: MULTI_STEP_FIELDS.location,
            type: "input",
            inputType: "text",
            label: "ZIP code where care is needed",
            isRequired: true,
            isRequiredErrorMessage: "Please enter a ZIP code",
            infoText: "We use it to find places near your loved one.",
          },
        ],
        cta: { label: "Get Pricing & Options" },
        display: "vertical",
      },
    },
  ],
  hiddenFields: [{ name: "source", defaultValue: "paid-search" }],
  errorOnSubmit: DEFAULT_ERROR_ON_SUBMIT,
};

/** spec: lead-capture-and-chrome §9, the budget-variant step's timeline options; Urgent is the default. */
export const TIMELINE_OPTIONS = ["Urgent", "30 Days", "60 Days", "Longer"] as const;

/**
 * spec: lead-capture-and-chrome §4 and §9, the fixed step that replaces step 2 under the
 * `sem-budget-removed` experiment: a timeline (not submitted) and inquiry_for.
 */
export const BUDGET_VARIANT_STEP: MultiStepStep = {
  headline: "Let's find care on your schedule",
  subHeadline: "Tell us how soon care is needed and who it is for.",
  form: {
    headline: "When do you need care, and for whom?",
    fields: [
      {
        name: "timeline",
        type: "select",
        label: "How soon do you need care?",
        inputType: "text",
        isRequired: false,
        isRequiredErrorMessage: DEFAULT_REQUIRED_MESSAGE,
        typeMask: DEFAULT_PHONE_MASK,
        options: TIMELINE_OPTIONS.map((timeline) => ({ label: timeline, value: timeline })),
        defaultValue: "Urgent",
        doNotSubmit: true,
      },
      {
        ...inquiryForField,
        inputType: "text",
        typeMask: DEFAULT_PHONE_MASK,
        options: whoOptions,
        doNotSubmit: false,
      },
    ],
    cta: { label: "Next" },
    display: "vertical",
  },
};

/**
 * The configuration under `sem-budget-removed`: step 2 becomes the fixed variant step, and a
 * question that step asks (inquiry_for) leaves the other steps, so nobody is asked twice. A
 * step left with no question is dropped. A form of one step has no step 2 and stays as it is.
 */
export function withBudgetVariant(config: MultiStepFormConfig): MultiStepFormConfig {
  if (config.steps.length < 2) return config;
  const asked = new Set(BUDGET_VARIANT_STEP.form.fields.map((field) => field.name));
  const steps = config.steps
    .map((step, index) => {
      if (index === 1) return BUDGET_VARIANT_STEP;
      const fields = step.form.fields.filter((field) => !asked.has(field.name));
      return { ...step, form: { ...step.form, fields } };
    })
    .filter((step) => step.form.fields.length > 0);
  // The variant step keeps the hero image of the step it replaces.
  const replaced = config.steps[1];
  return {
    ...config,
    steps: steps.map((step) =>
      step === BUDGET_VARIANT_STEP && replaced?.image ? { ...step, image: replaced.image } : step,
    ),
  };
}
