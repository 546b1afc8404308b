/**
 * GET /v1/geo-pages/{path} and /v2/geo-pages/{path} (spec reviews-and-provider-page §7): what a
 * geo page shows, by its canonical path without the leading slash
 * (`/v1/geo-pages/senior-living/assisted-living/texas/austin`). v1 answers the first page of
 * providers and the first 8 links of each nearby section; v2 takes `page` and the nearby
 * sections' `limit` and `offset`, for the show-more list. An unknown place is a JSON 404.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { GEO_PROVIDERS_PER_PAGE, NEARBY_PAGE_SIZE, NEARBY_SHOWN } from "../../domain/geo/geo-page-rules.ts";
import type { AppEnv } from "../env.ts";
import { languageQueryField } from "../middleware/language.ts";
import { validate } from "../middleware/validate.ts";
import { type GeoPathParts, geoPageJson, loadGeoPage, resolveGeoPage } from "./geo-page-service.ts";

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page path: roll-up, care type, state and optionally a city or county, lowercase url names. */
const pathSchema = z.object({
  path: z
    .string()
    .max(300)
    .transform((value) => value.replace(/^\/+|\/+$/g, "").split("/"))
    .refine(
      (segments) => (segments.length === 3 || segments.length === 4) && segments.every((part) => SEGMENT.test(part)),
      "Expected {roll-up}/{care-type}/{state}[/{city or county}] in lowercase url names",
    ),
});

const v1QuerySchema = z.strictObject({ ...languageQueryField });

const v2QuerySchema = z.strictObject({
  ...languageQueryField,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // spec: lead-capture-and-chrome §9, the show-more list's page size is the limit (default 100).
  limit: z.coerce.number().int().min(1).max(NEARBY_PAGE_SIZE).default(NEARBY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

function pathParts(c: Context<AppEnv>, prefix: string): z.ZodSafeParseResult<GeoPathParts> {
  const raw = decodeURIComponentSafe(new URL(c.req.url).pathname.slice(prefix.length));
  const parsed = pathSchema.safeParse({ path: raw });
  if (!parsed.success) return parsed as z.ZodSafeParseResult<never>;
  const [rollUp = "", careTypeSlug = "", state = "", place] = parsed.data.path;
  return { success: true, data: { rollUp, careTypeSlug, state, place: place ?? null } };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "\u0000";
  }
}

function badPath(c: Context<AppEnv>, message: string) {
  return c.json({ error: `Invalid request: path: ${message}`, problems: [{ field: "path", message }] }, 400);
}

async function answer(
  c: Context<AppEnv>,
  prefix: string,
  window: { page: number; nearbyLimit: number; nearbyOffset: number },
) {
  const parts = pathParts(c, prefix);
  if (!parts.success) return badPath(c, parts.error.issues[0]?.message ?? "Invalid path");
  const found = await resolveGeoPage(c.env, parts.data);
  if (!found) return c.json({ error: "No geo page at this path" }, 404);
  const content = await loadGeoPage(c, found, { ...window, pageSize: GEO_PROVIDERS_PER_PAGE });
  if (window.page > content.totalPages) {
    return c.json({ error: `page: the last page is ${content.totalPages}` }, 404);
  }
  return c.json(geoPageJson(content, c.var.language));
}

/** `GET /v1/geo-pages/*`: a place's first page. */
export const geoPagesV1 = new Hono<AppEnv>().get("/geo-pages/*", validate("query", v1QuerySchema), (c) =>
  answer(c, "/v1/geo-pages/", { page: 1, nearbyLimit: NEARBY_SHOWN, nearbyOffset: 0 }),
);

/** `GET /v2/geo-pages/*`: any page of a place, and as many nearby places as asked. */
export const geoPagesV2 = new Hono<AppEnv>().get("/geo-pages/*", validate("query", v2QuerySchema), (c) => {
  const query = c.req.valid("query");
  return answer(c, "/v2/geo-pages/", { page: query.page, nearbyLimit: query.limit, nearbyOffset: query.offset });
});
