/**
 * POST /v1/dxp/reviews/review/duplicate/approve/ and /deny/ (spec reviews-and-provider-page
 * §7, §8) with `{confirmationToken}`: the author of a possible duplicate keeps it (it waits for
 * moderation like any review) or withdraws it (rejected, noted as withdrawn). The token is the
 * one mailed for that review (purpose 'review-duplicate'), used once: it is spent in the same
 * batch as the change. Both paths also answer without the trailing slash.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { CROSS_SITE_POST, sameSitePosts } from "../middleware/csrf.ts";
import { answerDuplicate, duplicateState } from "./review-submission-store.ts";
import { checkReviewToken, isSpentTokenError, spendReviewToken } from "./review-tokens.ts";

const DUPLICATE_PATH = "/v1/dxp/reviews/review/duplicate";

/** spec §8: what a failed duplicate confirmation says, with the reason. */
export const DUPLICATE_FAILED = "An error occurred while processing the request";

/** The note a withdrawn duplicate carries for operators. */
export const WITHDRAWN_NOTE = "withdrawn by its author as a duplicate";

const confirmationSchema = z.object({
  confirmationToken: z
    .string("confirmationToken is required")
    .check(z.minLength(1, "confirmationToken is required"), z.maxLength(200)),
});

interface DuplicateAnswer {
  success: boolean;
  message: string;
}

function fail(c: Context<AppEnv>, status: 400 | 403 | 404 | 409 | 410 | 413 | 415, reason: string) {
  return c.json<DuplicateAnswer>({ success: false, message: `${DUPLICATE_FAILED}: ${reason}` }, status);
}

async function decide(c: Context<AppEnv>, decision: "approve" | "deny") {
  if (bodyKind(c.req.header("Content-Type")) !== "json") return fail(c, 415, "send the body as JSON.");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return fail(c, 400, "the body is not valid JSON.");
  }
  const parsed = z.safeParse(confirmationSchema, body);
  if (!parsed.success) return fail(c, 400, "confirmationToken is missing.");

  const now = new Date();
  const check = await checkReviewToken(
    c.env.DB,
    c.env.REVIEW_TOKEN_SECRET,
    "review-duplicate",
    parsed.data.confirmationToken,
    now,
  );
  if (check.status === "forged") return fail(c, 400, "this link is not valid.");
  if (check.status === "expired") return fail(c, 410, "this link has expired.");
  if (check.status === "used") return fail(c, 410, "this link was already used.");

  const review = await duplicateState(c.env.DB, check.token.subjectId);
  if (!review) return fail(c, 404, "this review no longer exists.");
  if (review.status !== "pending" || review.duplicateOf === null) {
    return fail(c, 409, "this review is no longer waiting for your answer.");
  }
  try {
    const changed = await answerDuplicate(c.env.DB, spendReviewToken(c.env.DB, check.token), review.id, {
      decision: decision === "approve" ? "keep" : "withdraw",
      note: WITHDRAWN_NOTE,
      at: now.toISOString(),
    });
    if (!changed) return fail(c, 409, "this review is no longer waiting for your answer.");
  } catch (error) {
    if (isSpentTokenError(error)) return fail(c, 410, "this link was already used.");
    throw error;
  }
  return c.json<DuplicateAnswer>({
    success: true,
    message:
      decision === "approve"
        ? "Thank you. Your review is kept and will be published once our team has read it."
        : "Thank you. Your review is withdrawn and will not be published.",
  });
}

const guards = [
  sameSitePosts((c) => c.json<DuplicateAnswer>({ success: false, message: CROSS_SITE_POST }, 403)),
  bodyLimit({ maxSize: 4 * 1024, onError: (c) => fail(c, 413, "the body is over the 4 KB limit.") }),
] as const;

export const reviewDuplicateApi = new Hono<AppEnv>()
  .post(`${DUPLICATE_PATH}/approve/`, ...guards, (c) => decide(c, "approve"))
  .post(`${DUPLICATE_PATH}/approve`, ...guards, (c) => decide(c, "approve"))
  .post(`${DUPLICATE_PATH}/deny/`, ...guards, (c) => decide(c, "deny"))
  .post(`${DUPLICATE_PATH}/deny`, ...guards, (c) => decide(c, "deny"));
