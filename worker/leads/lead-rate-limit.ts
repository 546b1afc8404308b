/**
 * The limits on lead posts (docs/leads.md): each lead route says which limit its posts count
 * against and under which key. Visitors: ten a minute per address, then 429; the partner API
 * has a limit of its own, per partner (partner-api.ts).
 */
import type { Context } from "hono";
import type { Brand } from "../../domain/brands/brands.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { brandAdvisor } from "../../domain/inquiry/lead-consent.ts";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";

/** A limit on lead posts and the key a post is counted under. */
export interface LeadLimit {
  rule: RateLimit;
  key: string;
}

/** Lead posts allowed per visitor address: a family retrying never meets it, a script does. */
export const LEAD_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };

/** A visitor's limit, counted by address (an IPv6 visitor by /64). */
export function visitorLeadLimit(c: Context<AppEnv>): LeadLimit {
  return { rule: LEAD_RATE_LIMIT, key: `lead:${addressKey(visitorIp(c))}` };
}

/** The message a rate-limited visitor reads, in the page's words: the advisor line, in the brand's own word for its advisors. */
export function rateLimitMessage(
  phone: string,
  brand: Pick<Brand, "advisorTitle">,
  words: Messages["inquiry"],
): string {
  return words.refusal.rateLimited(phone, brandAdvisor(brand, words));
}

/** Counts this post against its limit; answers the seconds to wait, or null when allowed. */
export async function overRateLimit(c: Context<AppEnv>, limit: LeadLimit): Promise<number | null> {
  const result = await consumeRateLimit(c.env.DB, limit.key, limit.rule);
  if (result.allowed) return null;
  c.header("Retry-After", String(result.retryAfterSeconds));
  return result.retryAfterSeconds;
}
