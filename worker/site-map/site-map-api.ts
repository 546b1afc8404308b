/**
 * GET /v1/site-map/{key} — a site-map page's content as JSON (spec search-and-compare §7,
 * reviews-and-provider-page §7; the response shape is not shown there, so it is this one):
 *
 *   key: `{careTypeSlug}--{stateUrlName}--{placeUrlName}`, e.g. `assisted-living--texas--austin`
 *   200: { title, careType: { slug, label }, place: { kind: 'city'|'county', name, urlName,
 *          state: { code, name, urlName }, path, geoPath }, providers: [{ id, name, url }] }
 *        providers are the listed providers of the care type there, by name; url is the
 *        provider page's path; path is the site-map page, geoPath the place's geo page.
 *   400: a key that is not three url names joined by `--` (the error names `key`)
 *   404: a care type the brand does not list, or a place unknown or without such providers
 */
import { Hono } from "hono";
import { z } from "zod";
import { parseSiteMapKey } from "../../domain/site-map/site-map-paths.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { loadSiteMapPlace } from "./site-map-data.ts";

const paramSchema = z.object({
  key: z
    .string()
    .max(300)
    .refine((key) => parseSiteMapKey(key) !== null, "Expected {careTypeSlug}--{stateUrlName}--{placeUrlName}"),
});

/** The same answer for every visitor: caches may keep it for an hour. */
const SITE_MAP_API_CACHE_CONTROL = "public, max-age=3600";

export const siteMapApi = new Hono<AppEnv>().get("/site-map/:key", validate("param", paramSchema), async (c) => {
  const key = parseSiteMapKey(c.req.valid("param").key);
  const found = key ? await loadSiteMapPlace(c.env.DB, c.get("brand"), key, c.var.language) : null;
  if (!found) return c.json({ error: "No site map for that key" }, 404);
  c.header("Cache-Control", SITE_MAP_API_CACHE_CONTROL);
  return c.json({
    title: found.title,
    careType: { slug: found.careType.slug, label: found.careTypeLabel },
    place: {
      kind: found.place.kind,
      name: found.place.name,
      urlName: found.place.urlName,
      state: { code: found.state.code, name: found.state.name, urlName: found.state.urlName },
      path: found.path,
      geoPath: found.geoPath,
    },
    providers: found.providers,
  });
});
