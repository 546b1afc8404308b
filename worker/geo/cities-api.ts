/**
 * GET /v1/dxp/cities?careType=&state= — the cities that have providers of a care type, most
 * providers first, with the links of their listing pages (spec reviews-and-provider-page §7).
 */
import { Hono } from "hono";
import { z } from "zod";
import { stateCode } from "../../domain/geo/us-states.ts";
import { searchableCareType } from "../../domain/search/search-criteria.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";

export const citiesQuerySchema = z.object({
  careType: z
    .string()
    .trim()
    .refine((value) => searchableCareType(value) !== undefined, "Unknown care type"),
  state: z
    .string()
    .trim()
    .refine((value) => stateCode(value.replace(/-/g, " ")) !== undefined, "Unknown state")
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const citiesResponseSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: z.string(),
      cityURLName: z.string(),
      stateURLName: z.string(),
      slug: z.string(),
      link: z.string(),
      providerCount: z.number().int().positive(),
    }),
  ),
});
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;

export const citiesApi = new Hono<AppEnv>().get("/v1/dxp/cities", validate("query", citiesQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const careType = searchableCareType(query.careType);
  if (!careType) return c.json({ error: "Unknown care type" }, 400);
  const state = query.state ? (stateCode(query.state.replace(/-/g, " ")) ?? null) : null;
  const { results } = await c.env.DB.prepare(
    `SELECT c.name, c.state_code, c.url_name AS city_url_name, s.url_name AS state_url_name, count(*) AS provider_count
     FROM provider_services sv JOIN providers p ON p.id = sv.provider_id JOIN cities c ON c.id = p.city_id
     JOIN states s ON s.code = c.state_code
     WHERE sv.care_type_id = ?1 AND p.search_excluded = 0 AND (?2 IS NULL OR c.state_code = ?2)
     GROUP BY c.id ORDER BY provider_count DESC, c.population DESC LIMIT ?3`,
  )
    .bind(careType.id, state, query.limit)
    .all<{ name: string; state_code: string; city_url_name: string; state_url_name: string; provider_count: number }>();
  const items = results.map((row) => ({
    name: `${row.name}, ${row.state_code}`,
    cityURLName: row.city_url_name,
    stateURLName: row.state_url_name,
    slug: careType.slug,
    link: `/${careType.slug}/${row.state_url_name}/${row.city_url_name}/`,
    providerCount: row.provider_count,
  }));
  return c.json<CitiesResponse>(citiesResponseSchema.parse({ items }));
});
