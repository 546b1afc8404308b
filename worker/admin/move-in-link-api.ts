/**
 * POST /admin/leads/{id}/move-in-link — a link for the family of lead `id` to report whether
 * they moved in: the page /move-in/?token= (worker/leads/move-in-route.tsx): `{url, expiresAt}`, on the host of the brand
 * the lead came from, working once for REVIEW_TOKEN_DAYS days. 404 for no such lead. The
 * operator mails it; issuing another leaves the earlier ones working until they are used.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { MOVE_IN_PAGE_PATH } from "../leads/move-in-route.tsx";
import { leadBrand } from "../leads/move-in-store.ts";
import { originOfBrand } from "../middleware/brand-origin.ts";
import { validate } from "../middleware/validate.ts";
import { issueReviewToken, REVIEW_TOKEN_DAYS } from "../reviews/review-tokens.ts";
import { ID_PARAM, idParamSchema } from "./id-param.ts";

export interface MoveInLink {
  url: string;
  /** ISO time the link stops working. */
  expiresAt: string;
}

export const moveInLinksAdmin = new Hono<AppEnv>().post(
  `/${ID_PARAM}/move-in-link`,
  validate("param", idParamSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const brand = await leadBrand(c.env.DB, id);
    if (brand === null) return c.json({ error: `No lead has the id ${id}` }, 404);
    // Whole seconds: the token carries its expiry in seconds.
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + REVIEW_TOKEN_DAYS * 86_400) * 1000);
    const token = await issueReviewToken(c.env.REVIEW_TOKEN_SECRET, "move-in", id, expiresAt);
    const url = `${originOfBrand(c.env, brand, c.req.url)}${MOVE_IN_PAGE_PATH}?token=${encodeURIComponent(token)}`;
    c.header("Cache-Control", "no-store");
    return c.json<MoveInLink>({ url, expiresAt: expiresAt.toISOString() }, 201);
  },
);
