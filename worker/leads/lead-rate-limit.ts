/**
 * The per-IP limit on lead posts (README, Leads: ten a minute per visitor IP, then 429) and
 * the visitor's IP it counts by, which every lead also records (spec lead-capture-and-chrome §3).
 */
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";

/** Lead posts allowed per visitor IP: a family retrying never meets it, a script does. */
const LEAD_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

/** The visitor's IP as the edge reports it, or null. */
export function visitorIp(c: Context<AppEnv>): string | null {
  const parsed = ipSchema.safeParse(c.req.header("CF-Connecting-IP"));
  return parsed.success ? parsed.data : null;
}

/** The message a rate-limited visitor reads. */
export function rateLimitMessage(phone: string): string {
  return `Too many requests from your connection. Please wait a minute and try again, or call ${phone} to speak with a Caring Expert.`;
}

/** Counts this post against the visitor's limit; answers the seconds to wait, or null when allowed. */
export async function overRateLimit(c: Context<AppEnv>): Promise<number | null> {
  const result = await consumeRateLimit(c.env.DB, `lead:${visitorIp(c) ?? "unknown"}`, LEAD_RATE_LIMIT);
  if (result.allowed) return null;
  c.header("Retry-After", String(result.retryAfterSeconds));
  return result.retryAfterSeconds;
}
