/**
 * GET /admin/web-vitals — the Core Web Vitals visitors' pages sent (docs/web-vitals.md):
 * per page type and metric, the p75, the count and the counts per rating, over the last `days`
 * days (1 to 90, 7 by default: events are kept 90 days), for every brand or one (`brand`).
 */
import { Hono } from "hono";
import { z } from "zod";
import { BRANDS, type BrandId } from "../../domain/brands/brands.ts";
import type { AppEnv } from "../env.ts";
import { EVENT_RETENTION_DAYS } from "../events/event-store.ts";
import { type WebVitalSummaryRow, webVitalsSummary } from "../events/web-vitals-queries.ts";
import { validate } from "../middleware/validate.ts";

const BRAND_IDS = Object.keys(BRANDS) as [BrandId, ...BrandId[]];

const summaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(EVENT_RETENTION_DAYS).default(7),
  brand: z.enum(BRAND_IDS).optional(),
});

export interface WebVitalsSummaryResponse {
  days: number;
  /** The window's start (ISO time); the window ends now. */
  since: string;
  brand: BrandId | "all";
  rows: WebVitalSummaryRow[];
}

export const webVitalsAdmin = new Hono<AppEnv>().get("/", validate("query", summaryQuerySchema), async (c) => {
  const { days, brand } = c.req.valid("query");
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const rows = await webVitalsSummary(c.env.DB, since, brand ?? null);
  c.header("Cache-Control", "no-store");
  return c.json<WebVitalsSummaryResponse>({ days, since, brand: brand ?? "all", rows });
});
