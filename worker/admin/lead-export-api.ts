/**
 * GET /admin/leads — every stored lead, newest first, as JSON or CSV (`format=csv`), between
 * two dates (`from`, `to`: YYYY-MM-DD, both days included), at most `limit` rows.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.ts";
import { listLeads, type StoredLead } from "../leads/lead-store.ts";
import { validate } from "../middleware/validate.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Not a date");

const leadsQuerySchema = z
  .object({
    format: z.enum(["json", "csv"]).default("json"),
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce.number().int().min(1).max(10_000).default(1_000),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "from is after to",
    path: ["from"],
  });

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

/**
 * What a spreadsheet may run as a formula (CSV injection, OWASP): a value that starts with
 * = + - @, their full-width forms ＝ ＋ － ＠ (which spreadsheets in East Asian locales read as
 * the ASCII ones), a tab, a carriage return or a line feed, or any of these after leading
 * whitespace, which spreadsheets trim before they look. A phone number written +1 and a
 * negative number are guarded too, and only gain a quote mark.
 */
const FORMULA_LEAD_IN = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a value a
 * spreadsheet would run as a formula is prefixed with a quote mark.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_LEAD_IN.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function leadsCsv(leads: readonly StoredLead[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const lead of leads) lines.push(CSV_COLUMNS.map((column) => csvField(lead[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export const leadsAdmin = new Hono<AppEnv>().get("/", validate("query", leadsQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
  const leads = await listLeads(c.env.DB, {
    from: query.from ? `${query.from}T00:00:00.000Z` : null,
    to: query.to ? nextDay(query.to) : null,
    limit: query.limit,
  });
  if (query.format === "csv") {
    return c.body(leadsCsv(leads), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="carefind-leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    });
  }
  c.header("Cache-Control", "no-store");
  return c.json({ leads, count: leads.length });
});
