/**
 * POST /v1/dxp/reviews/review/duplicate/approve/ and /deny/ (spec reviews-and-provider-page
 * §7, §8) with `{confirmationToken}`: the author of a possible duplicate keeps it (it waits for
 * moderation like any review) or withdraws it (rejected, noted as withdrawn). Both paths also
 * answer without the trailing slash. `{success, message}`; a failure is a 4xx whose message
 * starts 'An error occurred while processing the request'.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { type DuplicateDecision, type DuplicateFailure, decideDuplicate } from "./review-duplicate-decision.ts";

/** Under /v1. */
const DUPLICATE_PATH = "/dxp/reviews/review/duplicate";

const FAILURE_STATUS: Record<DuplicateFailure, 400 | 404 | 409 | 410> = {
  forged: 400,
  expired: 410,
  used: 410,
  gone: 404,
  answered: 409,
};

const confirmationSchema = z.object({
  confirmationToken: z
    .string("confirmationToken is required")
    .check(z.minLength(1, "confirmationToken is required"), z.maxLength(200, "confirmationToken is not valid")),
});

interface DuplicateAnswer {
  success: boolean;
  message: string;
}

function fail(c: Context<AppEnv>, status: 400 | 404 | 409 | 410 | 413 | 415, reason: string) {
  // spec §8: what a failed duplicate confirmation says, with the reason.
  const failedApi = messagesFor(c.var.language).reviews.duplicate.failedApi;
  return c.json<DuplicateAnswer>({ success: false, message: `${failedApi}: ${reason}` }, status);
}

async function decide(c: Context<AppEnv>, decision: DuplicateDecision) {
  if (bodyKind(c.req.header("Content-Type")) !== "json") return fail(c, 415, "send the body as JSON.");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return fail(c, 400, "the body is not valid JSON.");
  }
  const parsed = z.safeParse(confirmationSchema, body);
  if (!parsed.success) return fail(c, 400, "confirmationToken is missing or not valid.");
  const result = await decideDuplicate(c.env.DB, c.env.REVIEW_TOKEN_SECRET, parsed.data.confirmationToken, decision);
  const words = messagesFor(c.var.language).reviews.duplicate;
  if ("failure" in result) return fail(c, FAILURE_STATUS[result.failure], words.reasons[result.failure]);
  return c.json<DuplicateAnswer>({ success: true, message: words.done[decision] });
}

const guards = [
  sameSitePosts((c) => c.json<DuplicateAnswer>({ success: false, message: crossSitePost(c) }, 403)),
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, 413, "the body is over the 4 KB limit.") }),
] as const;

export const reviewDuplicateApi = new Hono<AppEnv>()
  .post(`${DUPLICATE_PATH}/approve/`, ...guards, (c) => decide(c, "keep"))
  .post(`${DUPLICATE_PATH}/approve`, ...guards, (c) => decide(c, "keep"))
  .post(`${DUPLICATE_PATH}/deny/`, ...guards, (c) => decide(c, "withdraw"))
  .post(`${DUPLICATE_PATH}/deny`, ...guards, (c) => decide(c, "withdraw"));
