/**
 * The provider's side of a review, through a signed link (docs/reviews.md; spec
 * reviews-and-provider-page §3, §5, §7, §8):
 *
 * - GET /v1/dxp/reviews?token= — the review the link is about, `{review, token, providerEmail}`,
 *   for a token of either purpose; a forged, expired or used token, or a review no longer
 *   published, is a 4xx `{error}`.
 * - POST /v1/dxp/reviews/response?token= and /v1/dxp/reviews/contest?token= with
 *   `{authorName, authorTitle, content, authorEmail}` — a public response (stored 'pending' for an
 *   operator) or a removal request (stored 'open'). `{success: true}`, or `{success: false,
 *   error}` with a 4xx. The token is spent in the same D1 batch as the insert, so a link works
 *   once, even for two posts at the same moment.
 *
 * Posts come from our own pages only (the CSRF check of the lead routes); the token's signature,
 * not a rate limit, keeps strangers out: without the secret nobody can make one.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { Language } from "../../domain/i18n/languages.ts";
import {
  type ReviewReplyKind,
  type ReviewReplyResult,
  reviewReplySchema,
} from "../../domain/reviews/review-response-form.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { checkAnyReplyToken, checkReplyToken, REPLY_TOKEN_STATUS, replyPageData } from "./review-reply-link.ts";
import { storeReviewReply } from "./review-reply-store.ts";
import { isSpentTokenError } from "./review-token-store.ts";

/** The fields hold at most some 5,500 characters; 16 KB leaves room for JSON's escapes. */
export const REPLY_BODY_LIMIT_BYTES = 16 * 1024;

type ReplyStatus = 200 | 400 | 403 | 404 | 409 | 410 | 413 | 415;

/** What a submission came to: the status and the answer. */
export interface ReplyOutcome {
  status: ReplyStatus;
  result: ReviewReplyResult;
}

const refused = (status: ReplyStatus, error: string): ReplyOutcome => ({ status, result: { success: false, error } });

/**
 * Checks the token and the fields and stores the reply; shared by the JSON API and the pages'
 * plain form post. `body` is what the sender sent, unread by anything else; the answer is in `language`,
 * and the reply is stored as written in it.
 */
export async function submitReviewReply(
  env: Env,
  kind: ReviewReplyKind,
  token: string | undefined,
  body: unknown,
  language: Language,
): Promise<ReplyOutcome> {
  const words = messagesFor(language).reviews.reply;
  const check = await checkReplyToken(env, kind, token, new Date());
  if (check.status !== "valid") return refused(REPLY_TOKEN_STATUS[check.status], words.linkProblems[check.status]);
  const parsed = reviewReplySchema(words.messages).safeParse(body);
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? words.notObject);
  try {
    const stored = await storeReviewReply(env.DB, kind, check.token, parsed.data, language);
    if (!stored) return refused(404, words.linkProblems.unavailable);
  } catch (error) {
    if (isSpentTokenError(error)) return refused(409, words.linkProblems.used);
    throw error;
  }
  return { status: 200, result: { success: true } };
}

/** The JSON body, or null when it cannot be read as JSON. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

function replyRoute(kind: ReviewReplyKind) {
  return [
    sameSitePosts((c) => c.json<ReviewReplyResult>({ success: false, error: crossSitePost(c) }, 403)),
    bodyLimit({
      maxSize: REPLY_BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json<ReviewReplyResult>(
          {
            success: false,
            error: messagesFor(c.var.language).reviews.reply.bodyTooLarge(REPLY_BODY_LIMIT_BYTES / 1024),
          },
          413,
        ),
    }),
    async (c: Context<AppEnv>) => {
      if (bodyKind(c.req.header("Content-Type")) !== "json") {
        return c.json<ReviewReplyResult>(
          { success: false, error: messagesFor(c.var.language).reviews.reply.notJson },
          415,
        );
      }
      const body = await jsonBody(c);
      if (body === null || typeof body !== "object") {
        return c.json<ReviewReplyResult>(
          { success: false, error: messagesFor(c.var.language).reviews.reply.notObject },
          400,
        );
      }
      const outcome = await submitReviewReply(c.env, kind, c.req.query("token"), body, c.var.language);
      return c.json(outcome.result, outcome.status);
    },
  ] as const;
}

/** Under /v1: the reply page's data, and the response and contest it sends (REVIEW_REPLY_ENDPOINTS). */
export const reviewResponseApi = new Hono<AppEnv>()
  .get("/dxp/reviews", async (c) => {
    const token = c.req.query("token");
    const check = await checkAnyReplyToken(c.env, token, new Date());
    if (check.status !== "valid") {
      return c.json(
        { error: messagesFor(c.var.language).reviews.reply.linkProblems[check.status] },
        REPLY_TOKEN_STATUS[check.status],
      );
    }
    return c.json(replyPageData(check.review, token ?? ""));
  })
  .post("/dxp/reviews/response", ...replyRoute("response"))
  .post("/dxp/reviews/contest", ...replyRoute("contest"));
