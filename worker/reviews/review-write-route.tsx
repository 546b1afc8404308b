/**
 * GET /reviews/write/ — the generic write-a-review page (spec reviews-and-provider-page §4, §5),
 * on both brands, for any facility the family names; the footer of every page links to it.
 * The path without its slash leads to it.
 */
import { Hono } from "hono";
import { WRITE_REVIEW_PATH } from "../../ui/reviews/write/review-write-text.ts";
import { WRITE_REVIEW_TITLE, WriteReviewPage } from "../../ui/reviews/write/WriteReviewPage.tsx";
import type { AppEnv } from "../env.ts";
import { brandOrigin, inquiryPageFor, renderPage, siteChrome } from "../ssr/render.tsx";

export const reviewWritePage = new Hono<AppEnv>()
  .get(WRITE_REVIEW_PATH.slice(0, -1), (c) => c.redirect(`${WRITE_REVIEW_PATH}${new URL(c.req.url).search}`, 301))
  .get(WRITE_REVIEW_PATH, (c) =>
    renderPage(c, {
      title: WRITE_REVIEW_TITLE,
      description: `Write a review of a senior living community or care provider you know firsthand, for other families on ${c.get("brand").siteName}.`,
      canonicalPath: WRITE_REVIEW_PATH,
      canonicalOrigin: brandOrigin(c),
      body: <WriteReviewPage chrome={siteChrome(c)} tracking={inquiryPageFor(c, "write_review").tracking} />,
    }),
  );
