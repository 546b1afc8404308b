/**
 * POST /api/inquiry — the inquiry form (spec lead-capture-and-chrome §2-§8). JSON from the
 * form's script answers `{success, message, provider}`; a native form post (no JavaScript)
 * redirects to the thank-you page, or shows what to fix. Either way the lead is in D1 before
 * the answer leaves, once per form id.
 */

import { type Context, Hono } from "hono";
import type { z } from "zod/mini";
import { FIELD_LABELS } from "../../domain/inquiry/inquiry-fields.ts";
import { type InquiryResponse, inquiryRequestSchema } from "../../domain/inquiry/inquiry-schema.ts";
import { trackingFromFields } from "../../domain/inquiry/inquiry-tracking.ts";
import { isSitePath, THANK_YOU_TITLE, thankYouUrl } from "../../domain/inquiry/thank-you-url.ts";
import { maskPhone } from "../../domain/phone.ts";
import { InquiryProblemsPage } from "../../ui/inquiry/InquiryProblemsPage.tsx";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { type FieldProblem, fieldProblems } from "../middleware/validate.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";
import { acceptLead, inquiryLead, markInquirySubmitted } from "./lead-acceptance.ts";
import { inquiryProvider } from "./lead-provider.ts";
import { overRateLimit, rateLimitMessage } from "./lead-rate-limit.ts";

type InquiryInput = z.input<typeof inquiryRequestSchema>;

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * A native form post's fields as the JSON the schema reads: the phone masked as the script
 * would have, the checkbox read as a boolean, ids as numbers, tracking from hidden fields.
 */
export function formToInquiryInput(form: Record<string, unknown>, anonId: string): InquiryInput {
  const medicaid = text(form.payingWithMedicaid);
  const providerId = Number(text(form.providerId));
  return {
    whoAreYouLookingFor: (text(form.whoAreYouLookingFor) ?? "") as InquiryInput["whoAreYouLookingFor"],
    fullName: text(form.fullName) ?? "",
    phoneNumber: maskPhone(text(form.phoneNumber) ?? ""),
    email: text(form.email) ?? "",
    // A checkbox sends nothing when unticked: false if the form showed it, else unknown.
    payingWithMedicaid:
      medicaid !== undefined ? ["on", "true", "yes"].includes(medicaid) : form.medicaidShown ? false : null,
    tourTime: text(form.tourTime) || undefined,
    typeOfCare: text(form.typeOfCare) ?? "",
    anonId: text(form.anonId) || anonId,
    formId: text(form.formId) ?? "",
    trackingNotes: text(form.trackingNotes) ?? "",
    providerId: Number.isSafeInteger(providerId) && providerId > 0 ? providerId : undefined,
    source: text(form.source) || undefined,
    careLocation: text(form.careLocation) ?? "",
    action: (text(form.action) ?? "") as InquiryInput["action"],
    tracking: trackingFromFields(form),
  };
}

function problemsPage(c: Context<AppEnv>, problems: FieldProblem[], returnTo: string, status: 400 | 429) {
  return renderPage(c, {
    status,
    title: "Please check your details",
    description: "Your request could not be sent yet.",
    canonicalPath: "/api/inquiry",
    noindex: true,
    body: (
      <InquiryProblemsPage
        chrome={siteChrome(c)}
        problems={problems.map((problem) => ({
          label: FIELD_LABELS[problem.field as keyof typeof FIELD_LABELS] ?? problem.field,
          message: problem.message,
        }))}
        returnTo={returnTo}
      />
    ),
  });
}

export const inquiryApi = new Hono<AppEnv>().post("/api/inquiry", async (c) => {
  const sentAs = bodyKind(c.req.header("Content-Type"));
  const native = sentAs === "form";
  if (sentAs === null) {
    return c.json<InquiryResponse>(
      { success: false, message: "Send the inquiry as JSON or as a form post", provider: null },
      415,
    );
  }
  const form = native ? await c.req.parseBody() : {};
  const returnTo =
    text(form.returnTo) && isSitePath(text(form.returnTo) as string) ? (text(form.returnTo) as string) : "/";

  if ((await overRateLimit(c)) !== null) {
    const message = rateLimitMessage(c.env.ADVISOR_PHONE);
    if (native) return problemsPage(c, [{ field: "(request)", message }], returnTo, 429);
    return c.json<InquiryResponse>({ success: false, message, provider: null }, 429);
  }

  let input: unknown;
  if (native) {
    input = formToInquiryInput(form, c.get("visitor").anonId);
  } else {
    try {
      input = await c.req.json();
    } catch {
      return c.json<InquiryResponse>(
        { success: false, message: "Invalid body: it is not valid JSON", provider: null },
        400,
      );
    }
  }

  const parsed = inquiryRequestSchema.safeParse(input);
  let problems: FieldProblem[] = parsed.success ? [] : fieldProblems(parsed.error);
  const request = parsed.success ? parsed.data : null;
  const [record] =
    request?.providerId !== undefined ? await getProviderRecords(c.env.DB, c.env.CACHE, [request.providerId]) : [];
  if (request?.providerId !== undefined && !record) problems = [{ field: "providerId", message: "Unknown provider" }];
  if (!request || problems.length > 0) {
    // One message per field: the first, as the form shows it.
    const firstPerField = problems.filter(
      (problem, index) => problems.findIndex((other) => other.field === problem.field) === index,
    );
    if (native) return problemsPage(c, firstPerField, returnTo, 400);
    const summary = firstPerField.map((problem) => `${problem.field}: ${problem.message}`).join("; ");
    return c.json(
      { success: false, message: `Invalid body: ${summary}`, provider: null, problems: firstPerField },
      400,
    );
  }

  const tracking = request.tracking ?? {};
  await acceptLead(
    c,
    inquiryLead(c, request, {
      kind: "inquiry",
      action: request.action,
      providerId: record?.id ?? null,
      source: request.source ?? null,
      tracking,
      landingPageUrl: tracking.landingPageUrl ?? null,
    }),
  );
  markInquirySubmitted(c);

  if (native) {
    const target = thankYouUrl({
      slug: record?.slug ?? null,
      phone: record?.phoneNumber || c.env.ADVISOR_PHONE,
      defaultPage: text(form.thankYouPage) ?? null,
    });
    return c.redirect(target, 303);
  }
  return c.json<InquiryResponse>({
    success: true,
    message: THANK_YOU_TITLE,
    provider: record ? inquiryProvider(record) : null,
  });
});
