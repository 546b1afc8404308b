/**
 * POST /api/consent — a visitor's cookie choice (spec reviews-and-provider-page §2, §3, §4), from
 * the consent banner or the cookie opt-out page: as their plain form post (then 303 back to the
 * same-site page named in `returnTo`, never another site) or as JSON from their islands (then
 * `{consent}`). From our own pages only (the same check as every visitor post). The consent
 * cookie keeps the four categories and the choice-made marker for a year; it stays readable by
 * the page's script, which sends events only with Analytics consent (ui/app/record-event.ts).
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  CONSENT_CATEGORIES,
  CONSENT_CHOICES,
  consentAfterChoice,
  sameSiteReturnPath,
} from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import type { ConsentCookie } from "../../domain/visitor/visitor-cookies.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind, readBodyAs } from "../middleware/content-type.ts";
import { writeCookie } from "../middleware/cookies.ts";
import { CROSS_SITE_POST, sameSitePosts } from "../middleware/csrf.ts";
import { fieldProblems } from "../middleware/validate.ts";

/** A choice is a few short fields: 4 KB is ample. */
const CONSENT_BODY_LIMIT_BYTES = 4 * 1024;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A checkbox: ticked is the form's 'on' (or JSON true); absent or false is not ticked. */
const ticked = z.union([z.literal("on"), z.literal("true"), z.boolean()]).optional();

const consentBodySchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  Advertising: ticked,
  Analytics: ticked,
  Functional: ticked,
  DataSharing: ticked,
  rejectCookies: ticked,
  returnTo: z
    .string()
    .refine((text) => sameSiteReturnPath(text) !== null, "must be a path on this site")
    .optional(),
});

function isTicked(value: z.infer<typeof ticked>): boolean {
  return value === true || value === "on" || value === "true";
}

function refuse(c: Context<AppEnv>, status: 400 | 403 | 413 | 415, error: string, problems?: unknown) {
  return c.json({ error, ...(problems ? { problems } : {}) }, status);
}

/** `POST /api/consent` (CONSENT_PATH). */
export const consentApi = new Hono<AppEnv>().post(
  "/consent",
  sameSitePosts((c) => refuse(c, 403, CROSS_SITE_POST)),
  bodyLimit({
    maxSize: CONSENT_BODY_LIMIT_BYTES,
    onError: (c) => refuse(c, 413, `The request body is over the ${CONSENT_BODY_LIMIT_BYTES / 1024} KB limit`),
  }),
  async (c) => {
    const sentAs = bodyKind(c.req.header("Content-Type"));
    if (sentAs === null) return refuse(c, 415, "Send the choice as a form post or as JSON");
    const body = await readBodyAs(c, sentAs);
    if (body === null) return refuse(c, 400, "Invalid body: it could not be read");
    const parsed = consentBodySchema.safeParse(body);
    if (!parsed.success) {
      const problems = fieldProblems(parsed.error);
      const first = problems[0];
      return refuse(c, 400, `Invalid body: ${first ? `${first.field}: ${first.message}` : "invalid"}`, problems);
    }
    const post = parsed.data;
    const categories = Object.fromEntries(CONSENT_CATEGORIES.map(({ name }) => [name, isTicked(post[name])]));
    const consent = consentAfterChoice(post.choice, c.get("visitor").consent, categories, isTicked(post.rejectCookies));
    const cookie: ConsentCookie = { ...consent, Chosen: true };
    // spec: reviews-and-provider-page §3; readable by script: the page's event sender reads Analytics.
    writeCookie(c, COOKIE_NAMES.consent, JSON.stringify(cookie), {
      readableByScript: true,
      maxAgeSeconds: ONE_YEAR_SECONDS,
    });
    c.set("visitor", { ...c.get("visitor"), consent, consentChosen: true });
    if (sentAs === "json") return c.json({ consent });
    return c.redirect(sameSiteReturnPath(post.returnTo ?? "/") ?? "/", 303);
  },
);
