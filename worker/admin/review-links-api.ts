/**
 * POST /admin/reviews/:id/links — the two links an operator sends a provider about one of its
 * published reviews (docs/reviews.md): respond in public, or request removal. Each carries a
 * token of its own purpose, works for REVIEW_TOKEN_DAYS days and once. The links are on the host
 * the operator asked on, so a link issued on a brand's host opens that brand's pages.
 * `{respondUrl, removalUrl, expiresAt}`; 404 for no such review, 409 for one not approved.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { issueReplyLinks, type ReplyLinks } from "../reviews/review-reply-link.ts";
import { findReplyReview } from "../reviews/review-reply-store.ts";
import { ID_PARAM, idParamSchema } from "./id-param.ts";

export const reviewLinksAdmin = new Hono<AppEnv>().post(
  `/${ID_PARAM}/links`,
  validate("param", idParamSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const review = await findReplyReview(c.env.DB, id);
    if (!review) return c.json({ error: `No review ${id}` }, 404);
    if (review.status !== "approved") {
      return c.json({ error: `Review ${id} is ${review.status}: links are issued only for approved reviews` }, 409);
    }
    const links = await issueReplyLinks(c.env.REVIEW_TOKEN_SECRET, id, new URL(c.req.url).origin, new Date());
    return c.json<ReplyLinks>(links);
  },
);
