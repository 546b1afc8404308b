/**
 * The move-in report a family sends after a request (spec reviews-and-provider-page §6, §7:
 * GET and POST /v1/dxp/move-in, authorised by the link's token): whether they moved in, and
 * optionally where, when and a note. zod/mini, so a page's form can check it the same way.
 */
import * as z from "zod/mini";
import { inquiry as englishInquiry } from "../i18n/en/en-inquiry.ts";
import type { Messages } from "../i18n/messages.ts";

/** The words a report is refused with: the page's `t.inquiry.moveIn.messages`, English unless given. */
export type MoveInWords = Messages["inquiry"]["moveIn"]["messages"];
const ENGLISH: MoveInWords = englishInquiry.moveIn.messages;

/** The longest note taken. */
export const MOVE_IN_NOTES_MAX = 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const moveInReportSchema = z.strictObject({
  movedIn: z.boolean(ENGLISH.movedInType),
  providerId: z.optional(
    z.number(ENGLISH.providerIdType).check(z.int(ENGLISH.providerIdType), z.positive(ENGLISH.providerIdType)),
  ),
  moveInDate: z.optional(z.string(ENGLISH.dateType).check(z.refine(isCalendarDay, ENGLISH.dateFormat))),
  notes: z.optional(z.string().check(z.maxLength(MOVE_IN_NOTES_MAX, ENGLISH.notesMax(MOVE_IN_NOTES_MAX)))),
});

/** One of the schema's (English) messages in `words`; another message stays as it is. */
export function moveInSchemaMessage(message: string, words: MoveInWords): string {
  const keys = ["movedInType", "providerIdType", "dateType", "dateFormat"] as const;
  const key = keys.find((name) => ENGLISH[name] === message);
  if (key) return words[key];
  return message === ENGLISH.notesMax(MOVE_IN_NOTES_MAX) ? words.notesMax(MOVE_IN_NOTES_MAX) : message;
}
export type MoveInReport = z.infer<typeof moveInReportSchema>;

/**
 * What the schema cannot know: a move-in day is not after `today` nor before the day of the
 * request, and only a family that moved in says where or when. Field and message, or null.
 */
export function moveInReportProblem(
  report: MoveInReport,
  days: { today: string; requestDay: string },
  words: MoveInWords = ENGLISH,
): { field: "providerId" | "moveInDate"; message: string } | null {
  if (!report.movedIn) {
    if (report.providerId !== undefined) return { field: "providerId", message: words.leaveEmpty };
    if (report.moveInDate !== undefined) return { field: "moveInDate", message: words.leaveEmpty };
    return null;
  }
  if (report.moveInDate === undefined) return null;
  if (report.moveInDate > days.today) return { field: "moveInDate", message: words.future };
  if (report.moveInDate < days.requestDay) {
    return { field: "moveInDate", message: words.beforeRequest(days.requestDay) };
  }
  return null;
}
