/**
 * POST /api/reviews/create-review — a family's review (spec reviews-and-provider-page §4, §5,
 * §7; docs/reviews.md). JSON from our own pages only; one zod parse (the form's own schema and
 * the form-type rules), the provider and its care types, the screening of the guidelines a
 * machine can check, the per-address limit, then one statement that stores the review
 * 'pending' unless the same address reviewed the provider in the last 30 days. Nothing is
 * public until an operator approves it. A possible duplicate is stored with `duplicate_of` and
 * its author is mailed a link to confirm or withdraw it.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import type { $ZodIssue } from "zod/v4/core";
import { stateCode } from "../../domain/geo/us-states.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { guidelineProblems, normalReviewText } from "../../domain/reviews/review-screening.ts";
import {
  formTypeProblems,
  inferredFormType,
  type ReviewCreateResponse,
  type ReviewMessages,
  type ReviewSubmission,
  reviewPayloadSchema,
} from "../../domain/reviews/review-submission.ts";
import type { AppEnv } from "../env.ts";
import { normalEmail } from "../leads/lead-deletion-link.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { consumeRateLimit, type RateLimit, refundRateLimit } from "../middleware/rate-limit-store.ts";
import { signValue } from "../middleware/signed-values.ts";
import { reviewContentKey } from "./review-content-key.ts";
import { sendDuplicateMail } from "./review-duplicate-mail.ts";
import {
  isCareType,
  type ReviewedProvider,
  type ReviewRatings,
  reviewedProvider,
  storeReview,
  storeUnmatchedReview,
} from "./review-submission-store.ts";

export const CREATE_REVIEW_PATH = "/api/reviews/create-review";

/**
 * The largest body read: 32 KB. The longest review (5,000 characters) with every other field
 * at its maximum is under 8 KB in ASCII and about 24 KB in characters JSON escapes.
 */
export const REVIEW_BODY_LIMIT_BYTES = 32 * 1024;

/** Reviews stored per visitor address: a family writes one or two, a script is stopped at five. */
export const REVIEW_RATE_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 * 60 };

/** One review of a provider per address in this many days (docs/reviews.md). */
export const REVIEW_REPEAT_DAYS = 30;

/** The review body over the size limit, in the request's language. */
export function reviewBodyTooLarge(c: Context<AppEnv>): string {
  return messagesFor(c.var.language).reviews.messages.bodyTooLarge(REVIEW_BODY_LIMIT_BYTES / 1024);
}

/** The payload field each §5 message is for: a field missing or of the wrong type reads it. */
const FIELD_MESSAGES: Partial<Record<string, keyof ReviewMessages>> = {
  body: "reviewBody",
  authorName: "authorName",
  authorEmail: "authorEmail",
  title: "title",
  legacyResourceId: "careType",
  facilityName: "facilityName",
  city: "city",
  state: "state",
  ratingOverall: "ratingOverall",
};

interface Problem {
  field: string;
  message: string;
}

/** A zod issue as a field problem, in the §5 words where the field has them and the value is missing or mistyped. */
function issueProblem(issue: $ZodIssue, messages: ReviewMessages): Problem {
  const field = issue.path.map(String).join(".") || "(body)";
  const key = FIELD_MESSAGES[field];
  const spec = key ? messages[key] : undefined;
  const message =
    typeof spec === "string" && (issue.code === "invalid_type" || issue.code === "invalid_value")
      ? spec
      : issue.message;
  return { field, message };
}

type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 429;

/** What a review sent from a form comes to: stored, or refused with the status and the words to show. */
export type ReviewCreateOutcome =
  | { stored: true }
  | {
      stored: false;
      status: 400 | 404 | 409 | 429;
      /** For the log and the form's analytics. */
      message: string;
      /** For the visitor, each once. */
      messages: string[];
      /** With 429: when to try again. */
      retryAfterSeconds?: number;
    };

type Refusal = Extract<ReviewCreateOutcome, { stored: false }>;

