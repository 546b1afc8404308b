/**
 * What the multi-step form sends (spec lead-capture-and-chrome §3, §5, §7): every field value
 * not marked doNotSubmit, the hidden fields, and formId, path and domain, as one flat object.
 * The named fields below become the lead; any other field is kept with it. One zod/mini schema
 * for the browser and the server.
 */
import * as z from "zod/mini";
import { WHO_ARE_YOU_LOOKING_FOR } from "../inquiry/inquiry-fields.ts";
import { PHONE_PATTERN } from "../phone.ts";
import { MULTI_STEP_FIELDS, MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG } from "./multi-step-fields.ts";

const value = z.union([z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG)), z.boolean()]);

export const multiStepSubmissionSchema = z.catchall(
  z.object({
    formId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, "formId holds letters, digits and hyphens")),
    path: z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)/, "path must be a path on this site")),
    domain: z.string().check(z.minLength(1), z.maxLength(253)),
    [MULTI_STEP_FIELDS.who]: z.enum(WHO_ARE_YOU_LOOKING_FOR, "Please make a selection"),
    [MULTI_STEP_FIELDS.fullName]: z
      .string()
      .check(z.trim(), z.minLength(1, "This field is required"), z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG)),
    [MULTI_STEP_FIELDS.email]: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG),
        z.email("Please enter a valid email address"),
      ),
    [MULTI_STEP_FIELDS.phone]: z.string().check(z.regex(PHONE_PATTERN, "Please enter a valid U.S. phone number")),
    [MULTI_STEP_FIELDS.careType]: z.optional(z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG))),
    [MULTI_STEP_FIELDS.location]: z.optional(z.string().check(z.maxLength(MULTI_STEP_MAX_LENGTH, VALUE_TOO_LONG))),
  }),
  value,
);
export type MultiStepSubmission = z.infer<typeof multiStepSubmissionSchema>;
/** What POST /api/multi-step-form answers; any OK status is success (spec §7). */
export interface MultiStepResponse {
  success: boolean;
  message: string;
}
