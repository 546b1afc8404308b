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
import { type MoveInReport, moveInReportProblem, moveInReportSchema } from "../../domain/inquiry/move-in-report.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { CROSS_SITE_POST, sameSitePosts } from "../middleware/csrf.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { checkReviewToken, isSpentTokenError } from "../reviews/review-token-store.ts";
import { type ReviewToken, readReviewToken } from "../reviews/review-tokens.ts";
import { moveInLead, providerIsListed, saveMoveInReport } from "./move-in-store.ts";

export const MOVE_IN_PATH = "/v1/dxp/move-in";

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

const MESSAGES = {
  noToken: "Invalid query: token: Required. Please open the link from your email again.",
  forged: "This link is not valid. Please open the link from your email again.",
  expired: "This link has expired. Please ask us for a new one.",
  used: "A move-in report was already sent with this link.",
  noLead: "This request no longer exists.",
  changed: "The request changed while the report was being sent. Please try again.",
} as const;

/**
 * The earliest day, anywhere in the United States, on which the request was made: its time
 * less ten hours (Hawaii's offset), so a family is never told they moved in before a request
 * they sent that same evening.
 */
const EARLIEST_US_OFFSET_MS = 10 * 60 * 60 * 1000;

function fail(c: Context<AppEnv>, status: ContentfulStatusCode, error: string): Response {
  return c.json<MoveInFailure>({ success: false, error }, status);
}

/**
 * The link's token as checked (signature, purpose, expiry, and with `refuseUsed` whether a
 * report was sent with it): the token, or the failure to answer.
 */
async function tokenOf(
  c: Context<AppEnv>,
  refuseUsed: boolean,
): Promise<{ token: ReviewToken } | { failure: Response }> {
  const value = c.req.query("token");
  if (!value) return { failure: fail(c, 400, MESSAGES.noToken) };
  const now = new Date();
  const secret = c.env.REVIEW_TOKEN_SECRET;
  const result = refuseUsed
    ? await checkReviewToken(c.env.DB, secret, "move-in", value, now)
    : await readReviewToken(secret, "move-in", value, now);
  switch (result.status) {
    case "valid":
      return { token: result.token };
    case "forged":
      return { failure: fail(c, 400, MESSAGES.forged) };
    case "expired":
      return { failure: fail(c, 410, MESSAGES.expired) };
    case "used":
      return { failure: fail(c, 409, MESSAGES.used) };
  }
}

/** The body as a report, or the failure naming the field. */
async function reportOf(c: Context<AppEnv>): Promise<{ report: MoveInReport } | { failure: Response }> {
  if (bodyKind(c.req.header("Content-Type")) !== "json") {
    return { failure: fail(c, 415, "Send the body as JSON, with Content-Type: application/json") };
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { failure: fail(c, 400, "Invalid body: it is not JSON") };
  }
  const parsed = moveInReportSchema.safeParse(body);
  if (parsed.success) return { report: parsed.data };
  const first = fieldProblems(parsed.error)[0];
  return { failure: fail(c, 400, `Invalid body: ${first?.field ?? "(body)"}: ${first?.message ?? "invalid"}`) };
}

/** Every answer of these routes, failures too: nothing may keep a family's request. */
function keepNothing(c: Context<AppEnv>): void {
  c.header("Cache-Control", "no-store");
}

export const moveInApi = new Hono<AppEnv>()
  .get(MOVE_IN_PATH, async (c) => {
    keepNothing(c);
    const checked = await tokenOf(c, false);
    if ("failure" in checked) return checked.failure;
    const lead = await moveInLead(c.env.DB, checked.token.subjectId);
    if (!lead) return fail(c, 404, MESSAGES.noLead);
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
      return fail(c, 403, CROSS_SITE_POST);
    }),
    async (c) => {
      keepNothing(c);
      const checked = await tokenOf(c, true);
      if ("failure" in checked) return checked.failure;
      const read = await reportOf(c);
      if ("failure" in read) return read.failure;
      const { token } = checked;
      const { report } = read;

      const lead = await moveInLead(c.env.DB, token.subjectId);
      if (!lead) return fail(c, 404, MESSAGES.noLead);
      const requestTime = Date.parse(lead.createdAt);
      const problem = moveInReportProblem(report, {
        today: new Date().toISOString().slice(0, 10),
        requestDay: new Date((Number.isNaN(requestTime) ? 0 : requestTime) - EARLIEST_US_OFFSET_MS)
          .toISOString()
          .slice(0, 10),
      });
      if (problem) return fail(c, 400, `Invalid body: ${problem.field}: ${problem.message}`);
      if (report.providerId !== undefined && !(await providerIsListed(c.env.DB, report.providerId))) {
        return fail(c, 400, "Invalid body: providerId: No listed provider has this id");
      }

      try {
        await saveMoveInReport(c.env.DB, token, report);
      } catch (error) {
        // Another request spent the token between the check and the write.
        if (isSpentTokenError(error)) return fail(c, 409, MESSAGES.used);
        // The lead was deleted, or the provider removed, between the checks and the write.
        if (error instanceof Error && /FOREIGN KEY constraint failed/.test(error.message)) {
          return fail(c, 409, MESSAGES.changed);
        }
        throw error;
      }
      return c.json({ success: true as const }, 201);
    },
  );
