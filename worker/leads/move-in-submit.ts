/**
 * The checks and the write of a move-in report, shared by the JSON API (worker/leads/move-in-api.ts)
 * and the family's page (worker/leads/move-in-route.tsx), so both refuse the same links and the
 * same reports with the same words.
 */
import { inquiry as englishInquiry } from "../../domain/i18n/en/en-inquiry.ts";
import {
  type MoveInReport,
  type MoveInWords,
  moveInReportProblem,
  moveInReportSchema,
  moveInSchemaMessage,
} from "../../domain/inquiry/move-in-report.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { checkReviewToken, isSpentTokenError } from "../reviews/review-token-store.ts";
import { type ReviewToken, readReviewToken } from "../reviews/review-tokens.ts";
import { type MoveInLead, moveInLead, providerIsListed, saveMoveInReport } from "./move-in-store.ts";

/** The refusals' words in English; a route passes the request's (`t.inquiry.moveIn.messages`). */
export const MOVE_IN_MESSAGES: MoveInWords = englishInquiry.moveIn.messages;

/** A refusal: its status, the server's words, and the field they are about when there is one. */
export interface MoveInRefusal {
  status: 400 | 404 | 409 | 410;
  error: string;
  /** A link that was already used (the page then shows what was sent with it). */
  used?: true;
  field?: string;
  /** The field's own message, without the 'Invalid body: field:' prefix. */
  fieldMessage?: string;
}

/**
 * The earliest day, anywhere in the United States, on which the request was made: its time
 * less ten hours (Hawaii's offset), so a family is never told they moved in before a request
 * they sent that same evening.
 */
const EARLIEST_US_OFFSET_MS = 10 * 60 * 60 * 1000;

/**
 * The link's token as checked (signature, purpose, expiry, and with `refuseUsed` whether a
 * report was sent with it): the token, or the refusal.
 */
export async function checkMoveInToken(
  env: { DB: D1Database; REVIEW_TOKEN_SECRET: string },
  value: string | undefined,
  refuseUsed: boolean,
  words: MoveInWords = MOVE_IN_MESSAGES,
): Promise<{ token: ReviewToken } | { refusal: MoveInRefusal }> {
  if (!value) return { refusal: { status: 400, error: words.noToken } };
  const now = new Date();
  const result = refuseUsed
    ? await checkReviewToken(env.DB, env.REVIEW_TOKEN_SECRET, "move-in", value, now)
    : await readReviewToken(env.REVIEW_TOKEN_SECRET, "move-in", value, now);
  switch (result.status) {
    case "valid":
      return { token: result.token };
    case "forged":
      return { refusal: { status: 400, error: words.forged } };
    case "expired":
      return { refusal: { status: 410, error: words.expired } };
    case "used":
      return { refusal: { status: 409, error: words.used, used: true } };
  }
}

function fieldRefusal(field: string, message: string, words: MoveInWords): MoveInRefusal {
  return { status: 400, error: words.invalidField(field, message), field, fieldMessage: message };
}

/** A body (already read) as a report, or the refusal naming its first bad field. */
export function parseMoveInReport(
  body: unknown,
  words: MoveInWords = MOVE_IN_MESSAGES,
): { report: MoveInReport } | { refusal: MoveInRefusal } {
  const parsed = moveInReportSchema.safeParse(body);
  if (parsed.success) return { report: parsed.data };
  const first = fieldProblems(parsed.error)[0];
  const message = first ? moveInSchemaMessage(first.message, words) : "invalid";
  return { refusal: fieldRefusal(first?.field ?? "(body)", message, words) };
}

/**
 * Checks a parsed report against its lead (the day, the provider) and stores it, spending the
 * token in the same batch: the lead as it was before the write, or the refusal.
 */
export async function submitMoveInReport(
  db: D1Database,
  token: ReviewToken,
  report: MoveInReport,
  words: MoveInWords = MOVE_IN_MESSAGES,
): Promise<{ lead: MoveInLead } | { refusal: MoveInRefusal }> {
  const lead = await moveInLead(db, token.subjectId);
  if (!lead) return { refusal: { status: 404, error: words.noLead } };
  const requestTime = Date.parse(lead.createdAt);
  const problem = moveInReportProblem(
    report,
    {
      today: new Date().toISOString().slice(0, 10),
      requestDay: new Date((Number.isNaN(requestTime) ? 0 : requestTime) - EARLIEST_US_OFFSET_MS)
        .toISOString()
        .slice(0, 10),
    },
    words,
  );
  if (problem) return { refusal: fieldRefusal(problem.field, problem.message, words) };
  if (report.providerId !== undefined && !(await providerIsListed(db, report.providerId))) {
    return { refusal: fieldRefusal("providerId", words.noListedProvider, words) };
  }
  try {
    await saveMoveInReport(db, token, report);
  } catch (error) {
    // Another request spent the token between the check and the write.
    if (isSpentTokenError(error)) return { refusal: { status: 409, error: words.used, used: true } };
    // The lead was deleted, or the provider removed, between the checks and the write.
    if (error instanceof Error && /FOREIGN KEY constraint failed/.test(error.message)) {
      return { refusal: { status: 409, error: words.changed } };
    }
    throw error;
  }
  return { lead };
}
