import { describe, expect, it } from "vitest";
import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  BUDGET_VARIANT_STEP,
  LANDING_PAGE_FORM,
  type MultiStepField,
  type MultiStepFormConfig,
  type MultiStepFormConfigInput,
  multiStepFormConfigSchema,
  TIMELINE_OPTIONS,
  withBudgetVariant,
} from "../../domain/multi-step/multi-step-config.ts";
import {
  CHOOSE_ONE,
  DEFAULT_ERROR_ON_SUBMIT,
  DEFAULT_PHONE_MASK,
  DEFAULT_REQUIRED_MESSAGE,
  MULTI_STEP_FIELDS,
  VALUE_TOO_LONG,
} from "../../domain/multi-step/multi-step-fields.ts";
import { multiStepSubmissionSchema } from "../../domain/multi-step/multi-step-submission.ts";
import {
  applyMask,
  buildSubmission,
  initialValues,
  maskCaret,
  maskEdit,
  sendOnceMoreAfterConflict,
  stepFromHash,
  stepHash,
  thankYouLocation,
  validateField,
  validateStep,
} from "../../ui/multi-step/multi-step-rules.ts";

const landing = multiStepFormConfigSchema.parse(LANDING_PAGE_FORM);
const variant = withBudgetVariant(landing);
const ORIGIN = { formId: "a1b2c3d4e5f6a7b8", path: "/lp/", domain: "carefind.com" };

/** A field as the schema leaves it, from the few properties a test cares about. */
function field(input: Partial<MultiStepField> & Pick<MultiStepField, "name" | "type">): MultiStepField {
  const config = multiStepFormConfigSchema.parse({
    steps: [
      {
        headline: "h",
        subHeadline: "",
        form: { headline: "f", cta: { label: "Next" }, fields: [{ label: "Label", ...input }] },
      },
    ],
  });
  const parsed = config.steps[0]?.form.fields[0];
  if (!parsed) throw new Error("no field");
  return parsed;
}

function names(config: MultiStepFormConfig): string[][] {
  return config.steps.map((step) => step.form.fields.map((item) => item.name));
}

const VALID_DEFAULT_ANSWERS = {
  inquiry_for: "Parent(s)",
  care_type: "memory-care-facilities",
  budget: "4000-6000",
  full_name: "Dana Whitfield",
  email: "dana@example.com",
  phone: "(512) 555-0100",
  location: "78701",
};

