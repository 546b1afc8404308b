/**
 * POST /admin/cache/purge: delete cached values by exact keys, by key prefix, or every value
 * cached for one provider; and take pages out of the edge page cache (docs/page-cache.md) by
 * moving generation numbers on: everything, a page path prefix, or one provider (its page and
 * every page listing providers). Answers how many keys it deleted and the generations it moved. Named keys, a provider's own key
 * and the keys the Worker writes under fixed names are deleted directly: KV's list, which a
 * prefix purge reads, may not show a key written in the last minute.
 */
import { Hono } from "hono";
import { z } from "zod";
import { normalisedScopePath } from "../../domain/cache/cache-scopes.ts";
import { flagRolloutFamily } from "../../kv-schemas/flag-rollout.ts";
import { bumpGeneration, forgetGenerations } from "../cache/cache-generations.ts";
import { forgetPageCopies } from "../cache/page-cache.ts";
import type { AppEnv } from "../env.ts";
import { forgetFlagRollout } from "../middleware/flag-rollout-memory.ts";
import { validate } from "../middleware/validate.ts";
import { purgeKeys, purgePrefix, purgeProvider } from "./cache-purges.ts";

/** KV keys are at most 512 bytes of UTF-8, so text with a lone surrogate half is no key at all. */
const kvKey = z
  .string()
  .min(1)
  .refine((key) => key.isWellFormed(), "Keys are well-formed text (no lone surrogate halves)")
  .refine((key) => new TextEncoder().encode(key).length <= 512, "Keys are at most 512 bytes");

/** A page path prefix: a path of the site, so it fits a generation's KV key. */
const pagePrefix = z
  .string()
  .min(1)
  .max(400, "Page prefixes are at most 400 characters")
  .regex(/^\/[A-Za-z0-9._~\-/]*$/, "A page prefix is a path starting with '/', like /senior-living/");

const PURGE_OPTIONS = ["keys", "prefix", "providerId", "pagePrefix", "everything"] as const;

const purgeRequestSchema = z
  .strictObject({
    keys: z.array(kvKey).min(1).max(1000).optional(),
    prefix: kvKey.optional(),
    providerId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "Provider ids hold letters, digits, hyphens and underscores")
      .optional(),
    pagePrefix: pagePrefix.optional(),
    everything: z.literal(true, "everything is true when sent").optional(),
  })
  .superRefine((body, context) => {
    const sent = PURGE_OPTIONS.filter((option) => body[option] !== undefined);
    if (sent.length === 1) return;
    context.addIssue({
      code: "custom",
      // The second option sent is the one too many; none sent names the body.
      path: sent.length > 1 ? [sent[1] as string] : [],
      message: "Send exactly one of keys, prefix, providerId, pagePrefix or everything",
    });
  });

/**
 * The keys the Worker writes under a fixed name (a family keyed by nothing), deleted directly by
 * any prefix they start with, whether or not KV's list shows them yet. A prefix is also deleted
 * as a key of its own (`provider:42`, say). Keys named after a visitor's input (an IP address,
 * a place) can only be found through the list.
 */
const FIXED_KEYS = [flagRolloutFamily.key()];

interface PurgeResponse {
  /** KV keys deleted. */
  deleted: number;
  /** Edge cache generations moved on, by scope (`all`, `listings`, `path:{path}`). */
  generations: Record<string, number>;
}

export const cacheAdmin = new Hono<AppEnv>().post("/purge", validate("json", purgeRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const kv = c.env.CACHE;
  let deleted = 0;
  let generations: Record<string, number> = {};
  if (body.keys) deleted = await purgeKeys(kv, body.keys);
  else if (body.prefix) deleted = await purgePrefix(kv, body.prefix, [...FIXED_KEYS, body.prefix]);
  else if (body.providerId) ({ deleted, generations } = await purgeProvider(c.env, body.providerId));
  else if (body.pagePrefix) {
    const scope = `path:${normalisedScopePath(body.pagePrefix)}` as const;
    generations = { [scope]: await bumpGeneration(kv, scope) };
  } else if (body.everything) generations = { all: await bumpGeneration(kv, "all") };
  // Keys deleted by name or prefix may be generation numbers or the rollout: this isolate reads them afresh.
  if (deleted > 0) {
    forgetGenerations();
    forgetPageCopies();
    forgetFlagRollout();
  }
  console.log(`admin: cache purge deleted ${deleted} keys, moved generations ${JSON.stringify(generations)}`);
  return c.json<PurgeResponse>({ deleted, generations });
});