function refusal(status: Refusal["status"], message: string, messages: string[] = [message]): Refusal {
  return { stored: false, status, message, messages: [...new Set(messages)] };
}

function problemsRefusal(problems: Problem[]): Refusal {
  const summary = problems.map((problem) => `${problem.field}: ${problem.message}`).join("; ");
  return refusal(
    400,
    `Invalid body: ${summary}`,
    problems.map((problem) => problem.message),
  );
}

/** A refusal as the API answers it: `message` for the log and the form's analytics, `messages` for the toasts. */
function refuse(c: Context<AppEnv>, status: ErrorStatus, message: string, messages: string[] = [message]) {
  return c.json<ReviewCreateResponse>({ message, messages: [...new Set(messages)] }, status);
}

/** The JSON body, or undefined when it is not JSON. */
async function jsonBody(c: Context<AppEnv>): Promise<{ value: unknown } | undefined> {
  try {
    return { value: await c.req.json() };
  } catch {
    return undefined;
  }
}

/**
 * A keyed hash of the visitor's address (an IPv4 address, or an IPv6 /64) under
 * SIGNING_SECRET: the same connection gives the same hash, and the address is never kept.
 */
export async function clientHash(secret: string, address: string): Promise<string> {
  const signed = await signValue(secret, "review-client", address);
  return signed.slice(signed.lastIndexOf(".") + 1);
}

function ratings(payload: ReviewSubmission): ReviewRatings {
  return {
    ratingOverall: payload.ratingOverall,
    ratingStaff: payload.ratingStaff,
    ratingActivities: payload.ratingActivities,
    ratingFood: payload.ratingFood,
    ratingFacilities: payload.ratingFacilities,
    ratingValue: payload.ratingValue,
  };
}

/** The service of the provider the review's care type names (its care-type id, or the service's legacy id). */
function reviewedService(provider: ReviewedProvider, legacyResourceId: string) {
  return provider.services.find(
    (service) => service.careTypeId === legacyResourceId || service.legacyResourceId === legacyResourceId,
  );
}

/**
 * Checks and stores one review, whatever it was sent as (the API's JSON, the page's plain form
 * post): the payload's schema, the provider and its care types, the screening, the per-address
 * limit, the once-a-month rule. Never throws for a family's input.
 */