describe("configuration", () => {
  it("the landing page's form passes the schema, with the spec's defaults filled in", () => {
    expect(names(landing)).toEqual([
      ["inquiry_for", "care_type"],
      ["budget"],
      ["full_name", "email", "phone", "location"],
    ]);
    expect(landing.errorOnSubmit).toBe("Something went wrong. Please try again.");
    const phone = landing.steps[2]?.form.fields.find((item) => item.name === "phone");
    expect(phone?.typeMask).toBe("(999) 999-9999");
    const who = landing.steps[0]?.form.fields[0];
    expect(who).toMatchObject({ name: "inquiry_for", isRequired: true });
    expect(who?.options[0]).toEqual({ label: "- Choose One -", value: "" });
    expect(landing.hiddenFields).toEqual([{ name: "source", defaultValue: "paid-search", doNotSubmit: false }]);
  });

  it("a configuration without errorOnSubmit or typeMask gets the spec's defaults", () => {
    const minimal = multiStepFormConfigSchema.parse({
      steps: [
        {
          headline: "h",
          subHeadline: "",
          form: {
            headline: "f",
            cta: { label: "Send" },
            fields: [{ name: "phone", type: "input", inputType: "phone", label: "Phone", typeErrorMessage: "Bad" }],
          },
        },
      ],
    });
    expect(minimal.errorOnSubmit).toBe(DEFAULT_ERROR_ON_SUBMIT);
    expect(minimal.steps[0]?.form.fields[0]).toMatchObject({
      typeMask: DEFAULT_PHONE_MASK,
      isRequired: false,
      isRequiredErrorMessage: DEFAULT_REQUIRED_MESSAGE,
      doNotSubmit: false,
    });
    expect(minimal.steps[0]?.form.display).toBe("vertical");
  });

  it("the budget variant replaces step 2 with the timeline step and asks inquiry_for only there; it passes the schema", () => {
    expect(multiStepFormConfigSchema.safeParse(variant).success).toBe(true);
    expect(names(variant)).toEqual([
      ["care_type"],
      ["timeline", "inquiry_for"],
      ["full_name", "email", "phone", "location"],
    ]);
    const [timeline, who] = variant.steps[1]?.form.fields ?? [];
    expect(timeline?.options.map((option) => option.value)).toEqual(["Urgent", "30 Days", "60 Days", "Longer"]);
    expect(TIMELINE_OPTIONS).toEqual(["Urgent", "30 Days", "60 Days", "Longer"]);
    expect(timeline).toMatchObject({ defaultValue: "Urgent", doNotSubmit: true });
    expect(who?.options.map((option) => option.label)).toEqual([
      CHOOSE_ONE,
      "Parent(s)",
      "Relative(s)",
      "Friend(s)",
      "Myself",
      "Spouse",
      "Patient/Client",
      "Job",
      "Other",
    ]);
    expect(who?.options[0]?.value).toBe("");
    expect(who?.isRequired).toBe(true);
    // The fixed step keeps the replaced step's picture, and the original configuration is untouched.
    expect(variant.steps[1]?.image).toEqual(landing.steps[1]?.image);
    expect(BUDGET_VARIANT_STEP.image).toBeUndefined();
    expect(names(landing)[0]).toEqual(["inquiry_for", "care_type"]);
  });

  it("the budget variant leaves a one-step form alone and drops a step left without questions", () => {
    const oneStep = multiStepFormConfigSchema.parse({ ...LANDING_PAGE_FORM, steps: LANDING_PAGE_FORM.steps.slice(2) });
    expect(withBudgetVariant(oneStep)).toBe(oneStep);
    const whoOnly: MultiStepFormConfigInput = {
      ...LANDING_PAGE_FORM,
      steps: LANDING_PAGE_FORM.steps.map((step, index) =>
        index === 0 ? { ...step, form: { ...step.form, fields: step.form.fields.slice(0, 1) } } : step,
      ),
    };
    const varied = withBudgetVariant(multiStepFormConfigSchema.parse(whoOnly));
    expect(names(varied)).toEqual([
      ["timeline", "inquiry_for"],
      ["full_name", "email", "phone", "location"],
    ]);
    expect(multiStepFormConfigSchema.safeParse(varied).success).toBe(true);
  });

  it("a broken configuration fails, naming each problem", () => {
    const broken = {
      steps: [
        {
          headline: "h",
          subHeadline: "",
          image: { src: "https://elsewhere.example/picture.jpg", alt: "" },
          form: {
            headline: "f",
            cta: { label: "Next" },
            fields: [
              { name: "who", type: "select", label: "Who?" },
              { name: "who", type: "input", inputType: "email", label: "Email" },
              { name: "path", type: "input", label: "Path" },
              { name: "pick", type: "select", label: "Pick", options: [{ label: "A", value: "a" }], defaultValue: "b" },
            ],
          },
        },
      ],
    };
    const result = multiStepFormConfigSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("an image is a path on this site");
    // The whole-form checks run once the shape is right.
    const shaped = multiStepFormConfigSchema.safeParse({ steps: [{ ...broken.steps[0], image: undefined }] });
    expect(shaped.error?.issues.map((issue) => issue.message)).toEqual([
      "the field name who is used more than once",
      "the field name path is set by the form itself",
      "the select who has no options",
      "the email input who needs a typeErrorMessage",
      "the default of pick is not one of its options",
    ]);
    expect(multiStepFormConfigSchema.safeParse({ steps: [] }).success).toBe(false);
    expect(multiStepFormConfigSchema.safeParse({ ...LANDING_PAGE_FORM, errorOnSubmit: "" }).success).toBe(false);
    expect(() => multiStepFormConfigSchema.parse({ steps: [{ headline: "h" }] })).toThrow();
  });
});

