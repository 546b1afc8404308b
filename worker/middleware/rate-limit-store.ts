/**
 * Rate limiting in D1 with a sliding window. Each key keeps the count of its current window
 * (windows are aligned to their length) and the count of the window before; a request is
 * weighed against the previous count, scaled by the part of the previous window still inside
 * the last `windowSeconds`, plus the current count. One statement reads the counts, decides
 * and counts the request, so concurrent requests for one key are decided one after another and
 * cannot slip past the limit together. A refused request is not counted: whoever waits gets
 * through as soon as the estimate frees a place, however often they tried meanwhile.
 *
 * What the estimate lets through in any span of `windowSeconds`: at most `limit` when the
 * previous window's requests were spread over it (requests at a steady pace, from their third
 * window on) or bunched on both sides of a boundary (a fixed window let twice the limit through
 * there). The estimate takes the previous window's requests as spread evenly, so when they came
 * bunched at its end (a flood that starts just before a boundary), it lets through up to
 * `2 × limit − 1`: that window's whole limit, then one request each time the estimate frees a
 * place. For ten a minute: ten at 0:59.9, then one at 1:06, 1:12, … 1:54, nineteen within 55 s,
 * and none more until 2:00.
 */

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until one more request would be allowed, for Retry-After; at least 1. */
  retryAfterSeconds: number;
}

interface LimiterRow {
  window_start: number;
  count: number;
  previous_count: number;
}

/** The previous window's count as seen from the request's window (?2, ?3: its start and length). */
const PREVIOUS = "CASE WHEN window_start >= ?2 THEN previous_count WHEN window_start = ?2 - ?3 THEN count ELSE 0 END";
/** The current window's count as seen from the request's window. */
const CURRENT = "CASE WHEN window_start >= ?2 THEN count ELSE 0 END";

/**
 * Counts `?6` (1, or 0 to only check) for key ?1 when one more request is within the limit ?5:
 * previous × (ms of the window still ahead, ?4) / window + current + 1 ≤ limit, multiplied out
 * so it is exact. A row comes back only when the request was allowed. A window start behind the
 * stored one (another isolate's clock a little behind) counts in the stored window, so a
 * boundary crossed early on one clock cannot reset the counts.
 */
const COUNT_SQL = `INSERT INTO rate_limits (key, window_start, count, previous_count, expires_at)
  VALUES (?1, ?2, ?6, 0, ?2 + 2 * ?3)
  ON CONFLICT (key) DO UPDATE SET
    previous_count = ${PREVIOUS},
    count = ${CURRENT} + ?6,
    window_start = max(window_start, ?2),
    expires_at = max(window_start, ?2) + 2 * ?3
  WHERE ${PREVIOUS} * ?4 + (${CURRENT} + 1) * ?3 * 1000 <= ?5 * ?3 * 1000
  RETURNING count`;

/** When one more request for a key in this state would be allowed, in seconds from `now` (at least 1). */
function secondsUntilAllowed(row: LimiterRow, rule: RateLimit, now: number): number {
  const windowMs = rule.windowSeconds * 1000;
  const currentStart = Math.floor(now / windowMs) * windowMs;
  const rowStart = row.window_start * 1000;
  let start: number;
  let previous: number;
  let current: number;
  if (rowStart >= currentStart) [start, previous, current] = [rowStart, row.previous_count, row.count];
  else if (rowStart === currentStart - windowMs) [start, previous, current] = [currentStart, row.count, 0];
  else return 1;
  // Within the window from `start`, one more is allowed once previous × (start + W − t) / W + current + 1 ≤ limit.
  const at =
    current + 1 <= rule.limit
      ? previous === 0
        ? now
        : start + windowMs - ((rule.limit - current - 1) * windowMs) / previous
      : // Not in this window: in the next one, the current count becomes the previous one.
        Math.max(start + windowMs, start + 2 * windowMs - ((rule.limit - 1) * windowMs) / current);
  return Math.max(1, Math.ceil((at - now) / 1000));
}

async function countRequest(
  db: D1Database,
  key: string,
  rule: RateLimit,
  now: number,
  cost: 0 | 1,
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * rule.windowSeconds;
  const aheadMs = windowStart * 1000 + windowMs - now;
  // One batch is one transaction and one round trip: the decision, then the counts it left.
  const [counted, state] = await db.batch<LimiterRow>([
    db.prepare(COUNT_SQL).bind(key, windowStart, rule.windowSeconds, aheadMs, rule.limit, cost),
    db.prepare("SELECT window_start, count, previous_count FROM rate_limits WHERE key = ?1").bind(key),
  ]);
  const row = state?.results[0];
  return {
    allowed: (counted?.results.length ?? 0) > 0,
    retryAfterSeconds: row ? secondsUntilAllowed(row, rule, now) : 1,
  };
}

/** Counts one request for `key` when it is within the limit, and answers whether it was. */
export function consumeRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimit,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  return countRequest(db, key, rule, now, 1);
}

/**
 * Answers whether one more request for `key` would be within the limit, counting nothing. It
 * runs the same statement as counting (with nothing added), so a check takes as long as a count:
 * the token throttle relies on that, so a correct token and a wrong one cannot be told apart by
 * how long they take.
 */
export function peekRateLimit(
  db: D1Database,
  key: string,
  rule: RateLimit,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  return countRequest(db, key, rule, now, 0);
}

/**
 * Gives back one request counted for `key` at `countedAt` (what consumeRateLimit was given):
 * for a request that turned out to do nothing the limit is about (a review refused as a resend
 * stores nothing). The count is taken from the window it went into, wherever the key's row has
 * moved since; never below zero.
 */
export async function refundRateLimit(db: D1Database, key: string, rule: RateLimit, countedAt: number): Promise<void> {
  const windowStart = Math.floor(countedAt / (rule.windowSeconds * 1000)) * rule.windowSeconds;
  await db
    .prepare(
      `UPDATE rate_limits SET
         count = CASE WHEN window_start = ?2 AND count > 0 THEN count - 1 ELSE count END,
         previous_count = CASE WHEN window_start = ?2 + ?3 AND previous_count > 0 THEN previous_count - 1
           ELSE previous_count END
       WHERE key = ?1`,
    )
    .bind(key, windowStart, rule.windowSeconds)
    .run();
}

/** Rows deleted per statement by the sweep, and statements per sweep: 100,000 rows every five minutes at most. */
const SWEEP_BATCH = 5_000;
const SWEEP_ROUNDS = 20;

/**
 * Deletes the counters that no longer weigh anything (their window and the one after it have
 * passed), in batches so one statement stays small; answers how many. The cron trigger runs it.
 */
export async function deleteExpiredRateLimits(db: D1Database, now: number = Date.now()): Promise<number> {
  const nowSeconds = Math.floor(now / 1000);
  let deleted = 0;
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const result = await db
      .prepare("DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE expires_at <= ?1 LIMIT ?2)")
      .bind(nowSeconds, SWEEP_BATCH)
      .run();
    deleted += result.meta.changes;
    if (result.meta.changes < SWEEP_BATCH) break;
  }
  return deleted;
}