export async function submitReview(c: Context<AppEnv>, value: unknown): Promise<ReviewCreateOutcome> {
  const words = messagesFor(c.var.language).reviews;
  const { messages } = words;
  const parsed = z.safeParse(reviewPayloadSchema(words), value);
  if (!parsed.success) return problemsRefusal(parsed.error.issues.map((issue) => issueProblem(issue, messages)));
  const payload = parsed.data;
  const locationId = payload.locationId ?? null;
  const provider = locationId === null ? null : await reviewedProvider(c.env.DB, locationId);
  if (locationId !== null && provider === null) {
    return refusal(404, `Invalid body: locationId: no provider has the id ${locationId}`, [messages.providerNotFound]);
  }
  const service = provider ? reviewedService(provider, payload.legacyResourceId) : null;
  // The spec's payload names no form type: the kind of care reviewed decides it.
  const formType = inferredFormType(payload, service?.careTypeId ?? null);
  const typeProblems = formTypeProblems(payload, formType, messages);
  if (typeProblems.length > 0) return problemsRefusal(typeProblems);
  if (provider && !service) return problemsRefusal([{ field: "legacyResourceId", message: messages.careType }]);
  const unmatchedState = provider ? null : stateCode(payload.state ?? "");
  if (!provider && !unmatchedState) return problemsRefusal([{ field: "state", message: messages.state }]);
  if (!provider && !(await isCareType(c.env.DB, payload.legacyResourceId))) {
    return problemsRefusal([{ field: "legacyResourceId", message: messages.careType }]);
  }

  const screened = guidelineProblems(
    {
      body: payload.body,
      authorName: payload.authorName,
      providerName: provider?.name ?? payload.facilityName ?? null,
    },
    messages.guidelines,
  );
  if (screened.length > 0) {
    return refusal(
      400,
      `Invalid body: body: ${screened.map((problem) => problem.message).join("; ")}`,
      screened.map((problem) => problem.message),
    );
  }

  const address = addressKey(visitorIp(c));
  const limitKey = `review:${address}`;
  const countedAt = Date.now();
  const limited = await consumeRateLimit(c.env.DB, limitKey, REVIEW_RATE_LIMIT, countedAt);
  if (!limited.allowed) {
    return {
      ...refusal(429, messages.tooMany(Math.ceil(limited.retryAfterSeconds / 60))),
      retryAfterSeconds: limited.retryAfterSeconds,
    };
  }

  const now = new Date();
  const common = {
    ...ratings(payload),
    authorName: payload.authorName,
    authorEmail: normalEmail(payload.authorEmail),
    relationship: payload.title,
    content: payload.body,
    clientHash: await clientHash(c.env.SIGNING_SECRET, address),
    createdAt: now.toISOString(),
    // The page's language (an API's ?lang=): the family writes in it, and the pages mark it.
    language: c.var.language,
  };
  if (!provider || !service) {
    await storeUnmatchedReview(c.env.DB, {
      ...common,
      facilityName: payload.facilityName ?? "",
      city: payload.city ?? "",
      stateCode: unmatchedState ?? "",
      careTypeId: payload.legacyResourceId,
      sourceName: payload.sourceName || "new",
    });
    return { stored: true };
  }

  const normalContent = normalReviewText(payload.body);
  const stored = await storeReview(
    c.env.DB,
    {
      ...common,
      providerId: provider.id,
      careTypeId: service.careTypeId,
      legacyResourceId: payload.legacyResourceId,
      contentKey: await reviewContentKey(payload.body),
      normalContent,
      sourceName: payload.sourceName || "provider_page",
    },
    new Date(now.getTime() - REVIEW_REPEAT_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  );
  if (stored.outcome === "recent") {
    // Nothing was stored: the limit counts reviews stored, not a resend refused.
    await refundRateLimit(c.env.DB, limitKey, REVIEW_RATE_LIMIT, countedAt);
    return refusal(409, messages.recent(REVIEW_REPEAT_DAYS));
  }
  if (stored.duplicateOf !== null) {
    const brand = c.get("brand");
    c.executionCtx.waitUntil(
      sendDuplicateMail(c.env, {
        reviewId: stored.id,
        to: common.authorEmail,
        providerName: provider.name,
        siteName: brand.siteName,
        origin: new URL(c.req.url).origin,
        language: c.var.language,
      }).catch((error) => console.error(`review ${stored.id}: the duplicate confirmation could not be sent`, error)),
    );
  }
  return { stored: true };
}

/** `POST /api/reviews/create-review` (CREATE_REVIEW_PATH). */
export const reviewCreateApi = new Hono<AppEnv>().post(
  "/reviews/create-review",
  sameSitePosts((c) => refuse(c, 403, crossSitePost(c))),
  bodyLimit({
    maxSize: REVIEW_BODY_LIMIT_BYTES,
    onError: (c) => refuse(c, 413, reviewBodyTooLarge(c)),
  }),
  async (c) => {
    if (bodyKind(c.req.header("Content-Type")) !== "json") {
      return refuse(c, 415, "Send the review as JSON, with Content-Type: application/json");
    }
    const body = await jsonBody(c);
    if (!body) return refuse(c, 400, "Invalid body: it is not valid JSON");
    const outcome = await submitReview(c, body.value);
    if (outcome.stored) {
      return c.json<ReviewCreateResponse>(
        { message: messagesFor(c.var.language).reviews.write.submitted.message },
        201,
      );
    }
    if (outcome.retryAfterSeconds !== undefined) c.header("Retry-After", String(outcome.retryAfterSeconds));
    return refuse(c, outcome.status, outcome.message, outcome.messages);
  },
);
