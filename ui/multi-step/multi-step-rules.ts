/**
 * The multi-step form's rules (spec lead-capture-and-chrome §2 to §9), the part the island
 * runs: validating a field and a step, masking a phone number as it is typed, the step in the
 * URL hash, the payload sent to POST /api/multi-step-form and the thank-you page its answer
 * leads to. The form's own messages are in the catalogue (`t.landing.form`); the configuration, its schema and the messages a configuration may override are in
 * domain/multi-step/.
 */
import * as z from "zod/mini";
import { landingForm } from "../../domain/i18n/en/en-landing-form.ts";
import { isSitePath, THANK_YOU_PATH } from "../../domain/inquiry/thank-you-url.ts";
import type { MultiStepField, MultiStepFormConfig, MultiStepStep } from "../../domain/multi-step/multi-step-config.ts";
import { MULTI_STEP_FIELDS, MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG } from "../../domain/multi-step/multi-step-fields.ts";

/** The character an unfilled digit of the mask shows (spec §5: underscore placeholders). */
const MASK_PLACEHOLDER = "_";
const MASK_DIGIT = "9";

/** spec: lead-capture-and-chrome §5 and §8, shown on the last step while another step has an error (English; the form shows `t.landing.form`). */
export const PREVIOUS_STEPS_ERROR = landingForm.previousStepsError;
/** spec: lead-capture-and-chrome §7, where the form is sent. */
export const MULTI_STEP_FORM_ENDPOINT = "/api/multi-step-form";

export type MultiStepValue = string | boolean;
type MultiStepValues = Record<string, MultiStepValue>;

/** Every field of every step, in order. */
function allFields(config: MultiStepFormConfig): MultiStepField[] {
  return config.steps.flatMap((step) => step.form.fields);
}

/** The values a visitor starts from: each field's default; an unchecked box is false. */
export function initialValues(config: MultiStepFormConfig): MultiStepValues {
  return Object.fromEntries(
    allFields(config).map((field) => [field.name, field.defaultValue ?? (field.type === "checkbox" ? false : "")]),
  );
}

const emailSchema = z.email();

