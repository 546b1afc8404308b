/**
 * POST /api/inquiry — the inquiry form (spec lead-capture-and-chrome §2-§8). JSON from the
 * form's script answers `{success, message, provider}`; a native form post (no JavaScript)
 * redirects to the thank-you page, or shows what to fix. Either way the lead goes through the
 * one lead intake: in D1 before the answer leaves, once per form id.
 */

import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { sha256Hex } from "../../domain/hash.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  defaultInquiryAction,
  type InquiryResponse,
  inquiryRequestSchema,
} from "../../domain/inquiry/inquiry-schema.ts";
import { trackingFromFields } from "../../domain/inquiry/inquiry-tracking.ts";
import { isSitePath, thankYouUrl } from "../../domain/inquiry/thank-you-url.ts";
import { maskPhone } from "../../domain/phone.ts";
import { InquiryProblemsPage } from "../../ui/inquiry/InquiryProblemsPage.tsx";
import type { AppEnv } from "../env.ts";
import type { FieldProblem } from "../middleware/validate.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";
import { inquiryLeadInput } from "./lead-acceptance.ts";
import { brandFormScope, type FormFields, type LeadRefusal, leadIntake, visitorRefusalTexts } from "./lead-intake.ts";
import { inquiryProvider } from "./lead-provider.ts";
import { visitorLeadLimit } from "./lead-rate-limit.ts";

type InquiryInput = z.input<typeof inquiryRequestSchema>;

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * The form id of a post without JavaScript, which no page carries (a cached page is the same
 * for everyone, and its forms make their ids when sent): one per visitor and what was sent, so
 * pressing Submit twice stores the inquiry once.
 */
async function postedFormId(form: FormFields, anonId: string): Promise<string> {
  const sent = Object.entries(form)
    .filter(([name, value]) => name !== "formId" && typeof value === "string")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `post-${(await sha256Hex(JSON.stringify([anonId, sent]))).slice(0, 40)}`;
}

/**
 * A native form post's fields as the JSON the schema reads: the phone masked as the script
 * would have, the checkbox read as a boolean, ids as numbers, tracking from hidden fields, the
 * visitor's anon id from its cookie and a form id made from what was sent.
 */
async function formToInquiryInput(form: FormFields, anonId: string): Promise<InquiryInput> {
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
    // Unticked, the box sends nothing: no automated calls or texts.
    automatedContactConsent: ["on", "true", "yes"].includes(text(form.automatedContactConsent) ?? ""),
    typeOfCare: text(form.typeOfCare) ?? "",
    anonId: text(form.anonId) || anonId,
    formId: text(form.formId) || (await postedFormId(form, anonId)),
    trackingNotes: text(form.trackingNotes) ?? "",
    providerId: Number.isSafeInteger(providerId) && providerId > 0 ? providerId : undefined,
    source: text(form.source) || undefined,
    careLocation: text(form.careLocation) ?? "",
    action: (text(form.action) || undefined) as InquiryInput["action"],
    tracking: trackingFromFields(form),
  };
}

/** Where the problems page sends the visitor back to: the page the form was on, if it is ours. */
function returnTo(form: FormFields): string {
  const path = text(form.returnTo);
  return path && isSitePath(path) ? path : "/";
}

function problemsPage(c: Context<AppEnv>, problems: FieldProblem[], form: FormFields, status: LeadRefusal["status"]) {
  const { inquiry } = messagesFor(c.var.language);
  const labels: Readonly<Record<string, string>> = inquiry.fields;
  return renderPage(c, {
    status,
    title: inquiry.problems.title,
    description: inquiry.problems.description,
    canonicalPath: "/api/inquiry",
    noindex: true,
    body: (
      <InquiryProblemsPage
        chrome={siteChrome(c)}
        problems={problems.map((problem) => ({
          label: labels[problem.field] ?? problem.field,
          message: problem.message,
        }))}
        returnTo={returnTo(form)}
      />
    ),
  });
}

const inquiryLeadSchema = z.pipe(
  inquiryRequestSchema,
  z.transform((request) =>
    inquiryLeadInput(request, {
      action: request.action ?? defaultInquiryAction(request),
      providerId: request.providerId ?? null,
      source: request.source ?? null,
      tracking: request.tracking ?? {},
    }),
  ),
);

export const inquiryApi = new Hono<AppEnv>().post(
  "/inquiry",
  ...leadIntake({
    kind: "inquiry",
    fromBrowsers: true,
    schema: inquiryLeadSchema,
    fromForm: (form, c) => formToInquiryInput(form, c.get("visitor").anonId),
    provider: { field: "providerId", required: false },
    firstProblemPerField: true,
    limit: visitorLeadLimit,
    formScope: brandFormScope,
    marksSubmitted: true,
    texts: (c) => visitorRefusalTexts(c, messagesFor(c.var.language).inquiry.refusal.unsupportedType),
    refused: (c, { status, message, problems }, { sentAs, form }) => {
      if (sentAs === "form") {
        return problemsPage(c, problems.length > 0 ? problems : [{ field: "(request)", message }], form, status);
      }
      return c.json({ success: false, message, provider: null, ...(problems.length > 0 ? { problems } : {}) }, status);
    },
    accepted: (c, provider, { sentAs, form }) => {
      if (sentAs === "form") {
        const phone = provider?.phoneNumber || c.env.ADVISOR_PHONE;
        const target = thankYouUrl({
          slug: provider?.slug ?? null,
          phone,
          defaultPage: text(form.thankYouPage) ?? null,
        });
        return c.redirect(target, 303);
      }
      return c.json<InquiryResponse>({
        success: true,
        message: messagesFor(c.var.language).inquiry.thankYouTitle,
        provider: provider ? inquiryProvider(provider) : null,
      });
    },
  }),
);
