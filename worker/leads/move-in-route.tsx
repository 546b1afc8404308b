/**
 * The page an operator's move-in link opens, /move-in/?token= (docs/reviews.md, Move-in
 * reports), on both brands. It asks the family whether they found a place; its plain form
 * posts to the same address, token included, and gets the page again: thanks, the form with
 * the refused field named (400), or what the link says (expired 410, used 409 with what was
 * sent, forged 400). It uses the JSON API's own checks and write (worker/leads/move-in-submit.ts).
 * The address carries a working token: the page is `noindex`, `private, no-store`, and sends
 * `Referrer-Policy: no-referrer`.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { careTypeById } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  EMPTY_MOVE_IN_VALUES,
  type MoveInFieldName,
  MoveInPage,
  type MoveInPageState,
  type MoveInRequest,
  type MoveInSent,
  type MoveInValues,
} from "../../ui/inquiry/MoveInPage.tsx";
import type { AppEnv } from "../env.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { NO_REFERRER, VISITOR_CACHE_CONTROL } from "../middleware/security-headers.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";
import { type MoveInLead, moveInLead } from "./move-in-store.ts";
import { checkMoveInToken, type MoveInRefusal, parseMoveInReport, submitMoveInReport } from "./move-in-submit.ts";

export const MOVE_IN_PAGE_PATH = "/move-in/";

/** The largest form post read: the notes' 1,000 characters, each up to 9 bytes encoded, and the rest. */
const MOVE_IN_FORM_LIMIT_BYTES = 16 * 1024;

const FIELDS: readonly MoveInFieldName[] = ["movedIn", "moveInDate", "providerId", "notes"];

/** The page's words, in its language. */
const wordsOf = (c: Context<AppEnv>) => messagesFor(c.var.language).inquiry.moveIn;

type Status = 200 | 400 | 403 | 404 | 409 | 410 | 413;

function requestOf(lead: MoveInLead): MoveInRequest {
  return {
    careType: careTypeById(lead.typeOfCare)?.id ?? lead.typeOfCare,
    careLocation: lead.careLocation,
    provider: lead.providerId !== null && lead.providerName ? { id: lead.providerId, name: lead.providerName } : null,
  };
}

function sentOf(lead: MoveInLead): MoveInSent | null {
  const report = lead.report;
  return report
    ? { movedIn: report.movedIn, providerName: report.providerName, moveInDate: report.moveInDate, notes: report.notes }
    : null;
}

function page(c: Context<AppEnv>, status: Status, state: MoveInPageState) {
  c.header("Referrer-Policy", NO_REFERRER);
  c.header("Cache-Control", VISITOR_CACHE_CONTROL);
  const token = c.req.query("token");
  return renderPage(c, {
    status,
    title: wordsOf(c).heading,
    description: wordsOf(c).description,
    canonicalPath: MOVE_IN_PAGE_PATH,
    noindex: true,
    body: (
      <MoveInPage
        chrome={siteChrome(c)}
        action={token ? `${MOVE_IN_PAGE_PATH}?token=${encodeURIComponent(token)}` : MOVE_IN_PAGE_PATH}
        state={state}
      />
    ),
  });
}

/** The page for a refused link, or for a post refused for no one field. */
async function refused(c: Context<AppEnv>, refusal: MoveInRefusal, subjectId?: number) {
  if (refusal.used && subjectId !== undefined) {
    const lead = await moveInLead(c.env.DB, subjectId);
    if (lead)
      return page(c, 409, { kind: "used", request: requestOf(lead), sent: sentOf(lead), message: refusal.error });
  }
  return page(c, refusal.status, { kind: "failed", message: refusal.error });
}

