/**
 * GET /admin/lead-deletions — the deletions families confirmed (docs/leads.md), newest first,
 * as JSON or CSV (`format=csv`), between two dates (`from`, `to`: YYYY-MM-DD, both days
 * included), at most `limit` rows. Each names when it was asked and done, the brand, how many
 * leads went and a keyed hash of the address: never the address.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { type LeadDeletion, listLeadDeletions } from "../leads/lead-deletion-store.ts";
import { validate } from "../middleware/validate.ts";
import { exportAnswer, exportQuerySchema, exportRange } from "./admin-export.ts";

const CSV_COLUMNS: (keyof LeadDeletion)[] = ["id", "deletedAt", "requestedAt", "brand", "leadsDeleted", "emailHash"];

export const leadDeletionsAdmin = new Hono<AppEnv>().get("/", validate("query", exportQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const deletions = await listLeadDeletions(c.env.DB, exportRange(query));
  return exportAnswer(c, query, { name: "deletions", columns: CSV_COLUMNS, rows: deletions });
});
