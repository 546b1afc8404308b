/**
 * The inquiry form's values and their rules (spec lead-capture-and-chrome §3, §5): one zod
 * schema the browser validates on blur with and the server validates on receipt, written with
 * zod/mini so it stays small in client bundles. The messages are the spec's, exactly.
 */
import * as z from "zod/mini";
import { PHONE_PATTERN } from "../phone.ts";
import {
  INQUIRY_ACTIONS,
  INQUIRY_MESSAGES,
  type InquiryAction,
  type VisibleField,
  WHO_ARE_YOU_LOOKING_FOR,
} from "./inquiry-fields.ts";

const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A visitor's or a form's id (`anonId`, `formId`): 8 to 64 letters, digits and hyphens, each
 * problem said as itself: too short, too long, or a character it cannot hold.
 */
export function leadIdSchema(name: string) {
  const size = "use 8 to 64 letters, digits and hyphens";
  return z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9-]*$/, `${name} holds only letters, digits and hyphens`),
      z.minLength(8, `${name} is too short: ${size}`),
      z.maxLength(64, `${name} is too long: ${size}`),
    );
}

/** The fields the form sends (spec §3). */
export const inquiryValuesSchema = z.object({
  whoAreYouLookingFor: z.enum(WHO_ARE_YOU_LOOKING_FOR, INQUIRY_MESSAGES.whoAreYouLookingFor),
  fullName: z
    .string()
    .check(z.trim(), z.minLength(1, INQUIRY_MESSAGES.fullName), z.maxLength(100, INQUIRY_MESSAGES.nameTooLong)),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, INQUIRY_MESSAGES.phoneRequired),
      z.regex(PHONE_PATTERN, INQUIRY_MESSAGES.phoneFormat),
    ),
  email: z.string().check(z.trim(), z.maxLength(254, INQUIRY_MESSAGES.email), z.email(INQUIRY_MESSAGES.email)),
  payingWithMedicaid: z.nullable(z.boolean()),
  tourTime: z.optional(z.string().check(z.maxLength(100))),
  typeOfCare: requiredText(100),
  anonId: leadIdSchema("anonId"),
  formId: leadIdSchema("formId"),
  trackingNotes: z.string().check(z.maxLength(1000)),
  providerId: z.optional(z.number().check(z.int(), z.positive())),
  source: z.optional(z.string().check(z.maxLength(100))),
  careLocation: requiredText(200),
  /** The separate automated calls and texts consent: given only when the family ticked it (docs/leads.md). */
  automatedContactConsent: z.optional(z.boolean()),
});
export type InquiryValues = z.infer<typeof inquiryValuesSchema>;

/** Ad-click ids and UTM values the browser saw on the landing page (spec §3). */
export const inquiryTrackingSchema = z.object({
  gclid: z.optional(z.string().check(z.maxLength(200))),
  msclkid: z.optional(z.string().check(z.maxLength(200))),
  utmSource: z.optional(z.string().check(z.maxLength(200))),
  utmCampaign: z.optional(z.string().check(z.maxLength(200))),
  utmContent: z.optional(z.string().check(z.maxLength(200))),
  utmMedium: z.optional(z.string().check(z.maxLength(200))),
  utmTerm: z.optional(z.string().check(z.maxLength(200))),
  landingPageUrl: z.optional(z.string().check(z.maxLength(2000))),
});
export type InquiryTracking = z.infer<typeof inquiryTrackingSchema>;

/**
 * What POST /api/inquiry takes as JSON: the values, the action and the tracking. The spec's
 * form values carry no action: without one it is the form's default mode (`defaultInquiryAction`).
 */
export const inquiryRequestSchema = z.object({
  ...inquiryValuesSchema.shape,
  action: z.optional(z.enum(INQUIRY_ACTIONS)),
  tracking: z.optional(inquiryTrackingSchema),
});
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

/** The action of a request that names none: a tour when it asks for a tour time, else information. */
export function defaultInquiryAction(request: Pick<InquiryRequest, "tourTime">): InquiryAction {
  return request.tourTime ? "schedule-tour" : "request-info";
}

/** The first message for one field's value, or null when it is valid. */
export function fieldError(field: VisibleField, value: string): string | null {
  const result = inquiryValuesSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}

/** spec: lead-capture-and-chrome §3, the provider as the inquiry form and the costs dialog read it. */
export const inquiryProviderSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  city: z.object({ name: z.string() }),
  state: z.object({ name: z.string() }),
  services: z.array(
    z.object({
      id: z.number(),
      legacyResourceId: z.nullable(z.string()),
      category: z.object({ name: z.string() }),
      costs: z.object({ startingPriceCents: z.nullable(z.number()) }),
      medicares: z.array(z.object({ federalProviderNumber: z.string(), overallRating: z.nullable(z.number()) })),
    }),
  ),
});
export type InquiryProvider = z.infer<typeof inquiryProviderSchema>;

/** What POST /api/inquiry answers (spec §7): success, a message and the provider asked about. */
export const inquiryResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  provider: z.nullable(inquiryProviderSchema),
});
export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;
