/**
 * Valid lead bodies for the tests, each with a new form id: the inquiry form's JSON, the same
 * as a native form post's fields, and the multi-step form's flat JSON. Overrides replace fields.
 */
import type { InquiryRequest } from "../../domain/inquiry/inquiry-schema.ts";

/** A valid POST /api/inquiry JSON body (and partner body) with a new form id. */
export function inquiry(overrides: Partial<InquiryRequest> = {}): InquiryRequest {
  return {
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Maria Gonzalez",
    phoneNumber: "(512) 555-0142",
    email: "maria@example.com",
    payingWithMedicaid: null,
    typeOfCare: "assisted-living",
    anonId: "visitor-0001-test",
    formId: crypto.randomUUID(),
    trackingNotes: "",
    careLocation: "Austin, TX",
    action: "request-info",
    ...overrides,
  };
}

/** A valid POST /api/multi-step-form body with a new form id. */
export function multiStep(overrides: Record<string, unknown> = {}): Record<string, unknown> & { formId: string } {
  return {
    formId: crypto.randomUUID(),
    path: "/lp/",
    domain: "carefind.com",
    inquiry_for: "Myself",
    full_name: "Sam Park",
    email: "sam@example.com",
    phone: "(512) 555-0123",
    ...overrides,
  };
}

/** A valid native form post of the inquiry form (no JavaScript): its named fields as the browser sends them. */
export function inquiryFormFields(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    whoAreYouLookingFor: "Spouse",
    fullName: "Ann Lee",
    phoneNumber: "(512) 555-0199",
    email: "ann@example.com",
    typeOfCare: "assisted-living",
    careLocation: "Austin, TX",
    formId: crypto.randomUUID(),
    trackingNotes: "",
    action: "request-info",
    ...overrides,
  });
}

/** What a browser sends with a post from one of our own pages on the test host (it passes the cross-site check). */
export const FROM_OUR_PAGE: Record<string, string> = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };
