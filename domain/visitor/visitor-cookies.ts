/**
 * The visitor cookies and their rules (spec reviews-and-provider-page §3, §4, §5): anon id,
 * 30-minute session with Timeout, consent categories. Every cookie value is parsed by a zod
 * schema; a value that fails is treated as absent and replaced, never an error.
 */
import { z } from "zod";

/** spec: reviews-and-provider-page §5, cookie ids hold letters, digits and hyphens only. */
export const anonIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/** spec: reviews-and-provider-page §9, session 30 minutes; §4 Timeout moves 30 s ahead on unload. */
export const SESSION_LENGTH_MS = 30 * 60 * 1000;

export const sessionSchema = z.strictObject({
  ID: anonIdSchema,
  /** Epoch milliseconds after which the session is over. */
  Expiration: z.number().int().positive(),
  /** Epoch milliseconds set by the page on unload; null while a page is open. */
  Timeout: z.number().int().positive().nullable(),
});
export type VisitorSession = z.infer<typeof sessionSchema>;

/** spec: reviews-and-provider-page §3, four categories, all true by default. */
export const consentSchema = z.strictObject({
  Advertising: z.boolean(),
  Analytics: z.boolean(),
  Functional: z.boolean(),
  DataSharing: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;
export const DEFAULT_CONSENT: Consent = { Advertising: true, Analytics: true, Functional: true, DataSharing: true };
/** The most private choice: every category off. */
export const PRIVATE_CONSENT: Consent = { Advertising: false, Analytics: false, Functional: false, DataSharing: false };

/**
 * The consent cookie: the four categories and, once the visitor has chosen (the consent banner
 * or the cookie opt-out page), `Chosen: true`. A cookie written before the marker existed, or
 * the default written on a first visit, has no marker: the banner asks until the visitor chooses.
 */
export const consentCookieSchema = z.strictObject({ ...consentSchema.shape, Chosen: z.literal(true).optional() });
export type ConsentCookie = z.infer<typeof consentCookieSchema>;

/**
 * Whether the Cookie header carries a cookie of this name, whatever its value: a value that a
 * cookie parser skips (one holding a quote or a comma, say) is still a cookie the visitor has.
 */
export function isCookieSent(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const equals = pair.indexOf("=");
    return equals !== -1 && pair.slice(0, equals).trim() === name;
  });
}

/**
 * The `Sec-GPC` request header: `1` when the visitor's browser sends Global Privacy Control, the
 * visitor's standing request not to have their data sold or shared. Any other value is no signal.
 */
export const globalPrivacyControlSchema = z.literal("1");

/** What Global Privacy Control turns off until the visitor chooses otherwise: ads and sharing. */
export function withGlobalPrivacyControl(consent: Consent): Consent {
  return { ...consent, Advertising: false, DataSharing: false };
}

/**
 * The visitor's consent, and whether the consent cookie must be written. Without a consent
 * cookie the visitor has not chosen yet: the default (spec: all categories on). A cookie that
 * reads is the visitor's choice. A cookie that is there but does not read held a choice nobody
 * can see any more, perhaps an opt-out, and turning everything back on would undo it: it means
 * the most private choice, written back, until the visitor chooses again. A browser that sends
 * Global Privacy Control gets Advertising and DataSharing off in every consent the visitor has
 * not chosen (the default, written back when it said otherwise); a choice made stays as made.
 */
export function consentFromCookie(
  text: string | undefined,
  sent: boolean,
  globalPrivacyControl = false,
): { consent: Consent; chosen: boolean; write: boolean } {
  const unchosen = (consent: Consent) => (globalPrivacyControl ? withGlobalPrivacyControl(consent) : consent);
  if (!sent) return { consent: unchosen(DEFAULT_CONSENT), chosen: false, write: true };
  const cookie = parseCookie(consentCookieSchema, text, true);
  if (!cookie) return { consent: PRIVATE_CONSENT, chosen: false, write: true };
  const { Chosen, ...consent } = cookie;
  if (Chosen === true) return { consent, chosen: true, write: false };
  const honoured = unchosen(consent);
  const changed = honoured.Advertising !== consent.Advertising || honoured.DataSharing !== consent.DataSharing;
  return { consent: honoured, chosen: false, write: changed };
}

/** Parses a cookie's text with a schema; JSON cookies are decoded first. Bad text is null. */
export function parseCookie<T>(schema: z.ZodType<T>, text: string | undefined, json: boolean): T | null {
  if (text === undefined) return null;
  let value: unknown = text;
  if (json) {
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A session is over once its Expiration passed or the unload Timeout passed. */
export function isSessionActive(session: VisitorSession, now: number): boolean {
  if (now >= session.Expiration) return false;
  return session.Timeout === null || now < session.Timeout;
}

/**
 * The session after this request: the same ID while it is active, kept alive for another 30
 * minutes and with the unload Timeout cleared (the visitor came back in time); else a new one.
 */
export function continueSession(previous: VisitorSession | null, now: number, newId: () => string): VisitorSession {
  const id = previous && isSessionActive(previous, now) ? previous.ID : newId();
  return { ID: id, Expiration: now + SESSION_LENGTH_MS, Timeout: null };
}
