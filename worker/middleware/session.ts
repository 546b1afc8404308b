/**
 * The visitor: anon id, 30-minute session and consent, read from cookies through zod and
 * written back. A missing, altered or expired cookie is replaced; it never fails a request.
 * spec: reviews-and-provider-page §3, §4, §5.
 */

import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { CONSENT_PATH } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import {
  anonIdSchema,
  consentFromCookie,
  continueSession,
  globalPrivacyControlSchema,
  isCookieSent,
  parseCookie,
  SESSION_LENGTH_MS,
  sessionSchema,
} from "../../domain/visitor/visitor-cookies.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "./cookies.ts";
import { hasSentInquiry } from "./price-visibility.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const session = createMiddleware<AppEnv>(async (c, next) => {
  const now = Date.now();

  let anonId = parseCookie(anonIdSchema, getCookie(c, COOKIE_NAMES.anonId), false);
  if (anonId === null) {
    anonId = crypto.randomUUID();
    // The inquiry forms and the chat read it to send a lead under it: pages never carry it, so
    // a cached page holds nobody's id. It names a browser, not a person, and grants nothing.
    writeCookie(c, COOKIE_NAMES.anonId, anonId, { readableByScript: true, maxAgeSeconds: ONE_YEAR_SECONDS });
  }

  // The page's own script moves Timeout 30 s ahead on unload, so it must read this cookie.
  const previous = parseCookie(sessionSchema, getCookie(c, COOKIE_NAMES.session), true);
  const current = continueSession(previous, now, () => crypto.randomUUID());
  writeCookie(c, COOKIE_NAMES.session, JSON.stringify(current), {
    readableByScript: true,
    maxAgeSeconds: SESSION_LENGTH_MS / 1000,
  });

  // Consent is read by the page's analytics code, and changed by the cookie opt-out page. A
  // consent cookie that does not read means every category off, never the default; Global
  // Privacy Control turns ads and sharing off until the visitor chooses.
  const globalPrivacyControl = globalPrivacyControlSchema.safeParse(c.req.header("Sec-GPC")?.trim()).success;
  const {
    consent,
    chosen: consentChosen,
    write: writeConsent,
  } = consentFromCookie(
    getCookie(c, COOKIE_NAMES.consent),
    isCookieSent(c.req.header("Cookie"), COOKIE_NAMES.consent),
    globalPrivacyControl,
  );
  const inquirySubmitted = await hasSentInquiry(c, anonId);
  c.set("visitor", { anonId, session: current, consent, consentChosen, inquirySubmitted, globalPrivacyControl });
  // The default goes out with the answer, unless this very request made the choice (a post to
  // the consent API): one consent cookie per response, the one that counts. Set before the route
  // runs where no choice can be made, so the finished answer is not copied to add a header.
  const mayChoose = c.req.method === "POST" && c.req.path === CONSENT_PATH;
  const writeDefault = () =>
    writeCookie(c, COOKIE_NAMES.consent, JSON.stringify(consent), {
      readableByScript: true,
      maxAgeSeconds: ONE_YEAR_SECONDS,
    });
  if (writeConsent && !mayChoose) writeDefault();
  await next();
  if (writeConsent && mayChoose && !c.get("visitor").consentChosen) writeDefault();
});
