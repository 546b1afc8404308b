/**
 * GET /v1/catalogue (spec lead-capture-and-chrome §7 'Catalogue query', §3 'Nearby data'): the
 * geo pages that have providers, ordered by urlPath ascending, filtered by state (equals), city
 * (equals), careType (equals) or careTypeNot (not equal), and ancestor (a path prefix).
 */
import { Hono } from "hono";
import { z } from "zod";
import { careTypeById, careTypeBySlug } from "../../domain/care-types.ts";
import { stateNamedIn } from "../../domain/geo/us-states.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { AppEnv } from "../env.ts";
import { languageQueryField } from "../middleware/language.ts";
import { validate } from "../middleware/validate.ts";
import { catalogueEntries } from "./catalogue-queries.ts";

const URL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const careTypeSlug = z
  .string()
  .refine((value) => careTypeBySlug(value) !== undefined, "Unknown care type")
  .optional();

const catalogueQuerySchema = z
  .strictObject({
    ...languageQueryField,
    orderBy: z.enum(["urlPath"]).default("urlPath"),
    state: z.string().regex(URL_NAME, "Expected a state's url name, like texas").max(60).optional(),
    city: z.string().regex(URL_NAME, "Expected a city's url name, like austin").max(100).optional(),
    careType: careTypeSlug,
    careTypeNot: careTypeSlug,
    ancestor: z
      .string()
      .max(300)
      .regex(/^\/[a-z0-9/-]*$/, "Expected a path, like /senior-living/assisted-living/texas")
      .optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((query) => !(query.careType && query.careTypeNot), {
    path: ["careTypeNot"],
    message: "Give careType or careTypeNot, not both",
  });

export const catalogueApi = new Hono<AppEnv>().get("/catalogue", validate("query", catalogueQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const rows = await catalogueEntries(c.env.DB, {
    stateUrlName: query.state ?? null,
    cityUrlName: query.city ?? null,
    careTypeId: query.careType ? (careTypeBySlug(query.careType)?.id ?? null) : null,
    careTypeNotId: query.careTypeNot ? (careTypeBySlug(query.careTypeNot)?.id ?? null) : null,
    ancestor: query.ancestor ? query.ancestor.replace(/\/$/, "") : null,
    limit: query.limit,
    offset: query.offset,
  });
  // The link texts in `?lang=`'s language; url names stay as they are.
  const t = messagesFor(c.var.language);
  const items = rows.flatMap((row) => {
    const careType = careTypeById(row.careTypeId);
    if (!careType) return [];
    const stateName = stateNamedIn({ code: row.stateCode, name: row.stateName }, c.var.language).name;
    const where = row.cityName === null ? stateName : `${row.cityName}, ${row.stateCode}`;
    return [
      {
        careType: careType.slug,
        city: row.cityName,
        state: stateName,
        urlPath: row.urlPath,
        linkText: t.geo.nearby.careTypeIn(t.careTypes[careType.id].label, where),
        localResourceTypeRegion: {
          localResourceType: { urlName: careType.slug },
          region: row.cityUrlName === null ? null : { urlName: row.cityUrlName },
          state: { urlName: row.stateUrlName },
        },
      },
    ];
  });
  return c.json({ items });
});
