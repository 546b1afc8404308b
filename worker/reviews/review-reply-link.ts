/**
 * The links a provider gets to answer a review (docs/reviews.md): 'respond' and 'request
 * removal', each a page with a token of its own purpose (review-response, review-contest) that
 * names the review, works for REVIEW_TOKEN_DAYS and only once. Here: issuing both, and what a
 * token says when a page or the API is given one.
 */
import {
  REVIEW_REPLY_PATHS,
  type ReviewReplyKind,
  type ReviewReplyPageData,
  type ReviewReplyShown,
} from "../../domain/reviews/review-response-form.ts";
import { findReplyReview, type ReplyReview } from "./review-reply-store.ts";
import { checkReviewToken } from "./review-token-store.ts";
import { issueReviewToken, REVIEW_TOKEN_DAYS, type ReviewToken, type ReviewTokenPurpose } from "./review-tokens.ts";

/** The token purpose of each form. */
export const REPLY_PURPOSE = {
  response: "review-response",
  contest: "review-contest",
} as const satisfies Record<ReviewReplyKind, ReviewTokenPurpose>;

/** What POST /admin/reviews/:id/links answers. */
export interface ReplyLinks {
  respondUrl: string;
  removalUrl: string;
  /** ISO 8601 time both links stop working. */
  expiresAt: string;
}

/** Both links for a review, on `origin` (the brand host the operator asked on). */
export async function issueReplyLinks(
  secret: string,
  reviewId: number,
  origin: string,
  now: Date,
): Promise<ReplyLinks> {
  const expires = new Date(now.getTime() + REVIEW_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  // The token carries whole seconds: say the second it really stops working.
  const expiresAt = new Date(Math.floor(expires.getTime() / 1000) * 1000);
  const link = async (kind: ReviewReplyKind) =>
    `${origin}${REVIEW_REPLY_PATHS[kind]}?token=${encodeURIComponent(await issueReviewToken(secret, REPLY_PURPOSE[kind], reviewId, expiresAt))}`;
  return { respondUrl: await link("response"), removalUrl: await link("contest"), expiresAt: expiresAt.toISOString() };
}

/** What a link's token allows at this moment. */
export type ReplyTokenCheck =
  | { status: "valid"; token: ReviewToken; review: ReplyReview }
  | { status: "forged" | "expired" | "used" | "unavailable" };

/** Checks a token for one form: signature and purpose, expiry, one use, and a review still approved. */
export async function checkReplyToken(
  env: Env,
  kind: ReviewReplyKind,
  token: string | undefined,
  now: Date,
): Promise<ReplyTokenCheck> {
  const check = await checkReviewToken(env.DB, env.REVIEW_TOKEN_SECRET, REPLY_PURPOSE[kind], token, now);
  if (check.status !== "valid") return check;
  const review = await findReplyReview(env.DB, check.token.subjectId);
  if (review?.status !== "approved") return { status: "unavailable" };
  return { status: "valid", token: check.token, review };
}

/** A token of either purpose (GET /v1/dxp/reviews): the first purpose its signature holds for. */
export async function checkAnyReplyToken(env: Env, token: string | undefined, now: Date): Promise<ReplyTokenCheck> {
  const asResponse = await checkReplyToken(env, "response", token, now);
  if (asResponse.status !== "forged") return asResponse;
  return checkReplyToken(env, "contest", token, now);
}

/** Why a token was refused; what each reads as is `t.reviews.reply.linkProblems`, in the API's error and under the pages' notice. */
export type ReplyTokenProblem = Exclude<ReplyTokenCheck["status"], "valid">;

/** The status the API answers a refused token with. */
export const REPLY_TOKEN_STATUS = { forged: 400, expired: 410, used: 409, unavailable: 404 } as const satisfies Record<
  ReplyTokenProblem,
  number
>;

/** The page data of a working link (spec §3): the review as written, the token, the provider's email. */
export function replyPageData(review: ReplyReview, token: string): ReviewReplyPageData {
  // The directory keeps no email address for providers: the form starts empty.
  return {
    review: {
      createdAt: review.createdAt,
      authorName: review.authorName,
      title: review.relationship,
      text: review.content,
    },
    token,
    providerEmail: "",
  };
}

/** The review as the reply pages show it: the page data's review and the language it was written in. */
export function replyReviewShown(review: ReplyReview): ReviewReplyShown {
  return { ...replyPageData(review, "").review, language: review.language };
}