function maskPattern(mask: string): RegExp {
  const source = [...mask]
    .map((character) => (character === MASK_DIGIT ? "\\d" : character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The first message for one field's value, or null when it is valid (spec §5): a checkbox is
 * never validated; a required field needs a value; a text input holds at most 50 characters;
 * an email must be one and a phone number must fill its mask, both with typeErrorMessage; a
 * select's value must be one of its options.
 */
export function validateField(field: MultiStepField, value: MultiStepValue | undefined): string | null {
  if (field.type === "checkbox") return null;
  const entered = typeof value === "string" ? value.trim() : "";
  if (entered === "") return field.isRequired ? field.isRequiredErrorMessage : null;
  if (field.type === "select") {
    const allowed = field.options.some((option) => option.value === value);
    return allowed ? null : field.isRequiredErrorMessage;
  }
  if (entered.length > MULTI_STEP_MAX_LENGTH) return VALUE_TOO_LONG;
  const typeError = field.typeErrorMessage ?? field.isRequiredErrorMessage;
  if (field.inputType === "email" && !emailSchema.safeParse(entered).success) return typeError;
  if (field.inputType === "phone" && !maskPattern(field.typeMask).test(entered)) return typeError;
  return null;
}

/** The message of every invalid field of one step, by field name; empty when the step is valid. */
export function validateStep(step: MultiStepStep, values: MultiStepValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of step.form.fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** How many digits a mask takes. */
function maskSlots(mask: string): number {
  return [...mask].filter((character) => character === MASK_DIGIT).length;
}

/**
 * Masks a value as it is typed (spec §5, §9): its digits fill the mask's 9s in order and the
 * rest show as underscores, so '51255' reads '(512) 55_-____'. No digit reads as empty, so
 * the required message still applies. A pasted leading 1 (+1 country code) is dropped when
 * the number is one digit too long.
 */
export function applyMask(mask: string, input: string): string {
  const slots = maskSlots(mask);
  let digits = input.replace(/\D/g, "");
  if (digits.length === slots + 1 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, slots);
  if (digits.length === 0) return "";
  let next = 0;
  return [...mask]
    .map((character) => {
      if (character !== MASK_DIGIT) return character;
      const digit = digits[next++];
      return digit ?? MASK_PLACEHOLDER;
    })
    .join("");
}

/**
 * The masked value after an edit. Deleting a literal of the mask (a parenthesis, space or
 * hyphen) would leave the digits as they were and the mask would put it straight back, so
 * a deletion that removes no digit removes the last digit instead.
 */
export function maskEdit(mask: string, previous: string, typed: string): string {
  const digitsBefore = previous.replace(/\D/g, "");
  const digitsNow = typed.replace(/\D/g, "");
  const deletedOnlyLiterals = typed.length < previous.length && digitsNow === digitsBefore;
  return applyMask(mask, deletedOnlyLiterals ? digitsBefore.slice(0, -1) : typed);
}

/** Where the caret belongs in a masked value: just after the last digit typed. */
export function maskCaret(masked: string): number {
  const lastDigit = masked.search(/\d(?!.*\d)/);
  return lastDigit === -1 ? 0 : lastDigit + 1;
}

/** spec: lead-capture-and-chrome §2, the hash of a step: #step-N, N counted from 1. */
export function stepHash(index: number): string {
  return `#step-${index + 1}`;
}

/** The step index a hash names, or null when it names none of the form's steps (it is then ignored). */
export function stepFromHash(hash: string, total: number): number | null {
  const match = /^#step-([1-9]\d*)$/.exec(hash);
  if (!match) return null;
  const number = Number(match[1]);
  return number <= total ? number - 1 : null;
}

/** Where the payload says it came from (spec §7). */
interface SubmissionOrigin {
  formId: string;
  path: string;
  domain: string;
}

/**
 * The payload of POST /api/multi-step-form (spec §3, §7): every field value not marked
 * doNotSubmit, the hidden fields not marked doNotSubmit, the automated calls and texts
 * consent as the family left its box (false unless ticked), then formId, path and domain.
 */
export function buildSubmission(
  config: MultiStepFormConfig,
  values: MultiStepValues,
  origin: SubmissionOrigin,
  automatedContactConsent = false,
): MultiStepValues {
  const submission: MultiStepValues = {};
  for (const field of allFields(config)) {
    if (field.doNotSubmit) continue;
    const value = values[field.name] ?? (field.type === "checkbox" ? false : "");
    submission[field.name] = typeof value === "string" ? value.trim() : value;
  }
  for (const hidden of config.hiddenFields) {
    if (!hidden.doNotSubmit) submission[hidden.name] = hidden.defaultValue;
  }
  submission[MULTI_STEP_FIELDS.automatedContactConsent] = automatedContactConsent;
  return { ...submission, formId: origin.formId, path: origin.path, domain: origin.domain };
}

/**
 * Where the browser goes once the form was accepted (spec lead-capture-and-chrome §2): the
 * thank-you page the server's answer names, which carries a short-lived reference to the
 * stored lead instead of the submitted values, so nothing the family typed is left in an
 * address; the plain thank-you page when the answer names none on this site.
 */
export function thankYouLocation(answer: unknown): string {
  const page =
    answer && typeof answer === "object" && "thankYouPage" in answer && typeof answer.thankYouPage === "string"
      ? answer.thankYouPage
      : null;
  return page && isSitePath(page) && page.startsWith(THANK_YOU_PATH) ? page : THANK_YOU_PATH;
}

/**
 * Sends the answers, and once more under a new form id when the server answers 409: an earlier
 * send with other answers was stored under the id (its answer never came back) and the family
 * has changed something since, so this is a new request. `renew` takes the new id.
 */
export async function sendOnceMoreAfterConflict(post: () => Promise<Response>, renew: () => void): Promise<Response> {
  const response = await post();
  if (response.status !== 409) return response;
  renew();
  return post();
}
