/**
 * The feature-flag rollout config as the Worker reads it (kv-schemas/flag-rollout.ts): from KV,
 * kept by the isolate for `ROLLOUT_MEMORY_MS`, so a run of requests costs one KV read, not one
 * each. KV itself may serve a location's reads from its own cache for a minute, so a change
 * made elsewhere was never seen sooner than that; one made through this isolate is seen at once.
 */
import type { FlagRollout } from "../../domain/flags/feature-flags.ts";
import { flagRolloutFamily } from "../../kv-schemas/flag-rollout.ts";
import { readCached, writeCached } from "../cache/kv-cache.ts";

/** How long an isolate trusts the rollout it read. */
export const ROLLOUT_MEMORY_MS = 5_000;

let remembered: { rollout: FlagRollout; at: number } | null = null;

/** The rollout in force: none stored (or one that no longer reads) is the code defaults, `{}`. */
export async function flagRollout(kv: KVNamespace, now: number = Date.now()): Promise<FlagRollout> {
  if (remembered && now - remembered.at < ROLLOUT_MEMORY_MS && remembered.at <= now) return remembered.rollout;
  const rollout = (await readCached(kv, flagRolloutFamily)) ?? {};
  remembered = { rollout, at: now };
  return rollout;
}

/** Replaces the stored rollout; this isolate uses it from the next request on. */
export async function replaceFlagRollout(kv: KVNamespace, rollout: FlagRollout): Promise<void> {
  await writeCached(kv, flagRolloutFamily, rollout);
  remembered = { rollout, at: Date.now() };
}

/** Forgets the rollout this isolate holds (a purge that may have deleted it). */
export function forgetFlagRollout(): void {
  remembered = null;
}
