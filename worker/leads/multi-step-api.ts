/**
 * POST /api/multi-step-form — the paid-search landing page's form (spec lead-capture-and-chrome
 * §7): a flat JSON object of the submitted values with formId, path and domain. Stored as a
 * lead before answering, once per form id.
 */

import { Hono } from "hono";
import { DEFAULT_CARE_TYPE_SLUG } from "../../domain/care-types.ts";
import { formatFeatureOverride } from "../../domain/flags/feature-flags.ts";
import { TRACKING_PARAMETERS, trackingFromFields } from "../../domain/inquiry/inquiry-tracking.ts";
import { MULTI_STEP_FIELDS } from "../../domain/multi-step/multi-step-fields.ts";
import { type MultiStepResponse, multiStepSubmissionSchema } from "../../domain/multi-step/multi-step-submission.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { acceptLead, markInquirySubmitted } from "./lead-acceptance.ts";
import { overRateLimit, rateLimitMessage, visitorIp } from "./lead-rate-limit.ts";

const NAMED = new Set<string>([...Object.values(MULTI_STEP_FIELDS), "formId", "path", "domain"]);
const TRACKING = new Set<string>(Object.values(TRACKING_PARAMETERS));

export const multiStepFormApi = new Hono<AppEnv>().post("/api/multi-step-form", async (c) => {
  if (bodyKind(c.req.header("Content-Type")) !== "json") {
    return c.json<MultiStepResponse>({ success: false, message: "Send the form as JSON" }, 415);
  }
  if ((await overRateLimit(c)) !== null) {
    return c.json<MultiStepResponse>({ success: false, message: rateLimitMessage(c.env.ADVISOR_PHONE) }, 429);
  }
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    return c.json<MultiStepResponse>({ success: false, message: "Invalid body: it is not valid JSON" }, 400);
  }
  const parsed = multiStepSubmissionSchema.safeParse(input);
  if (!parsed.success) {
    const problems = fieldProblems(parsed.error);
    const summary = problems.map((problem) => `${problem.field}: ${problem.message}`).join("; ");
    return c.json({ success: false, message: `Invalid body: ${summary}`, problems }, 400);
  }
  const values = parsed.data;
  const text = (name: string) => {
    const found = values[name];
    return typeof found === "string" && found ? found : null;
  };
  const tracking = trackingFromFields(values);

  await acceptLead(c, {
    formId: values.formId,
    kind: "multi-step",
    brand: c.get("brand").id,
    action: "request-info",
    providerId: null,
    whoAreYouLookingFor: values[MULTI_STEP_FIELDS.who],
    fullName: values[MULTI_STEP_FIELDS.fullName],
    phone: values[MULTI_STEP_FIELDS.phone],
    email: values[MULTI_STEP_FIELDS.email],
    payingWithMedicaid: typeof values.paying_with_medicaid === "boolean" ? values.paying_with_medicaid : null,
    tourTime: null,
    typeOfCare: text(MULTI_STEP_FIELDS.careType) ?? DEFAULT_CARE_TYPE_SLUG,
    careLocation: text(MULTI_STEP_FIELDS.location) ?? "",
    anonId: c.get("visitor").anonId,
    trackingNotes: "",
    source: text("source") ?? "multi-step-form",
    gclid: tracking.gclid ?? null,
    msclkid: tracking.msclkid ?? null,
    utmSource: tracking.utmSource ?? null,
    utmCampaign: tracking.utmCampaign ?? null,
    utmContent: tracking.utmContent ?? null,
    utmMedium: tracking.utmMedium ?? null,
    utmTerm: tracking.utmTerm ?? null,
    landingPageUrl: `${values.domain}${values.path}`,
    userAgent: c.req.header("User-Agent") ?? null,
    ip: visitorIp(c),
    featureOverride: formatFeatureOverride(c.get("flagOverride")) || null,
    extra: Object.fromEntries(Object.entries(values).filter(([name]) => !NAMED.has(name) && !TRACKING.has(name))),
  });
  markInquirySubmitted(c);
  return c.json<MultiStepResponse>({ success: true, message: "Thank you! A Caring Expert will be in touch soon." });
});
