/**
 * The move-in report a family sends after a request (spec reviews-and-provider-page §6, §7:
 * GET and POST /v1/dxp/move-in, authorised by the link's token): whether they moved in, and
 * optionally where, when and a note. zod/mini, so a page's form can check it the same way.
 */
import * as z from "zod/mini";

/** The longest note taken. */
export const MOVE_IN_NOTES_MAX = 1000;

/** spec: §8, what a failed move-in call says when the server gave no message of its own. */
export const MOVE_IN_FAILED = "An error occurred while processing the request";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const moveInReportSchema = z.strictObject({
  movedIn: z.boolean("Must be true or false"),
  providerId: z.optional(
    z.number("Must be a provider's id").check(z.int("Must be a provider's id"), z.positive("Must be a provider's id")),
  ),
  moveInDate: z.optional(
    z.string("Use YYYY-MM-DD").check(z.refine(isCalendarDay, "Must be a date written YYYY-MM-DD")),
  ),
  notes: z.optional(
    z.string().check(z.maxLength(MOVE_IN_NOTES_MAX, `Must be at most ${MOVE_IN_NOTES_MAX} characters`)),
  ),
});
export type MoveInReport = z.infer<typeof moveInReportSchema>;

/**
 * What the schema cannot know: a move-in day is not after `today` nor before the day of the
 * request, and only a family that moved in says where or when. Field and message, or null.
 */
export function moveInReportProblem(
  report: MoveInReport,
  days: { today: string; requestDay: string },
): { field: "providerId" | "moveInDate"; message: string } | null {
  if (!report.movedIn) {
    if (report.providerId !== undefined)
      return { field: "providerId", message: "Leave this empty if you did not move in" };
    if (report.moveInDate !== undefined)
      return { field: "moveInDate", message: "Leave this empty if you did not move in" };
    return null;
  }
  if (report.moveInDate === undefined) return null;
  if (report.moveInDate > days.today) return { field: "moveInDate", message: "Must not be in the future" };
  if (report.moveInDate < days.requestDay) {
    return { field: "moveInDate", message: `Must not be before the request, ${days.requestDay}` };
  }
  return null;
}
