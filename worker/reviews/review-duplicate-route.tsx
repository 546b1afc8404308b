/**
 * The page the mailed link of a possible duplicate opens, /reviews/duplicate/?token=…
 * (docs/reviews.md): it asks its author to keep or withdraw the review with two buttons whose plain form
 * post, to the same path, makes the change. A fetch of the link changes nothing; a forged,
 * expired or used link says so.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type DuplicatePageState, DuplicateReviewPage } from "../../ui/reviews/DuplicateReviewPage.tsx";
import type { AppEnv } from "../env.ts";
import { sameSitePosts } from "../middleware/csrf.ts";
import { languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import { type DuplicateFailure, decideDuplicate, waitingDuplicate } from "./review-duplicate-decision.ts";
import { DUPLICATE_CONFIRM_PATH } from "./review-duplicate-mail.ts";

function duplicatePage(c: Context<AppEnv>, state: DuplicatePageState) {
  // The page may carry a working token: like every page with visitor state it is `private, no-store`.
  const words = languageOf(c).t.reviews.duplicate;
  return renderPage(c, {
    status: state.kind === "failed" ? 400 : 200,
    title: words.title,
    description: words.description,
    canonicalPath: DUPLICATE_CONFIRM_PATH,
    noindex: true,
    body: <DuplicateReviewPage chrome={siteChrome(c)} action={DUPLICATE_CONFIRM_PATH} state={state} />,
  });
}

function failed(c: Context<AppEnv>, failure: DuplicateFailure) {
  return duplicatePage(c, { kind: "failed", reason: languageOf(c).t.reviews.duplicate.reasons[failure] });
}

export const reviewDuplicatePages = new Hono<AppEnv>()
  .get(DUPLICATE_CONFIRM_PATH, async (c) => {
    const token = c.req.query("token");
    const waiting = await waitingDuplicate(c.env.DB, c.env.REVIEW_TOKEN_SECRET, token, new Date());
    if ("failure" in waiting) return failed(c, waiting.failure);
    return duplicatePage(c, { kind: "ask", token: token ?? "" });
  })
  .post(
    DUPLICATE_CONFIRM_PATH,
    // A page on another site cannot make an author's browser answer for them.
    sameSitePosts((c) => failed(c, "forged")),
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => failed(c, "forged") }),
    async (c) => {
      let form: Record<string, unknown> = {};
      try {
        form = await c.req.parseBody();
      } catch {
        return failed(c, "forged");
      }
      const token = typeof form.confirmationToken === "string" ? form.confirmationToken : undefined;
      const decision = form.decision === "keep" || form.decision === "withdraw" ? form.decision : null;
      if (decision === null) return failed(c, "forged");
      const result = await decideDuplicate(c.env.DB, c.env.REVIEW_TOKEN_SECRET, token, decision);
      if ("failure" in result) return failed(c, result.failure);
      return duplicatePage(c, { kind: result.done === "keep" ? "kept" : "withdrawn" });
    },
  );
