/**
 * The whole-table jobs over the providers (worker/providers/provider-job-store.ts): a run stopped
 * half way resumes at the chunk it had not done and ends with what one uninterrupted run
 * writes, and the cron's runs go on with a stopped one.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { aggregateStatements } from "../../worker/providers/aggregate-queries.ts";
import {
  continueProviderJob,
  continueProviderJobs,
  recomputeEveryProvider,
  startProviderJob,
} from "../../worker/providers/provider-job-store.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";

/** A few providers per chunk, so the fixture's directory takes several. */
const SMALL = { providersPerChunk: 7 };

const AGGREGATES = `id, review_count, average_rating, rating_staff, rating_activities, rating_food, rating_facilities,
  rating_value, photo_count, min_price_cents, max_price_cents, caring_stars_eligible, has_caring_stars, care_type_bits,
  amenity_bits, medicare_overall_rating, bayesian_average`;

async function aggregates(): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare(`SELECT ${AGGREGATES} FROM providers ORDER BY id`).all()).results;
}

/** Every aggregate wrong, as a run that has not started finds them. */
async function scramble(): Promise<void> {
  await env.DB.prepare(
    `UPDATE providers SET review_count = 99, average_rating = 0.5, rating_staff = NULL, photo_count = 99,
       care_type_bits = 0, amenity_bits = 0, caring_stars_eligible = 1, bayesian_average = 0.5`,
  ).run();
}

async function run(job: "aggregates" | "bayesian") {
  return env.DB.prepare("SELECT next_id, last_id, finished_at FROM provider_jobs WHERE job = ?1")
    .bind(job)
    .first<{ next_id: number; last_id: number; finished_at: string | null }>();
}

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

describe("the jobs over every provider", () => {
  it("write in chunks what the one-statement recompute writes", async () => {
    await env.DB.batch(aggregateStatements("1 = 1").map((sql) => env.DB.prepare(sql)));
    const inOneStatement = await aggregates();
    await scramble();
    const done = await recomputeEveryProvider(env.DB, SMALL);
    expect(done.finished).toBe(true);
    const providers = (await env.DB.prepare("SELECT count(*) AS n FROM providers").first<{ n: number }>())?.n ?? 0;
    // Both jobs, each in chunks of seven providers, none empty wherever the ids leave gaps.
    expect(done.chunks).toBe(2 * Math.ceil(providers / 7));
    expect(await aggregates()).toEqual(inOneStatement);
    expect((await run("aggregates"))?.finished_at).not.toBeNull();
    expect((await run("bayesian"))?.finished_at).not.toBeNull();
  });

  it("resumes a run stopped half way, and ends with what one uninterrupted run writes", async () => {
    const uninterrupted = await recomputeEveryProvider(env.DB, SMALL);
    const oneRun = await aggregates();

    await scramble();
    await startProviderJob(env.DB, "aggregates");
    const stopped = await continueProviderJobs(env.DB, { ...SMALL, maxChunks: 2 });
    expect(stopped).toMatchObject({ finished: false, chunks: 2 });
    // The first two chunks are written, the rest still as the scramble left them.
    const halfway = await aggregates();
    const stoppedAt = (await run("aggregates"))?.next_id ?? 0;
    expect(halfway.filter((row) => (row.id as number) < stoppedAt)).toEqual(
      oneRun.filter((row) => (row.id as number) < stoppedAt).map((row) => ({ ...row, bayesian_average: 0.5 })),
    );
    expect(halfway.filter((row) => (row.id as number) >= stoppedAt).every((row) => row.review_count === 99)).toBe(true);

    const resumed = await continueProviderJobs(env.DB, SMALL);
    // From the third chunk on: the two done are not done again.
    expect(resumed).toMatchObject({ finished: true, chunks: uninterrupted.chunks - 2 });
    expect(await aggregates()).toEqual(oneRun);
  });

  it("leaves the bayesian figures that did not move unwritten, so a second refresh writes no row", async () => {
    await recomputeEveryProvider(env.DB, SMALL);
    await startProviderJob(env.DB, "bayesian");
    expect(await continueProviderJob(env.DB, "bayesian", SMALL)).toMatchObject({ finished: true, changes: 0 });
  });

  it("goes on with a stopped run in the cron's next run", async () => {
    await recomputeEveryProvider(env.DB, SMALL);
    const oneRun = await aggregates();
    await scramble();
    await startProviderJob(env.DB, "aggregates");
    await continueProviderJobs(env.DB, { ...SMALL, maxChunks: 1 });
    expect((await run("aggregates"))?.finished_at).toBeNull();

    // 15:00 UTC: not the daily refresh; the cron goes on with what is unfinished.
    const ctx = createExecutionContext();
    const scheduledTime = Date.UTC(2026, 11, 7, 15, 0);
    await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await run("aggregates"))?.finished_at).not.toBeNull();
    expect((await run("bayesian"))?.finished_at).not.toBeNull();
    expect(await aggregates()).toEqual(oneRun);
  });
});
