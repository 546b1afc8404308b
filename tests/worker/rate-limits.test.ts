import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { LEAD_RATE_LIMIT } from "../../worker/leads/lead-rate-limit.ts";
import { consumeRateLimit, peekRateLimit } from "../../worker/middleware/rate-limit-store.ts";
import { inquiry } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

/** A minute boundary well in the past, so these counters never meet the ones the requests make. */
const MINUTE = 60_000;
const BOUNDARY = Math.floor(Date.UTC(2026, 0, 5, 12) / MINUTE) * MINUTE;

function freshKey(): string {
  return `test:${crypto.randomUUID()}`;
}

/** Sends posts for one key at the given times (ms), one after another; answers the times let through. */
async function allowedAt(key: string, times: number[]): Promise<number[]> {
  const allowed: number[] = [];
  for (const time of times) {
    if ((await consumeRateLimit(env.DB, key, LEAD_RATE_LIMIT, time)).allowed) allowed.push(time);
  }
  return allowed;
}

/** The most of `times` that fall in any span of 60 s. */
function mostInAnyMinute(times: number[]): number {
  return Math.max(...times.map((start) => times.filter((time) => time >= start && time < start + MINUTE).length));
}

describe("the sliding-window limiter (ten lead posts a minute)", () => {
  it("lets ten of twenty posts through when they bunch on both sides of a minute boundary", async () => {
    // A fixed window let all twenty through: ten counted in each minute.
    const times = Array.from({ length: 20 }, (_, index) => BOUNDARY - 1_000 + index * 100);
    const allowed = await allowedAt(freshKey(), times);
    expect(allowed).toHaveLength(10);
    expect(allowed.every((time) => time < BOUNDARY)).toBe(true);
  });

  it("lets at most ten through in any 60 s at a steady pace across the boundary", async () => {
    // One post every 6 s from 57 s before the boundary to 57 s after it: twenty posts.
    const times = Array.from({ length: 20 }, (_, index) => BOUNDARY - 57_000 + index * 6_000);
    const allowed = await allowedAt(freshKey(), times);
    expect(mostInAnyMinute(allowed)).toBe(10);
    // The first post after the boundary is refused: the estimate still holds 9.5 of the ten before it.
    expect(allowed).not.toContain(BOUNDARY + 3_000);
    expect(allowed).toHaveLength(19);
  });

  it("lets nineteen through in 60 s at most, its worst case: ten at the boundary, then one each time a place frees", async () => {
    const key = freshKey();
    const burst = Array.from({ length: 10 }, () => BOUNDARY - 100);
    const everySecond = Array.from({ length: 60 }, (_, index) => BOUNDARY + index * 1_000);
    const allowed = await allowedAt(key, [...burst, ...everySecond]);
    const after = allowed.filter((time) => time >= BOUNDARY).map((time) => (time - BOUNDARY) / 1_000);
    expect(after).toEqual([6, 12, 18, 24, 30, 36, 42, 48, 54]);
    expect(mostInAnyMinute(allowed)).toBe(2 * LEAD_RATE_LIMIT.limit - 1);
  });

  it("answers a Retry-After after which the next post is allowed, and not a second before", async () => {
    const key = freshKey();
    const start = BOUNDARY;
    await allowedAt(
      key,
      Array.from({ length: 10 }, () => start),
    );
    const refused = await consumeRateLimit(env.DB, key, LEAD_RATE_LIMIT, start + 1_000);
    expect(refused.allowed).toBe(false);
    // Ten at the start of a minute weigh 9 once 10% of the next minute has passed: 66 s after them.
    expect(refused.retryAfterSeconds).toBe(65);
    const retryAt = start + 1_000 + refused.retryAfterSeconds * 1_000;
    expect((await consumeRateLimit(env.DB, key, LEAD_RATE_LIMIT, retryAt - 1_000)).allowed).toBe(false);
    expect((await consumeRateLimit(env.DB, key, LEAD_RATE_LIMIT, retryAt)).allowed).toBe(true);
  });

  it("lets exactly ten of fifty concurrent posts for one key through", async () => {
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => consumeRateLimit(env.DB, key, LEAD_RATE_LIMIT, BOUNDARY + 30_000)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });

  it("checks without counting", async () => {
    const key = freshKey();
    await allowedAt(
      key,
      Array.from({ length: 9 }, () => BOUNDARY),
    );
    for (let index = 0; index < 5; index++) {
      expect((await peekRateLimit(env.DB, key, LEAD_RATE_LIMIT, BOUNDARY)).allowed).toBe(true);
    }
    expect(await allowedAt(key, [BOUNDARY, BOUNDARY])).toEqual([BOUNDARY]);
    expect((await peekRateLimit(env.DB, key, LEAD_RATE_LIMIT, BOUNDARY)).allowed).toBe(false);
  });
});

describe("the lead limit counts an IPv6 visitor by /64", () => {
  it("answers 429 to the 11th post from twelve addresses of one /64, and not to another /64", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 12; host++) {
      const response = await call("/api/inquiry", {
        method: "POST",
        body: inquiry(),
        headers: { "CF-Connecting-IP": `2001:db8:6464:1:${host.toString(16)}:${host * 7}:0:${host}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const neighbour = await call("/api/inquiry", {
      method: "POST",
      body: inquiry(),
      headers: { "CF-Connecting-IP": "2001:db8:6464:2::1" },
    });
    expect(neighbour.status).toBe(200);
  });
});

describe("the cron sweep of the limiter's counters", () => {
  async function counterKeys(prefix: string): Promise<string[]> {
    const { results } = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE ?1 ORDER BY key")
      .bind(`${prefix}%`)
      .all<{ key: string }>();
    return results.map((row) => row.key);
  }

  it("deletes counters whose windows have passed and keeps those that still weigh", async () => {
    const prefix = `sweep:${crypto.randomUUID()}:`;
    const now = Date.now();
    await consumeRateLimit(env.DB, `${prefix}a-hour-ago`, LEAD_RATE_LIMIT, now - 60 * MINUTE);
    await consumeRateLimit(env.DB, `${prefix}b-two-minutes-ago`, LEAD_RATE_LIMIT, now - 2 * MINUTE - 1_000);
    // Counted in the minute before this one: it still weighs on this minute's posts.
    await consumeRateLimit(env.DB, `${prefix}c-last-minute`, LEAD_RATE_LIMIT, now - MINUTE);
    await consumeRateLimit(env.DB, `${prefix}d-now`, LEAD_RATE_LIMIT, now);
    expect(await counterKeys(prefix)).toHaveLength(4);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await counterKeys(prefix)).toEqual([`${prefix}c-last-minute`, `${prefix}d-now`]);
  });
});

describe("the location cache counts an IPv6 visitor by /64", () => {
  it("keeps one key for every address of one /64", async () => {
    for (const ip of ["2001:db8:ca:fe::1", "2001:db8:ca:fe:1:2:3:4", "2001:db8:ca:fe:ffff::9"]) {
      expect((await call("/api/geoip", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);
    }
    const { keys } = await env.CACHE.list({ prefix: "geoip:" });
    expect(keys.map((key) => key.name).filter((name) => name.includes("db8:ca:fe"))).toEqual([
      "geoip:v6:2001:db8:ca:fe::/64",
    ]);
  });
});
