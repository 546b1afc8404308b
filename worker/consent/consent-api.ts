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
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
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
import { sameSitePosts } from "../middleware/csrf.ts";
import { fieldProblems } from "../middleware/validate.ts";

/** A choice is a few short fields: 4 KB is ample. */
const CONSENT_BODY_LIMIT_BYTES = 4 * 1024;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A checkbox: ticked is the form's 'on' (or JSON true); absent or false is not ticked. */
const ticked = z.union([z.literal("on"), z.literal("true"), z.boolean()]).optional();

/** The post's schema, its own messages in the request's language. */
function consentBodySchema(words: Messages["consent"]["api"]) {
  return z.object({
    choice: z.enum(CONSENT_CHOICES),
    Advertising: ticked,
    Analytics: ticked,
    Functional: ticked,
    DataSharing: ticked,
    rejectCookies: ticked,
    returnTo: z
      .string()
      .refine((text) => sameSiteReturnPath(text) !== null, words.returnToElsewhere)
      .optional(),
  });
}

/** zod's own messages in Spanish for a Spanish post; English stays zod's default. */
const SPANISH_ZOD_MESSAGES = z.locales.es().localeError;

function isTicked(value: z.infer<typeof ticked>): boolean {
  return value === true || value === "on" || value === "true";
}

function refuse(c: Context<AppEnv>, status: 400 | 403 | 413 | 415, error: string, problems?: unknown) {
  return c.json({ error, ...(problems ? { problems } : {}) }, status);
}

/** `POST /api/consent` (CONSENT_PATH). */
export const consentApi = new Hono<AppEnv>().post(
  "/consent",
  sameSitePosts((c) => refuse(c, 403, messagesFor(c.var.language).consent.api.crossSite)),
  bodyLimit({
    maxSize: CONSENT_BODY_LIMIT_BYTES,
    onError: (c) => refuse(c, 413, messagesFor(c.var.language).consent.api.tooLarge(CONSENT_BODY_LIMIT_BYTES / 1024)),
  }),
  async (c) => {
    const words = messagesFor(c.var.language).consent.api;
    const sentAs = bodyKind(c.req.header("Content-Type"));
    if (sentAs === null) return refuse(c, 415, words.unsupportedType);
    const body = await readBodyAs(c, sentAs);
    if (body === null) return refuse(c, 400, words.unreadable);
    const parsed = consentBodySchema(words).safeParse(
      body,
      c.var.language === "es" ? { error: SPANISH_ZOD_MESSAGES } : undefined,
    );
    if (!parsed.success) {
      const problems = fieldProblems(parsed.error);
      const first = problems[0];
      return refuse(c, 400, words.invalid(first ? `${first.field}: ${first.message}` : words.invalidSummary), problems);
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
