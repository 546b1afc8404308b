/**
 * Move-in reports in D1 (migration 0016): the lead a link names with the report it has, the
 * report's write together with the spending of the link's token, and the reports of the leads
 * an export lists.
 */
import type { MoveInReport } from "../../domain/inquiry/move-in-report.ts";
import { spendReviewToken } from "../reviews/review-token-store.ts";
import type { ReviewToken } from "../reviews/review-tokens.ts";

/** A report as stored. */
export interface StoredMoveInReport {
  movedIn: boolean;
  providerId: number | null;
  providerName: string | null;
  moveInDate: string | null;
  notes: string;
  reportedAt: string;
}

/** What the move-in page shows of a lead: never the family's name, phone or email. */
export interface MoveInLead {
  id: number;
  /** The provider the family asked about, null for a request about no one provider. */
  providerId: number | null;
  providerName: string | null;
  careLocation: string;
  typeOfCare: string;
  /** When the request came in (ISO), the earliest day a move-in can be. */
  createdAt: string;
  report: StoredMoveInReport | null;
}

interface LeadReportRow {
  id: number;
  provider_id: number | null;
  provider_name: string | null;
  care_location: string;
  type_of_care: string;
  created_at: string;
  moved_in: 0 | 1 | null;
  report_provider_id: number | null;
  report_provider_name: string | null;
  move_in_date: string | null;
  notes: string | null;
  reported_at: string | null;
}

/** The lead `inquiryId` with its report, or null when there is no such lead (any more). */
export async function moveInLead(db: D1Database, inquiryId: number): Promise<MoveInLead | null> {
  const row = await db
    .prepare(
      `SELECT i.id, p.id AS provider_id, p.name AS provider_name, i.care_location, i.type_of_care, i.created_at, m.moved_in,
         m.provider_id AS report_provider_id, mp.name AS report_provider_name, m.move_in_date, m.notes, m.reported_at
       FROM inquiries i LEFT JOIN providers p ON p.id = i.provider_id
       LEFT JOIN move_in_reports m ON m.inquiry_id = i.id LEFT JOIN providers mp ON mp.id = m.provider_id
       WHERE i.id = ?1`,
    )
    .bind(inquiryId)
    .first<LeadReportRow>();
  if (!row) return null;
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    careLocation: row.care_location,
    typeOfCare: row.type_of_care,
    createdAt: row.created_at,
    report:
      row.moved_in === null
        ? null
        : {
            movedIn: row.moved_in === 1,
            providerId: row.report_provider_id,
            providerName: row.report_provider_name,
            moveInDate: row.move_in_date,
            notes: row.notes ?? "",
            reportedAt: row.reported_at ?? "",
          },
  };
}

/** Whether a provider with this id is listed. */
export async function providerIsListed(db: D1Database, providerId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM providers WHERE id = ?1").bind(providerId).first()) !== null;
}

/**
 * Stores the report of `token`'s lead, replacing an earlier one, and spends the token in the
 * same batch: both happen or neither. Throws the batch's error when the token was spent
 * already (see `isSpentTokenError`), or when the lead was deleted meanwhile.
 */
export async function saveMoveInReport(db: D1Database, token: ReviewToken, report: MoveInReport): Promise<void> {
  await db.batch([
    spendReviewToken(db, token),
    db
      .prepare(
        `INSERT INTO move_in_reports (inquiry_id, moved_in, provider_id, move_in_date, notes) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (inquiry_id) DO UPDATE SET moved_in = excluded.moved_in, provider_id = excluded.provider_id,
           move_in_date = excluded.move_in_date, notes = excluded.notes,
           reported_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(
        token.subjectId,
        report.movedIn ? 1 : 0,
        report.providerId ?? null,
        report.moveInDate ?? null,
        report.notes ?? "",
      ),
  ]);
}

/** The brand a lead was sent on ('carefind', 'seniorhousing', a partner's leads' brand), or null when there is no such lead. */
export async function leadBrand(db: D1Database, inquiryId: number): Promise<string | null> {
  const row = await db.prepare("SELECT brand FROM inquiries WHERE id = ?1").bind(inquiryId).first<{ brand: string }>();
  return row?.brand ?? null;
}

/** The reports of some leads, by lead id; leads without one are left out. */
export async function moveInReportsOf(
  db: D1Database,
  inquiryIds: readonly number[],
): Promise<Map<number, { movedIn: boolean; moveInDate: string | null }>> {
  if (inquiryIds.length === 0) return new Map();
  // One bound JSON array, however many leads an export lists (D1 binds at most 100 values).
  const { results } = await db
    .prepare(
      "SELECT inquiry_id, moved_in, move_in_date FROM move_in_reports WHERE inquiry_id IN (SELECT value FROM json_each(?1))",
    )
    .bind(JSON.stringify(inquiryIds))
    .all<{ inquiry_id: number; moved_in: 0 | 1; move_in_date: string | null }>();
  return new Map(results.map((row) => [row.inquiry_id, { movedIn: row.moved_in === 1, moveInDate: row.move_in_date }]));
}
