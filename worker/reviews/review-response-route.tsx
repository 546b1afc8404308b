/**
 * The pages of a provider's review links (docs/reviews.md): /reviews/respond/?token= ('Respond to
 * a review') and /reviews/request-removal/?token= ('Request removal'), and the guidelines they
 * link to, /reviews/guidelines/. The link pages carry a working token in their address: they
 * are `noindex`, `private, no-store` like every visitor page, and send `Referrer-Policy:
 * no-referrer`, so the token never leaves in a Referer. Their form posts JSON to the API once
 * its island runs; without JavaScript it posts to the page itself, answered here.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  REVIEW_GUIDELINES_PATH,
  REVIEW_REPLY_PATHS,
  type ReviewReply,
  type ReviewReplyKind,
  reviewReplyProblems,
} from "../../domain/reviews/review-response-form.ts";
import { ReviewGuidelinesPage } from "../../ui/reviews/ReviewGuidelinesPage.tsx";
import type { ReplyNotice } from "../../ui/reviews/ReviewReplyForm.tsx";
import { ReviewReplyPage } from "../../ui/reviews/ReviewReplyPage.tsx";
import type { AppEnv } from "../env.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { NO_REFERRER } from "../middleware/security-headers.ts";
import { brandOrigin, languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import { checkReplyToken, type ReplyTokenCheck, replyPageData, replyReviewShown } from "./review-reply-link.ts";
import type { ReplyReview } from "./review-reply-store.ts";
import { REPLY_BODY_LIMIT_BYTES, submitReviewReply } from "./review-response-api.ts";

interface Shown {
  status: 200 | 400 | 403 | 404 | 409 | 413;
  values?: ReviewReply;
  notice?: ReplyNotice | null;
  fieldError?: ReturnType<typeof reviewReplyProblems>[number] | null;
}

/** The page for the token as it stands now, with what a plain form post came to. */
async function replyPage(
  c: Context<AppEnv>,
  kind: ReviewReplyKind,
  token: string | undefined,
  shown: Shown,
  /** The link as it was before the post that just spent it: the review stays on the page, the form sends nothing more. */
  spent?: ReplyReview,
) {
  const check: ReplyTokenCheck = spent ? { status: "used" } : await checkReplyToken(c.env, kind, token, new Date());
  const data = check.status === "valid" ? replyPageData(check.review, token ?? "") : null;
  const shownReview = spent ?? (check.status === "valid" ? check.review : null);
  const review = shownReview ? replyReviewShown(shownReview) : null;
  const words = languageOf(c).t.reviews.reply;
  c.header("Referrer-Policy", NO_REFERRER);
  return renderPage(c, {
    status: review ? shown.status : shown.status === 200 ? 400 : shown.status,
    title: words.headings[kind],
    description: words.descriptions[kind],
    canonicalPath: REVIEW_REPLY_PATHS[kind],
    noindex: true,
    body: (
      <ReviewReplyPage
        chrome={siteChrome(c)}
        kind={kind}
        review={review}
        linkProblem={
          review || check.status === "valid" || check.status === "forged" ? null : words.linkProblems[check.status]
        }
        form={{
          kind,
          token: data?.token ?? null,
          providerEmail: data?.providerEmail ?? "",
          ...(shown.values ? { values: shown.values } : {}),
          notice: shown.notice ?? null,
          fieldError: shown.fieldError ?? null,
        }}
      />
    ),
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A plain form post (no JavaScript): the same checks and store as the API, answered with the page. */
async function postedForm(c: Context<AppEnv>, kind: ReviewReplyKind) {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  const token = text(form.token) || undefined;
  const values: ReviewReply = {
    authorName: text(form.authorName),
    authorTitle: text(form.authorTitle),
    content: text(form.content),
    authorEmail: text(form.authorEmail),
  };
  const words = languageOf(c).t.reviews.reply;
  const error = (status: Shown["status"], message: string, fieldError: Shown["fieldError"] = null) =>
    replyPage(c, kind, token, {
      status,
      values,
      notice: { tone: "error", title: words.errorTitle, text: message },
      fieldError,
    });
  if (form.acknowledged === undefined) {
    return error(400, words.acknowledgementRequired);
  }
  const before = await checkReplyToken(c.env, kind, token, new Date());
  const { status, result } = await submitReviewReply(c.env, kind, token, values, c.var.language);
  if (result.success) {
    return replyPage(
      c,
      kind,
      undefined,
      { status: 200, notice: { tone: "success", title: null, text: words.notices[kind].success } },
      before.status === "valid" ? before.review : undefined,
    );
  }
  const problem = reviewReplyProblems(values, words.messages).find((field) => field.message === result.error) ?? null;
  return error(status === 410 || status === 415 ? 400 : status, result.error, problem);
}

function replyPages(kind: ReviewReplyKind) {
  const path = REVIEW_REPLY_PATHS[kind];
  const refuse = (status: 403 | 413, message: (c: Context<AppEnv>) => string) => (c: Context<AppEnv>) =>
    replyPage(c, kind, undefined, {
      status,
      notice: { tone: "error", title: languageOf(c).t.reviews.reply.errorTitle, text: message(c) },
    });
  return new Hono<AppEnv>()
    .get(path, (c) => replyPage(c, kind, c.req.query("token"), { status: 200 }))
    .post(
      path,
      sameSitePosts(refuse(403, crossSitePost)),
      bodyLimit({
        maxSize: REPLY_BODY_LIMIT_BYTES,
        onError: refuse(413, (c) => languageOf(c).t.reviews.reply.bodyTooLarge(REPLY_BODY_LIMIT_BYTES / 1024)),
      }),
      (c) => postedForm(c, kind),
    );
}

export const reviewReplyPages = new Hono<AppEnv>()
  .route("/", replyPages("response"))
  .route("/", replyPages("contest"))
  .get(REVIEW_GUIDELINES_PATH, (c) =>
    renderPage(c, {
      title: languageOf(c).t.reviews.guidelinesPage.title,
      description: languageOf(c).t.reviews.guidelinesPage.description,
      canonicalPath: REVIEW_GUIDELINES_PATH,
      canonicalOrigin: brandOrigin(c),
      body: <ReviewGuidelinesPage chrome={siteChrome(c)} />,
    }),
  );
