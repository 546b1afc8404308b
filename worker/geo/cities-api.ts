/**
 * GET /v1/dxp/cities?careType=&state= — the cities that have providers of a care type, most
 * providers first, with the canonical links of their geo pages (spec reviews-and-provider-page §7).
 */
import { Hono } from "hono";
import { z } from "zod";
import { geoPlacePath } from "../../domain/geo/geo-paths.ts";
import { stateCode } from "../../domain/geo/us-states.ts";
import { searchableCareType } from "../../domain/search/search-criteria.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { citiesWithProviders } from "./city-queries.ts";

const citiesQuerySchema = z.object({
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

const citiesResponseSchema = z.strictObject({
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

export const citiesApi = new Hono<AppEnv>().get("/dxp/cities", validate("query", citiesQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const careType = searchableCareType(query.careType);
  if (!careType) return c.json({ error: "Unknown care type" }, 400);
  const state = query.state ? (stateCode(query.state.replace(/-/g, " ")) ?? null) : null;
  const results = await citiesWithProviders(c.env.DB, {
    careTypeId: careType.id,
    stateCode: state,
    limit: query.limit,
  });
  const items = results.map((city) => ({
    name: `${city.name}, ${city.stateCode}`,
    cityURLName: city.cityUrlName,
    stateURLName: city.stateUrlName,
    slug: careType.slug,
    link: geoPlacePath(careType, city.stateUrlName, city.cityUrlName),
    providerCount: city.providerCount,
  }));
  return c.json<CitiesResponse>(citiesResponseSchema.parse({ items }));
});