describe("validateField", () => {
  const name = field({ name: "full_name", type: "input", isRequired: true, isRequiredErrorMessage: "Name please" });
  const email = field({ name: "email", type: "input", inputType: "email", typeErrorMessage: "Bad email" });
  const phone = field({
    name: "phone",
    type: "input",
    inputType: "phone",
    isRequired: true,
    typeErrorMessage: "Bad phone",
  });
  const who = field({
    name: "inquiry_for",
    type: "select",
    isRequired: true,
    isRequiredErrorMessage: "Please make a selection",
    options: [
      { label: CHOOSE_ONE, value: "" },
      { label: "Myself", value: "Myself" },
    ],
  });

  it("asks for a required value with the field's message; blank space is no value", () => {
    expect(validateField(name, "")).toBe("Name please");
    expect(validateField(name, "   ")).toBe("Name please");
    expect(validateField(name, undefined)).toBe("Name please");
    expect(validateField(name, "Dana")).toBeNull();
    expect(validateField(field({ name: "x", type: "input", isRequired: true }), "")).toBe("This field is required");
  });

  it("lets an optional input stay empty", () => {
    expect(validateField(email, "")).toBeNull();
  });

  it("says 'Value is too long' past 50 characters", () => {
    expect(VALUE_TOO_LONG).toBe("Value is too long");
    expect(validateField(name, "a".repeat(50))).toBeNull();
    expect(validateField(name, "a".repeat(51))).toBe("Value is too long");
    expect(validateField(email, `${"a".repeat(40)}@example.com`)).toBe("Value is too long");
  });

  it("checks an email with the field's typeErrorMessage", () => {
    expect(validateField(email, "dana@example")).toBe("Bad email");
    expect(validateField(email, "dana.example.com")).toBe("Bad email");
    expect(validateField(email, "dana@example.com")).toBeNull();
  });

  it("checks a phone number against the mask with the field's typeErrorMessage", () => {
    expect(validateField(phone, "")).toBe(DEFAULT_REQUIRED_MESSAGE);
    expect(validateField(phone, "(512) 55_-____")).toBe("Bad phone");
    expect(validateField(phone, "5125550100")).toBe("Bad phone");
    expect(validateField(phone, "(512) 555-0100")).toBeNull();
    const other = field({
      name: "fax",
      type: "input",
      inputType: "phone",
      typeErrorMessage: "Bad",
      typeMask: "999.999.9999",
    });
    expect(validateField(other, "512.555.0100")).toBeNull();
    expect(validateField(other, "512x555x0100")).toBe("Bad");
  });

  it("needs a select's value to be one of its options; '- Choose One -' is no answer", () => {
    expect(validateField(who, "")).toBe("Please make a selection");
    expect(validateField(who, "Somebody")).toBe("Please make a selection");
    expect(validateField(who, "Myself")).toBeNull();
  });

  it("never validates a checkbox", () => {
    const consent = field({ name: "consent", type: "checkbox", isRequired: true });
    expect(validateField(consent, false)).toBeNull();
    expect(validateField(consent, true)).toBeNull();
  });

  it("validates a step: each invalid field with its message", () => {
    const contact = landing.steps[2];
    if (!contact) throw new Error("no step 3");
    expect(validateStep(contact, initialValues(landing))).toEqual({
      full_name: "Please enter your full name",
      email: "Please enter a valid email address",
      phone: "Please enter a valid U.S. phone number",
      location: "Please enter a ZIP code",
    });
    expect(validateStep(contact, { ...VALID_DEFAULT_ANSWERS, email: "nope", phone: "(512) 5" })).toEqual({
      email: "Please enter a valid email address",
      phone: "Invalid phone number, please enter a valid U.S. phone number",
    });
    expect(validateStep(contact, VALID_DEFAULT_ANSWERS)).toEqual({});
  });
});

