/**
 * The per-visitor limit on lead posts (README, Leads: ten a minute per visitor address, then 429).
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";

/** Lead posts allowed per visitor IP: a family retrying never meets it, a script does. */
export const LEAD_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };

/** The message a rate-limited visitor reads. */
export function rateLimitMessage(phone: string): string {
  return `Too many requests from your connection. Please wait a minute and try again, or call ${phone} to speak with a Caring Expert.`;
}

/** Counts this post against the visitor's limit; answers the seconds to wait, or null when allowed. */
export async function overRateLimit(c: Context<AppEnv>): Promise<number | null> {
  const result = await consumeRateLimit(c.env.DB, `lead:${addressKey(visitorIp(c))}`, LEAD_RATE_LIMIT);
  if (result.allowed) return null;
  c.header("Retry-After", String(result.retryAfterSeconds));
  return result.retryAfterSeconds;
}