/** A used link still names its lead: the token's signature and expiry are checked without the used list. */
async function usedLinkLead(c: Context<AppEnv>): Promise<number | undefined> {
  const read = await checkMoveInToken(c.env, c.req.query("token"), false);
  return "token" in read ? read.token.subjectId : undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The form's fields as the report the API takes: the schema decides what is wrong with them. */
function reportBody(values: MoveInValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    movedIn: values.movedIn === "yes" ? true : values.movedIn === "no" ? false : undefined,
  };
  if (values.moveInDate !== "") body.moveInDate = values.moveInDate;
  if (values.providerId !== "") {
    body.providerId = /^\d{1,15}$/.test(values.providerId) ? Number(values.providerId) : values.providerId;
  }
  if (values.notes !== "") body.notes = values.notes;
  return body;
}

export const moveInPages = new Hono<AppEnv>()
  .get(MOVE_IN_PAGE_PATH, async (c) => {
    const checked = await checkMoveInToken(c.env, c.req.query("token"), true, wordsOf(c).messages);
    if ("refusal" in checked) return refused(c, checked.refusal, await usedLinkLead(c));
    const lead = await moveInLead(c.env.DB, checked.token.subjectId);
    if (!lead) return page(c, 404, { kind: "failed", message: wordsOf(c).messages.noLead });
    return page(c, 200, {
      kind: "ask",
      request: requestOf(lead),
      values: EMPTY_MOVE_IN_VALUES,
      fieldError: null,
      problem: null,
    });
  })
  .post(
    MOVE_IN_PAGE_PATH,
    // A page on another site cannot make a family's browser answer for them.
    sameSitePosts((c) => page(c, 403, { kind: "failed", message: crossSitePost(c) })),
    bodyLimit({
      maxSize: MOVE_IN_FORM_LIMIT_BYTES,
      onError: (c) =>
        page(c, 413, {
          kind: "failed",
          message: wordsOf(c).messages.tooLarge(MOVE_IN_FORM_LIMIT_BYTES / 1024),
        }),
    }),
    async (c) => {
      const words = wordsOf(c).messages;
      const checked = await checkMoveInToken(c.env, c.req.query("token"), true, words);
      if ("refusal" in checked) return refused(c, checked.refusal, await usedLinkLead(c));
      const { token } = checked;
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        form = {};
      }
      const movedIn = text(form.movedIn);
      const values: MoveInValues = {
        movedIn: movedIn === "yes" || movedIn === "no" ? movedIn : "",
        moveInDate: text(form.moveInDate).trim(),
        providerId: text(form.providerId).trim(),
        notes: text(form.notes),
      };
      const lead = await moveInLead(c.env.DB, token.subjectId);
      if (!lead) return page(c, 404, { kind: "failed", message: words.noLead });
      const ask = (refusal: MoveInRefusal) => {
        const field = FIELDS.find((name) => name === refusal.field);
        return page(c, refusal.status === 409 ? 409 : 400, {
          kind: "ask",
          request: requestOf(lead),
          values,
          fieldError: field
            ? { field, message: field === "movedIn" ? words.chooseYesOrNo : (refusal.fieldMessage ?? refusal.error) }
            : null,
          problem: field ? null : refusal.error,
        });
      };
      const parsed = parseMoveInReport(reportBody(values), words);
      if ("refusal" in parsed) return ask(parsed.refusal);
      const submitted = await submitMoveInReport(c.env.DB, token, parsed.report, words);
      if ("refusal" in submitted) {
        return submitted.refusal.used || submitted.refusal.status === 404
          ? refused(c, submitted.refusal, token.subjectId)
          : ask(submitted.refusal);
      }
      const saved = await moveInLead(c.env.DB, token.subjectId);
      const sent = saved ? sentOf(saved) : null;
      return page(c, 200, {
        kind: "thanks",
        request: requestOf(lead),
        sent: sent ?? {
          movedIn: parsed.report.movedIn,
          providerName: null,
          moveInDate: parsed.report.moveInDate ?? null,
          notes: parsed.report.notes ?? "",
        },
      });
    },
  );
