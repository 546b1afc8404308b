/**
 * POST /api/multi-step-form — the paid-search landing page's form (spec lead-capture-and-chrome
 * §7): a flat JSON object of the submitted values with formId, path and domain, answered with
 * `{success, message, thankYouPage}`. Only the fields the landing page's configurations declare
 * are read; any other is dropped. Read into a lead and stored by the one lead intake, once per
 * form id; the thank-you page it names carries a short-lived reference to that lead.
 */

import { Hono } from "hono";
import * as z from "zod/mini";
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import { DEFAULT_CARE_TYPE_SLUG } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { LANGUAGE_FACTS } from "../../domain/i18n/languages.ts";
import { TRACKING_PARAMETERS, trackingFromFields } from "../../domain/inquiry/inquiry-tracking.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { leadPromise } from "../../domain/inquiry/lead-promise.ts";
import { thankYouReferenceUrl } from "../../domain/inquiry/thank-you-url.ts";
import { MULTI_STEP_FIELDS, RESERVED_NAMES } from "../../domain/multi-step/multi-step-fields.ts";
import {
  type MultiStepResponse,
  type MultiStepSubmission,
  multiStepSubmissionSchema,
} from "../../domain/multi-step/multi-step-submission.ts";
import type { AppEnv } from "../env.ts";
import { LANDING_FORMS } from "./landing-forms.ts";
import type { LeadInput } from "./lead-acceptance.ts";
import { brandFormScope, leadIntake, visitorRefusalTexts } from "./lead-intake.ts";
import { visitorLeadLimit } from "./lead-rate-limit.ts";
import { thankYouReference } from "./thank-you-reference.ts";

/** Fields the lead names; every other declared field is kept with it as it came. */
const NAMED = new Set<string>([
  ...Object.values(MULTI_STEP_FIELDS),
  ...RESERVED_NAMES,
  ...Object.values(TRACKING_PARAMETERS),
]);

/** The lead a submission makes: the named fields, the page it came from, and the other declared fields as extra. */
function multiStepLeadInput(values: MultiStepSubmission): LeadInput {
  const text = (name: string) => {
    const found = values[name];
    return typeof found === "string" && found ? found : null;
  };
  return {
    formId: values.formId,
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
    anonId: null,
    trackingNotes: "",
    source: text("source") ?? "multi-step-form",
    tracking: { ...trackingFromFields(values), landingPageUrl: `${values.domain}${values.path}` },
    automatedContactConsent: values[MULTI_STEP_FIELDS.automatedContactConsent] === true,
    extra: Object.fromEntries(Object.entries(values).filter(([name]) => !NAMED.has(name))),
  };
}

export const multiStepFormApi = new Hono<AppEnv>().post(
  "/multi-step-form",
  ...leadIntake({
    kind: "multi-step",
    fromBrowsers: true,
    schema: z.pipe(multiStepSubmissionSchema(LANDING_FORMS), z.transform(multiStepLeadInput)),
    limit: visitorLeadLimit,
    formScope: brandFormScope,
    marksSubmitted: true,
    texts: (c) => visitorRefusalTexts(c, messagesFor(c.var.language).inquiry.refusal.unsupportedJson),
    refused: (c, { status, message, problems }) =>
      c.json({ success: false, message, ...(problems.length > 0 ? { problems } : {}) }, status),
    // The thank-you page gets a reference to the stored lead, never the submitted values.
    accepted: async (c, _provider, _request, leadId) => {
      const t = messagesFor(c.var.language);
      const promise = leadPromise(
        {
          recipient: leadRecipient(null, c.get("brand"), t.inquiry),
          kind: "multi-step",
          withinAdvisorHours: isWithinAdvisorHours(new Date()),
        },
        { t, locale: LANGUAGE_FACTS[c.var.language].locale },
      );
      return c.json<MultiStepResponse>({
        success: true,
        message: t.inquiry.promise.thanked(promise),
        thankYouPage: thankYouReferenceUrl(await thankYouReference(c, leadId)),
      });
    },
  }),
);
