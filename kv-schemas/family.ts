/**
 * A KV value family: how its keys are built, what a stored value must look like, and how long
 * it lives. Every value the Worker keeps in the CACHE namespace belongs to exactly one family.
 */
import type { z } from "zod";

export interface KvFamily<Args extends readonly unknown[], Value> {
  /** Short name, used in logs. */
  name: string;
  /** Every key of the family starts with this, so operators can purge a family by prefix. */
  prefix: string;
  key: (...args: Args) => string;
  schema: z.ZodType<Value>;
  /** Seconds until KV expires the value (KV's minimum is 60); null keeps it until replaced. */
  ttlSeconds: number | null;
}

/** Declares a family; the key builder is prefixed here so no family can forget its prefix. */
export function defineKvFamily<Args extends readonly unknown[], Value>(family: {
  name: string;
  prefix: string;
  keySuffix: (...args: Args) => string;
  schema: z.ZodType<Value>;
  ttlSeconds: number | null;
}): KvFamily<Args, Value> {
  if (family.ttlSeconds !== null && family.ttlSeconds < 60) {
    throw new Error(`KV family ${family.name}: TTL ${family.ttlSeconds}s is below KV's 60 s minimum`);
  }
  return {
    name: family.name,
    prefix: family.prefix,
    key: (...args: Args) => `${family.prefix}${family.keySuffix(...args)}`,
    schema: family.schema,
    ttlSeconds: family.ttlSeconds,
  };
}

/** spec: reviews-and-provider-page §9, provider cache 864e5 ms. */
export const ONE_DAY_SECONDS = 86_400;
/** spec: reviews-and-provider-page §9, session, location and other lookups 18e5 ms. */
export const THIRTY_MINUTES_SECONDS = 1_800;
/** spec: reviews-and-provider-page §9, longer lookups 3456e4 ms (9.6 hours). */
export const LONG_LOOKUP_SECONDS = 34_560;

/**
 * Every family that caches one provider's data keys it as `provider:{id}` or
 * `provider:{id}:{part}`, so one purge by provider id reaches all of them.
 */
export function providerScope(providerId: string): { exactKey: string; childPrefix: string } {
  return { exactKey: `provider:${providerId}`, childPrefix: `provider:${providerId}:` };
}
