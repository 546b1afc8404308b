/**
 * GET /admin/leads — every stored lead, newest first, as JSON or CSV (`format=csv`), between
 * two dates (`from`, `to`: YYYY-MM-DD, both days included), at most `limit` rows.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { listLeads, type StoredLead } from "../leads/lead-store.ts";
import { validate } from "../middleware/validate.ts";
import { exportAnswer, exportQuerySchema, exportRange } from "./admin-export.ts";

const CSV_COLUMNS: (keyof StoredLead)[] = [
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
  "formId",
];

export const leadsAdmin = new Hono<AppEnv>().get("/", validate("query", exportQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const leads = await listLeads(c.env.DB, exportRange(query));
  return exportAnswer(c, query, { name: "leads", columns: CSV_COLUMNS, rows: leads });
});