describe("the phone mask", () => {
  it("fills the mask's digits in order, with underscores for the rest", () => {
    expect(applyMask(DEFAULT_PHONE_MASK, "")).toBe("");
    expect(applyMask(DEFAULT_PHONE_MASK, "5")).toBe("(5__) ___-____");
    expect(applyMask(DEFAULT_PHONE_MASK, "51255")).toBe("(512) 55_-____");
    expect(applyMask(DEFAULT_PHONE_MASK, "5125550100")).toBe("(512) 555-0100");
    expect(applyMask(DEFAULT_PHONE_MASK, "512-555-0100 ext 9")).toBe("(512) 555-0100");
    expect(applyMask(DEFAULT_PHONE_MASK, "abc")).toBe("");
  });

  it("drops a pasted +1 and ignores digits past the mask", () => {
    expect(applyMask(DEFAULT_PHONE_MASK, "+1 (512) 555-0100")).toBe("(512) 555-0100");
    expect(applyMask(DEFAULT_PHONE_MASK, "51255501009")).toBe("(512) 555-0100");
  });

  it("follows typing: a digit typed anywhere is added, and deleting a mask character removes the last digit", () => {
    expect(maskEdit(DEFAULT_PHONE_MASK, "(512) 55_-____", "(512) 556_-____")).toBe("(512) 556-____");
    expect(maskEdit(DEFAULT_PHONE_MASK, "(512) 55_-____", "(512) 5_-____")).toBe("(512) 5__-____");
    expect(maskEdit(DEFAULT_PHONE_MASK, "(512) 55_-____", "(512) 55-____")).toBe("(512) 5__-____");
    expect(maskEdit(DEFAULT_PHONE_MASK, "(5__) ___-____", "(__) ___-____")).toBe("");
  });

  it("puts the caret after the last digit", () => {
    expect(maskCaret("(512) 55_-____")).toBe(8);
    expect(maskCaret("(5__) ___-____")).toBe(2);
    expect(maskCaret("")).toBe(0);
  });
});

describe("the step in the hash", () => {
  it("is #step-N, counted from 1; a hash naming no step is ignored", () => {
    expect(stepHash(0)).toBe("#step-1");
    expect(stepHash(2)).toBe("#step-3");
    expect(stepFromHash("#step-1", 3)).toBe(0);
    expect(stepFromHash("#step-3", 3)).toBe(2);
    for (const hash of ["", "#", "#step-0", "#step-4", "#step-01", "#step-1x", "#main", "#step--1"]) {
      expect(stepFromHash(hash, 3)).toBeNull();
    }
  });
});

