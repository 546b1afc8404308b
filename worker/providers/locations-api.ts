/**
 * Provider records (reviews-and-provider-page §7): GET /v2/location/{id}, GET
 * /api/location/{providerId} and POST /v1/location/by-ids. Served from KV (a day), loaded from
 * D1 on a miss.
 */

import { Hono } from "hono";
import { z } from "zod";
import { type ProviderRecord, providerRecordSchema } from "../../domain/providers/provider-record.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { getProviderRecords } from "./provider-records.ts";

const providerId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const locationParamSchema = z.object({ id: providerId });

const byIdsBodySchema = z.strictObject({ ids: z.array(providerId).min(1).max(50) });

const byIdsResponseSchema = z.strictObject({ results: z.array(providerRecordSchema) });
type ByIdsResponse = z.infer<typeof byIdsResponseSchema>;

async function oneRecord(env: Env, id: number): Promise<ProviderRecord | undefined> {
  const [record] = await getProviderRecords(env.DB, env.CACHE, [id]);
  return record;
}

export const locationsApi = new Hono<AppEnv>()
  .get(
    "/v2/location/:id",
    validate("param", locationParamSchema),
    validate("query", z.object({ variant: z.string().max(50).optional(), careType: z.string().max(50).optional() })),
    async (c) => {
      const record = await oneRecord(c.env, c.req.valid("param").id);
      if (!record) return c.json({ error: "Provider not found" }, 404);
      return c.json<ProviderRecord>(providerRecordSchema.parse(record));
    },
  )
  .get("/api/location/:id", validate("param", locationParamSchema), async (c) => {
    const record = await oneRecord(c.env, c.req.valid("param").id);
    if (!record) return c.json({ error: "Provider not found" }, 404);
    return c.json<ProviderRecord>(providerRecordSchema.parse(record));
  })
  .post("/v1/location/by-ids", validate("json", byIdsBodySchema), async (c) => {
    const results = await getProviderRecords(c.env.DB, c.env.CACHE, c.req.valid("json").ids);
    return c.json<ByIdsResponse>(byIdsResponseSchema.parse({ results }));
  });
