/**
 * Provider records (reviews-and-provider-page §7): GET /v2/location/{id}, GET
 * /api/location/{providerId} and POST /v1/location/by-ids. Served from KV (a day), loaded from
 * D1 on a miss, and answered with prices only to a visitor who may see them (spec
 * search-and-compare §6): the cached record keeps every figure, the answer leaves them out.
 */

import { type Context, Hono } from "hono";
import { z } from "zod";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { type LocationRecord, locationRecord, locationRecordSchema } from "../../domain/providers/location-record.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { validate } from "../middleware/validate.ts";
import { getProviderRecords } from "./provider-records.ts";

const providerId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const locationParamSchema = z.object({ id: providerId });

const byIdsBodySchema = z.strictObject({ ids: z.array(providerId).min(1).max(50) });

const byIdsResponseSchema = z.strictObject({ results: z.array(locationRecordSchema) });
type ByIdsResponse = z.infer<typeof byIdsResponseSchema>;

/** The record as this visitor may read it, checked against the contract. */
export function forVisitor(c: Context<AppEnv>, record: ProviderRecord): LocationRecord {
  return locationRecordSchema.parse(locationRecord(record, pricesVisible(c)));
}

async function oneRecord(c: Context<AppEnv>, id: number): Promise<Response> {
  const [record] = await getProviderRecords(c.env.DB, c.env.CACHE, [id]);
  if (!record) return c.json({ error: messagesFor(c.var.language).provider.api.notFound }, 404);
  return c.json<LocationRecord>(forVisitor(c, record));
}

/** spec: reviews-and-provider-page §8, a provider detail fetch without an id (in the request's language). */
const withoutId = (c: Context<AppEnv>) => c.json({ error: messagesFor(c.var.language).provider.api.idRequired }, 400);

/** `GET /api/location/:id`: a provider's record, as its page asks for it. */
export const locationsApi = new Hono<AppEnv>()
  .get("/location", withoutId)
  .get("/location/", withoutId)
  .get("/location/:id", validate("param", locationParamSchema), (c) => oneRecord(c, c.req.valid("param").id));

/** `POST /v1/location/by-ids`: the records of the providers a compare or a saved list shows. */
export const locationsV1 = new Hono<AppEnv>().post("/location/by-ids", validate("json", byIdsBodySchema), async (c) => {
  const records = await getProviderRecords(c.env.DB, c.env.CACHE, c.req.valid("json").ids);
  return c.json<ByIdsResponse>({ results: records.map((record) => forVisitor(c, record)) });
});

/** `GET /v2/location/:id`: a provider's record, as partners ask for it. */
export const locationsV2 = new Hono<AppEnv>()
  .get("/location/", withoutId)
  .get(
    "/location/:id",
    validate("param", locationParamSchema),
    validate("query", z.object({ variant: z.string().max(50).optional(), careType: z.string().max(50).optional() })),
    (c) => oneRecord(c, c.req.valid("param").id),
  );
