/**
 * Fixed-window rate limiting in D1: one atomic upsert per request counts it and answers the
 * count, so concurrent requests from one IP cannot slip past the limit.
 */

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, for Retry-After. */
  retryAfterSeconds: number;
}

/** Counts one request for `key` and answers whether it is within the limit. */
export async function consumeRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimit,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, windowStart + rule.windowSeconds - Math.floor(now / 1000)),
  };
}
