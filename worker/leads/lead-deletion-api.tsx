/**
 * POST /api/leads/delete-request — a family asks to have its leads deleted (docs/leads.md), as
 * JSON `{email}` or as the request page's plain form post. Every valid address gets the same
 * answer at once, whether or not we hold a lead from it, so nobody can probe for an address;
 * the work happens after the answer: when leads exist, a request row and a signed link to
 * confirm it, mailed to that address. Limited per visitor address, and per email address so
 * nobody can flood a family's inbox; the body is bounded.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { Language } from "../../domain/i18n/languages.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { INQUIRY_MESSAGES, localizedFieldMessage } from "../../domain/inquiry/inquiry-fields.ts";
import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";
import { DeletionRequestPage } from "../../ui/inquiry/LeadDeletionPages.tsx";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { type BodyKind, bodyKind, readBodyAs } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";
import { type FieldProblem, fieldProblems } from "../middleware/validate.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";
import {
  DELETE_CONFIRM_PATH,
  DELETION_LINK_DAYS,
  deletionToken,
  emailHash,
  normalEmail,
} from "./lead-deletion-link.ts";
import { deletionMail, sendDeletionMail } from "./lead-deletion-mail.ts";
import { createDeletionRequest, hasLeadsFor } from "./lead-deletion-store.ts";

/** Where the request page posts. */
export const DELETION_REQUEST_ENDPOINT = "/api/leads/delete-request";

/** The largest body read: an address is at most 254 characters; 4 KB leaves room for a form's encoding. */
const DELETION_BODY_LIMIT_BYTES = 4 * 1024;

/** Requests per visitor address: a family asking again never meets it, a script probing addresses does. */
const VISITOR_LIMIT: RateLimit = { limit: 5, windowSeconds: 60 * 60 };

/** Links mailed to one address a day: past it the answer stays the same and no more mail goes out. */
const ADDRESS_LIMIT: RateLimit = { limit: 3, windowSeconds: 24 * 60 * 60 };

const deletionRequestSchema = z.object({
  email: z.string(INQUIRY_MESSAGES.email).trim().max(254, INQUIRY_MESSAGES.email).pipe(z.email(INQUIRY_MESSAGES.email)),
});

/** After the answer: the request row, the link and the message, only for an address we hold leads from. */
async function startDeletion(
  env: Env,
  request: { email: string; brand: string; siteName: string; origin: string; language: Language },
): Promise<void> {
  const email = normalEmail(request.email);
  const hash = await emailHash(env.SIGNING_SECRET, email);
  const perAddress = await consumeRateLimit(env.DB, `lead-deletion-email:${hash}`, ADDRESS_LIMIT);
  if (!perAddress.allowed) {
    console.warn(`lead deletion: more than ${ADDRESS_LIMIT.limit} links asked for one address today; none sent`);
    return;
  }
  if (!(await hasLeadsFor(env.DB, email))) return;
  const id = crypto.randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + DELETION_LINK_DAYS * 24 * 60 * 60 * 1000);
  await createDeletionRequest(
    env.DB,
    { id, email, brand: request.brand, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() },
    now.toISOString(),
  );
  const token = await deletionToken(env.SIGNING_SECRET, id, expiresAt);
  // The link opens the confirmation page in the language the family asked in.
  const link = `${request.origin}${localizedPath(DELETE_CONFIRM_PATH, request.language)}?token=${encodeURIComponent(token)}`;
  await sendDeletionMail(
    env.MAIL_WEBHOOK_URL,
    deletionMail(email, request.siteName, link, DELETION_LINK_DAYS, messagesFor(request.language)),
    link,
    id,
  );
}

/** A refusal in the shape the request came in: JSON, or the request page again with the problem. */
function refuse(
  c: Context<AppEnv>,
  sentAs: BodyKind | null,
  status: 400 | 403 | 413 | 415 | 429,
  message: string,
  problems: FieldProblem[] = [],
  email = "",
) {
  const { inquiry } = messagesFor(c.var.language);
  const spoken = problems.map((problem) => ({
    ...problem,
    message: localizedFieldMessage(problem.message, inquiry.validation),
  }));
  const said = localizedFieldMessage(message, inquiry.validation);
  if (sentAs !== "form") {
    return c.json({ success: false, message: said, ...(spoken.length > 0 ? { problems: spoken } : {}) }, status);
  }
  return renderPage(c, {
    status,
    title: inquiry.deletion.requestTitle,
    description: inquiry.deletion.refusedDescription,
    canonicalPath: DELETE_MY_REQUEST_PATH,
    noindex: true,
    body: (
      <DeletionRequestPage
        chrome={siteChrome(c)}
        action={DELETION_REQUEST_ENDPOINT}
        sentMessage={null}
        email={email}
        problem={spoken[0]?.message ?? said}
      />
    ),
  });
}

/** `POST /api/leads/delete-request` (DELETION_REQUEST_ENDPOINT). */
export const leadDeletionApi = new Hono<AppEnv>().post(
  "/leads/delete-request",
  // A post from another site is refused in the site's own words for it (worker/middleware/csrf.ts).
  sameSitePosts((c) => refuse(c, bodyKind(c.req.header("Content-Type")), 403, crossSitePost(c))),
  bodyLimit({
    maxSize: DELETION_BODY_LIMIT_BYTES,
    onError: (c) =>
      refuse(
        c,
        bodyKind(c.req.header("Content-Type")),
        413,
        messagesFor(c.var.language).inquiry.deletion.tooLarge(DELETION_BODY_LIMIT_BYTES / 1024),
      ),
  }),
  async (c) => {
    const words = messagesFor(c.var.language).inquiry.deletion;
    const sentAs = bodyKind(c.req.header("Content-Type"));
    if (sentAs === null) return refuse(c, null, 415, words.unsupportedType);
    const body = await readBodyAs(c, sentAs);
    const limited = await consumeRateLimit(c.env.DB, `lead-deletion:${addressKey(visitorIp(c))}`, VISITOR_LIMIT);
    if (!limited.allowed) {
      c.header("Retry-After", String(limited.retryAfterSeconds));
      return refuse(c, sentAs, 429, words.rateLimited);
    }
    if (body === null) return refuse(c, sentAs, 400, words.unreadable);
    const parsed = deletionRequestSchema.safeParse(body);
    if (!parsed.success) {
      const typed = typeof (body as { email?: unknown }).email === "string" ? (body as { email: string }).email : "";
      return refuse(c, sentAs, 400, INQUIRY_MESSAGES.email, fieldProblems(parsed.error), typed);
    }

    const brand = c.get("brand");
    c.executionCtx.waitUntil(
      startDeletion(c.env, {
        email: parsed.data.email,
        brand: brand.id,
        siteName: brand.siteName,
        origin: new URL(c.req.url).origin,
        language: c.var.language,
      }).catch((error) => console.error("lead deletion: the request could not be started", error)),
    );
    if (sentAs === "form") return c.redirect(`${DELETE_MY_REQUEST_PATH}?sent=1`, 303);
    return c.json({ success: true, message: words.sent(DELETION_LINK_DAYS) });
  },
);
