/**
 * The move-in report (spec reviews-and-provider-page §6, §7, §8), by a link an operator mails
 * the family (POST /admin/leads/{id}/move-in-link):
 *
 * - GET /v1/dxp/move-in?token= : `{lead: {id, providerName, careLocation, typeOfCare}, report}`,
 *   the report null until one was sent. A link already used still reads, so the family sees
 *   what they sent.
 * - POST /v1/dxp/move-in?token= with `{movedIn, providerId?, moveInDate?, notes?}` : 201
 *   `{success: true}`. The link works once: its token is spent in the same batch as the write.
 *
 * Every failure is `{success: false, error}` with a 4xx, the error the server's own words
 * (the page falls back to spec §8's 'An error occurred while processing the request'). The
 * answers hold a family's request, so nothing keeps them: `Cache-Control: no-store`.
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { MoveInReport } from "../../domain/inquiry/move-in-report.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { moveInLead } from "./move-in-store.ts";
import { checkMoveInToken, type MoveInRefusal, parseMoveInReport, submitMoveInReport } from "./move-in-submit.ts";

/** Under /v1. */
const MOVE_IN_PATH = "/dxp/move-in";

/** The answer a failure gets, as the move-in page reads it. */
export interface MoveInFailure {
  success: false;
  error: string;
}

export interface MoveInPageData {
  lead: { id: number; providerName: string | null; careLocation: string; typeOfCare: string };
  report: null | {
    movedIn: boolean;
    providerId: number | null;
    providerName: string | null;
    moveInDate: string | null;
    notes: string;
    reportedAt: string;
  };
}

function fail(c: Context<AppEnv>, status: ContentfulStatusCode, error: string): Response {
  return c.json<MoveInFailure>({ success: false, error }, status);
}

const refuse = (c: Context<AppEnv>, refusal: MoveInRefusal) => fail(c, refusal.status, refusal.error);

/** The refusals' words in the request's language (`?lang=`). */
const wordsOf = (c: Context<AppEnv>) => messagesFor(c.var.language).inquiry.moveIn.messages;

/** The body as a report, or the failure naming the field. */
async function reportOf(c: Context<AppEnv>): Promise<{ report: MoveInReport } | { failure: Response }> {
  const words = wordsOf(c);
  if (bodyKind(c.req.header("Content-Type")) !== "json") {
    return { failure: fail(c, 415, words.jsonOnly) };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { failure: fail(c, 400, words.notJson) };
  }
  const parsed = parseMoveInReport(body, words);
  return "refusal" in parsed ? { failure: refuse(c, parsed.refusal) } : parsed;
}

/** Every answer of these routes, failures too: nothing may keep a family's request. */
function keepNothing(c: Context<AppEnv>): void {
  c.header("Cache-Control", "no-store");
}

export const moveInApi = new Hono<AppEnv>()
  .get(MOVE_IN_PATH, async (c) => {
    keepNothing(c);
    const checked = await checkMoveInToken(c.env, c.req.query("token"), false, wordsOf(c));
    if ("refusal" in checked) return refuse(c, checked.refusal);
    const lead = await moveInLead(c.env.DB, checked.token.subjectId);
    if (!lead) return fail(c, 404, wordsOf(c).noLead);
    return c.json<MoveInPageData>({
      lead: {
        id: lead.id,
        providerName: lead.providerName,
        careLocation: lead.careLocation,
        typeOfCare: lead.typeOfCare,
      },
      report: lead.report,
    });
  })
  .post(
    MOVE_IN_PATH,
    sameSitePosts((c) => {
      keepNothing(c);
      return fail(c, 403, crossSitePost(c));
    }),
    async (c) => {
      keepNothing(c);
      const checked = await checkMoveInToken(c.env, c.req.query("token"), true, wordsOf(c));
      if ("refusal" in checked) return refuse(c, checked.refusal);
      const read = await reportOf(c);
      if ("failure" in read) return read.failure;
      const submitted = await submitMoveInReport(c.env.DB, checked.token, read.report, wordsOf(c));
      if ("refusal" in submitted) return refuse(c, submitted.refusal);
      return c.json({ success: true as const }, 201);
    },
  );
