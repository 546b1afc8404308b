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
import { INQUIRY_MESSAGES } from "../../domain/inquiry/inquiry-fields.ts";
import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";
import { DeletionRequestPage } from "../../ui/inquiry/LeadDeletionPages.tsx";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { type BodyKind, bodyKind, readBodyAs } from "../middleware/content-type.ts";
import { CROSS_SITE_POST, sameSitePosts } from "../middleware/csrf.ts";
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

/** The answer to every valid request. */
export const DELETION_REQUEST_SENT = `Thank you. If we hold a request sent with that address, we have emailed it a link to confirm the deletion. The link works for ${DELETION_LINK_DAYS} days.`;

const deletionRequestSchema = z.object({
  email: z.string(INQUIRY_MESSAGES.email).trim().max(254, INQUIRY_MESSAGES.email).pipe(z.email(INQUIRY_MESSAGES.email)),
});

/** After the answer: the request row, the link and the message, only for an address we hold leads from. */
async function startDeletion(
  env: Env,
  request: { email: string; brand: string; siteName: string; origin: string },
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
  const link = `${request.origin}${DELETE_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  await sendDeletionMail(
    env.MAIL_WEBHOOK_URL,
    deletionMail(email, request.siteName, link, DELETION_LINK_DAYS),
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
  if (sentAs !== "form") {
    return c.json({ success: false, message, ...(problems.length > 0 ? { problems } : {}) }, status);
  }
  return renderPage(c, {
    status,
    title: "Delete my request",
    description: "Ask us to delete the requests you sent.",
    canonicalPath: DELETE_MY_REQUEST_PATH,
    noindex: true,
    body: (
      <DeletionRequestPage
        chrome={siteChrome(c)}
        action={DELETION_REQUEST_ENDPOINT}
        sentMessage={null}
        email={email}
        problem={problems[0]?.message ?? message}
      />
    ),
  });
}

/** `POST /api/leads/delete-request` (DELETION_REQUEST_ENDPOINT). */
export const leadDeletionApi = new Hono<AppEnv>().post(
  "/leads/delete-request",
  sameSitePosts((c) => refuse(c, bodyKind(c.req.header("Content-Type")), 403, CROSS_SITE_POST)),
  bodyLimit({
    maxSize: DELETION_BODY_LIMIT_BYTES,
    onError: (c) =>
      refuse(
        c,
        bodyKind(c.req.header("Content-Type")),
        413,
        `The request body is over the ${DELETION_BODY_LIMIT_BYTES / 1024} KB limit`,
      ),
  }),
  async (c) => {
    const sentAs = bodyKind(c.req.header("Content-Type"));
    if (sentAs === null) return refuse(c, null, 415, "Send the address as JSON or as a form post");
    const body = await readBodyAs(c, sentAs);
    const limited = await consumeRateLimit(c.env.DB, `lead-deletion:${addressKey(visitorIp(c))}`, VISITOR_LIMIT);
    if (!limited.allowed) {
      c.header("Retry-After", String(limited.retryAfterSeconds));
      return refuse(c, sentAs, 429, "Too many requests from your connection. Please try again in an hour.");
    }
    if (body === null) return refuse(c, sentAs, 400, "Invalid body: it could not be read");
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
      }).catch((error) => console.error("lead deletion: the request could not be started", error)),
    );
    if (sentAs === "form") return c.redirect(`${DELETE_MY_REQUEST_PATH}?sent=1`, 303);
    return c.json({ success: true, message: DELETION_REQUEST_SENT });
  },
);
