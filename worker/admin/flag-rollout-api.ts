/**
 * GET /admin/flags reads the rollout config; PUT replaces it (validated: a bad body is a 400
 * naming the field). Percentages are per flag and per brand; a flag or brand left out falls
 * back to the code default.
 */
import { Hono } from "hono";
import type { FlagRollout } from "../../domain/flags/feature-flags.ts";
import { FEATURE_FLAGS, FLAG_DEFAULTS } from "../../domain/flags/feature-flags.ts";
import { flagRolloutFamily, flagRolloutSchema } from "../../kv-schemas/flag-rollout.ts";
import { readCached } from "../cache/kv-cache.ts";
import type { AppEnv } from "../env.ts";
import { replaceFlagRollout } from "../middleware/flag-rollout-memory.ts";
import { validate } from "../middleware/validate.ts";

export interface FlagsResponse {
  flags: readonly string[];
  defaults: typeof FLAG_DEFAULTS;
  rollout: FlagRollout;
}

export const flagsAdmin = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rollout = (await readCached(c.env.CACHE, flagRolloutFamily)) ?? {};
    return c.json<FlagsResponse>({ flags: FEATURE_FLAGS, defaults: FLAG_DEFAULTS, rollout });
  })
  .put("/", validate("json", flagRolloutSchema), async (c) => {
    const rollout = c.req.valid("json");
    await replaceFlagRollout(c.env.CACHE, rollout);
    console.log("admin: flag rollout replaced");
    return c.json<FlagsResponse>({ flags: FEATURE_FLAGS, defaults: FLAG_DEFAULTS, rollout });
  });
