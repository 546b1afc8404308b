/**
 * GET /admin/leads — every stored lead, newest first, as JSON or CSV (`format=csv`), between
 * two dates (`from`, `to`: YYYY-MM-DD, both days included), at most `limit` rows; with the
 * family's move-in report when they sent one (`movedIn`, `moveInDate`; empty when none).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { listLeads, type StoredLead } from "../leads/lead-store.ts";
import { moveInReportsOf } from "../leads/move-in-store.ts";
import { validate } from "../middleware/validate.ts";
import { exportAnswer, exportQuerySchema, exportRange } from "./admin-export.ts";

/** A lead as exported: with its move-in report's answer, null when the family sent none. */
interface ExportedLead extends StoredLead {
  movedIn: boolean | null;
  moveInDate: string | null;
}

const CSV_COLUMNS: (keyof ExportedLead)[] = [
  "id",
  "createdAt",
  "kind",
  "brand",
  "action",
  "providerId",
  "fullName",
  "phone",
  "email",
  "whoAreYouLookingFor",
  "typeOfCare",
  "careLocation",
  "tourTime",
  "payingWithMedicaid",
  "source",
  "gclid",
  "msclkid",
  "utmSource",
  "utmCampaign",
  "utmContent",
  "utmMedium",
  "utmTerm",
  "landingPageUrl",
  "automatedContactConsent",
  "consentRecordedAt",
  "consentText",
  "automatedContactText",
  "deliveryStatus",
  "deliveryAttempts",
  "deliveredAt",
  "lastDeliveryError",
  "movedIn",
  "moveInDate",
  "formId",
];

export const leadsAdmin = new Hono<AppEnv>().get("/", validate("query", exportQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const leads = await listLeads(c.env.DB, exportRange(query));
  const reports = await moveInReportsOf(
    c.env.DB,
    leads.map((lead) => lead.id),
  );
  const rows = leads.map((lead): ExportedLead => {
    const report = reports.get(lead.id);
    return { ...lead, movedIn: report?.movedIn ?? null, moveInDate: report?.moveInDate ?? null };
  });
  return exportAnswer(c, query, { name: "leads", columns: CSV_COLUMNS, rows });
});
