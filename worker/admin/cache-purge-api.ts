/**
 * POST /admin/cache/purge: delete cached values by exact keys, by key prefix, or every value
 * cached for one provider. Answers how many keys it deleted. Named keys, a provider's own key
 * and the keys the Worker writes under fixed names are deleted directly: KV's list, which a
 * prefix purge reads, may not show a key written in the last minute.
 */
import { Hono } from "hono";
import { z } from "zod";
import { flagRolloutFamily } from "../../kv-schemas/flag-rollout.ts";
import { purgeKeys, purgePrefix } from "../cache/kv-cache.ts";
import { purgeProviderCache } from "../cache/provider-purge.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";

/** KV keys are at most 512 bytes of UTF-8, so text with a lone surrogate half is no key at all. */
const kvKey = z
  .string()
  .min(1)
  .refine((key) => key.isWellFormed(), "Keys are well-formed text (no lone surrogate halves)")
  .refine((key) => new TextEncoder().encode(key).length <= 512, "Keys are at most 512 bytes");

const purgeRequestSchema = z
  .strictObject({
    keys: z.array(kvKey).min(1).max(1000).optional(),
    prefix: kvKey.optional(),
    providerId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "Provider ids hold letters, digits, hyphens and underscores")
      .optional(),
  })
  .refine((body) => [body.keys, body.prefix, body.providerId].filter((part) => part !== undefined).length === 1, {
    message: "Send exactly one of keys, prefix or providerId",
  });

/**
 * The keys the Worker writes under a fixed name (a family keyed by nothing), deleted directly by
 * any prefix they start with, whether or not KV's list shows them yet. A prefix is also deleted
 * as a key of its own (`provider:42`, say). Keys named after a visitor's input (an IP address,
 * a place) can only be found through the list.
 */
const FIXED_KEYS = [flagRolloutFamily.key()];

interface PurgeResponse {
  deleted: number;
}

export const cacheAdmin = new Hono<AppEnv>().post("/purge", validate("json", purgeRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const kv = c.env.CACHE;
  let deleted = 0;
  if (body.keys) deleted = await purgeKeys(kv, body.keys);
  else if (body.prefix) deleted = await purgePrefix(kv, body.prefix, [...FIXED_KEYS, body.prefix]);
  else if (body.providerId) {
    deleted = await purgeProviderCache(kv, body.providerId);
  }
  console.log(`admin: cache purge deleted ${deleted} keys`);
  return c.json<PurgeResponse>({ deleted });
});