describe("the submission", () => {
  const values = { ...initialValues(landing), ...VALID_DEFAULT_ANSWERS };

  it("holds every submitted field, the hidden fields, formId, path and domain, and satisfies the API's schema", () => {
    const submission = buildSubmission(landing, values, ORIGIN);
    expect(submission).toEqual({
      ...VALID_DEFAULT_ANSWERS,
      source: "paid-search",
      automated_contact_consent: false,
      ...ORIGIN,
    });
    expect(multiStepSubmissionSchema([landing]).safeParse(submission).success).toBe(true);
  });

  it("sends the automated calls and texts consent only as the family left its box", () => {
    expect(buildSubmission(landing, values, ORIGIN).automated_contact_consent).toBe(false);
    expect(buildSubmission(landing, values, ORIGIN, true).automated_contact_consent).toBe(true);
  });

  it("leaves out doNotSubmit fields and hidden fields, and trims what was typed", () => {
    const submission = buildSubmission(
      variant,
      { ...initialValues(variant), ...VALID_DEFAULT_ANSWERS, full_name: "  Dana Whitfield " },
      ORIGIN,
    );
    expect(submission).not.toHaveProperty("timeline");
    expect(submission).not.toHaveProperty("budget");
    expect(submission.full_name).toBe("Dana Whitfield");
    expect(submission.inquiry_for).toBe("Parent(s)");
    expect(multiStepSubmissionSchema([variant]).safeParse(submission).success).toBe(true);

    const withHidden = multiStepFormConfigSchema.parse({
      ...LANDING_PAGE_FORM,
      hiddenFields: [
        { name: "source", defaultValue: "paid-search" },
        { name: "experiment", defaultValue: "b", doNotSubmit: true },
      ],
    });
    const hidden = buildSubmission(withHidden, values, ORIGIN);
    expect(hidden.source).toBe("paid-search");
    expect(hidden).not.toHaveProperty("experiment");
  });

  it("stores a checkbox as a boolean", () => {
    const config = multiStepFormConfigSchema.parse({
      steps: [
        {
          headline: "h",
          subHeadline: "",
          form: { headline: "f", cta: { label: "Send" }, fields: [{ name: "medicaid", type: "checkbox", label: "M" }] },
        },
      ],
    });
    expect(initialValues(config)).toEqual({ medicaid: false });
    expect(buildSubmission(config, {}, ORIGIN).medicaid).toBe(false);
    expect(buildSubmission(config, { medicaid: true }, ORIGIN).medicaid).toBe(true);
  });

  it("goes to the thank-you page the answer names, which carries no submitted value", () => {
    expect(thankYouLocation({ success: true, message: "", thankYouPage: "/thank-you/?ref=12.1700000000.sig" })).toBe(
      "/thank-you/?ref=12.1700000000.sig",
    );
    // An answer naming no page, or one off this site or off the thank-you path, lands on the plain page.
    for (const answer of [
      null,
      { success: true },
      { thankYouPage: 42 },
      { thankYouPage: "https://evil.example/thank-you/" },
      { thankYouPage: "//evil.example/thank-you/" },
      { thankYouPage: "/lp/?full_name=Dana" },
    ]) {
      expect(thankYouLocation(answer)).toBe("/thank-you/");
    }
  });
});

describe("sending after a conflict", () => {
  it("sends once more under a new id after a 409, and only once", async () => {
    const ids: string[] = [];
    let id = "first-id";
    const statuses = [409, 200];
    const post = async () => {
      ids.push(id);
      return new Response(null, { status: statuses.shift() ?? 409 });
    };
    expect((await sendOnceMoreAfterConflict(post, () => (id = "second-id"))).status).toBe(200);
    expect(ids).toEqual(["first-id", "second-id"]);

    ids.length = 0;
    statuses.push(409, 409);
    expect((await sendOnceMoreAfterConflict(post, () => (id = "third-id"))).status).toBe(409);
    expect(ids).toEqual(["second-id", "third-id"]);
  });

  it("sends once when the server answers anything else", async () => {
    let posts = 0;
    const post = async () => {
      posts++;
      return new Response(null, { status: 400 });
    };
    expect((await sendOnceMoreAfterConflict(post, () => {})).status).toBe(400);
    expect(posts).toBe(1);
  });
});

describe("the landing form's care types", () => {
  it("are every brand's care types (GET /api/care-types), so no brand's landing page offers what its search refuses", () => {
    const select = landing.steps[0]?.form.fields.find(
      (candidate) => candidate.type === "select" && candidate.name === MULTI_STEP_FIELDS.careType,
    );
    const offered = (select?.options ?? [])
      .filter((option) => option.value !== "")
      .map((option) => ({ slug: option.value, name: option.label }));
    for (const brand of Object.values(BRANDS)) expect(offered).toEqual(brandCareTypeChoices(brand, messagesFor("en")));
  });
});
