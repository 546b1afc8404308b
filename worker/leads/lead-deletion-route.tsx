/**
 * The lead-deletion pages (docs/leads.md): GET /privacy/delete-my-request/, the form a family
 * asks from (linked from the thank-you page and under every form's consent text), and the page
 * the mailed link opens, /privacy/delete-my-request/confirm/?token=…, which asks the family to
 * press a button. Only that button's POST deletes: a link that is merely fetched deletes
 * nothing. A forged or expired link does nothing and says so.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";
import {
  DeletionConfirmPage,
  type DeletionConfirmState,
  DeletionRequestPage,
} from "../../ui/inquiry/LeadDeletionPages.tsx";
import type { AppEnv } from "../env.ts";
import { sameSitePosts } from "../middleware/csrf.ts";
import { languageOf, renderPage, siteChrome } from "../ssr/render.tsx";
import { DELETION_REQUEST_ENDPOINT } from "./lead-deletion-api.tsx";
import { DELETE_CONFIRM_PATH, DELETION_LINK_DAYS, emailHash, readDeletionToken } from "./lead-deletion-link.ts";
import { deleteLeadsFor, findDeletionRequest } from "./lead-deletion-store.ts";

/** A token is under 200 characters; 4 KB leaves room for a form's encoding. */
const CONFIRM_BODY_LIMIT_BYTES = 4 * 1024;

function confirmPage(c: Context<AppEnv>, state: DeletionConfirmState) {
  // The page may carry a working token: like every page with visitor state it is
  // `private, no-store` (worker/middleware/security-headers.ts), so no cache keeps it.
  const words = languageOf(c).t.inquiry.deletion;
  return renderPage(c, {
    status: state.kind === "forged" || state.kind === "expired" ? 400 : 200,
    title: words.confirmTitle,
    description: words.confirmDescription,
    canonicalPath: DELETE_CONFIRM_PATH,
    noindex: true,
    body: (
      <DeletionConfirmPage
        chrome={siteChrome(c)}
        action={DELETE_CONFIRM_PATH}
        requestPath={DELETE_MY_REQUEST_PATH}
        state={state}
      />
    ),
  });
}

/** What the token says at this moment, with the request it refers to when that still waits. */
async function checkToken(c: Context<AppEnv>, token: string | undefined) {
  const now = new Date();
  const link = await readDeletionToken(c.env.SIGNING_SECRET, token, now);
  if (link.status !== "valid") return { state: { kind: link.status } as DeletionConfirmState, request: null };
  const request = await findDeletionRequest(c.env.DB, link.requestId, now.toISOString());
  // A request already confirmed, or purged once expired, is gone: the link is used up.
  if (!request) return { state: { kind: "expired" } as DeletionConfirmState, request: null };
  return { state: { kind: "ask", token: token ?? "" } as DeletionConfirmState, request };
}

export const leadDeletionPages = new Hono<AppEnv>()
  .get(DELETE_MY_REQUEST_PATH, (c) => {
    const words = languageOf(c).t.inquiry.deletion;
    return renderPage(c, {
      title: words.requestTitle,
      description: words.requestDescription,
      canonicalPath: DELETE_MY_REQUEST_PATH,
      noindex: true,
      body: (
        <DeletionRequestPage
          chrome={siteChrome(c)}
          action={DELETION_REQUEST_ENDPOINT}
          sentMessage={c.req.query("sent") === "1" ? words.sent(DELETION_LINK_DAYS) : null}
          email=""
          problem={null}
        />
      ),
    });
  })
  .get(DELETE_CONFIRM_PATH, async (c) => confirmPage(c, (await checkToken(c, c.req.query("token"))).state))
  .post(
    DELETE_CONFIRM_PATH,
    // A page on another site cannot make a family's browser confirm a deletion.
    sameSitePosts((c) => confirmPage(c, { kind: "forged" })),
    bodyLimit({ maxSize: CONFIRM_BODY_LIMIT_BYTES, onError: (c) => confirmPage(c, { kind: "forged" }) }),
    async (c) => {
      let token: string | undefined;
      try {
        const form = await c.req.parseBody();
        token = typeof form.token === "string" ? form.token : undefined;
      } catch {
        token = undefined;
      }
      const { state, request } = await checkToken(c, token);
      if (!request) return confirmPage(c, state);
      const deleted = await deleteLeadsFor(c.env.DB, request, await emailHash(c.env.SIGNING_SECRET, request.email));
      return confirmPage(c, deleted === null ? { kind: "expired" } : { kind: "done", leadsDeleted: deleted });
    },
  );
