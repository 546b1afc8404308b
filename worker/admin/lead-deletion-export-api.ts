/**
 * GET /admin/lead-deletions — the deletions families confirmed (README, Leads), newest first,
 * as JSON or CSV (`format=csv`), between two dates (`from`, `to`: YYYY-MM-DD, both days
 * included), at most `limit` rows. Each names when it was asked and done, the brand, how many
 * leads went and a keyed hash of the address: never the address.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.ts";
import { type LeadDeletion, listLeadDeletions } from "../leads/lead-deletion-store.ts";
import { validate } from "../middleware/validate.ts";
import { csvField } from "./lead-export-api.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Not a date");

const deletionsQuerySchema = z
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

const CSV_COLUMNS: (keyof LeadDeletion)[] = ["id", "deletedAt", "requestedAt", "brand", "leadsDeleted", "emailHash"];

function deletionsCsv(deletions: readonly LeadDeletion[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const deletion of deletions) lines.push(CSV_COLUMNS.map((column) => csvField(deletion[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export const leadDeletionsAdmin = new Hono<AppEnv>().get("/", validate("query", deletionsQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();
  const deletions = await listLeadDeletions(c.env.DB, {
    from: query.from ? `${query.from}T00:00:00.000Z` : null,
    to: query.to ? nextDay(query.to) : null,
    limit: query.limit,
  });
  c.header("Cache-Control", "no-store");
  if (query.format === "csv") {
    return c.body(deletionsCsv(deletions), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="carefind-lead-deletions-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  }
  return c.json({ deletions, count: deletions.length });
});
