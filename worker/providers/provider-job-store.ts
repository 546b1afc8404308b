/**
 * The jobs that rewrite every provider's stored aggregates (worker/providers/aggregate-queries.ts),
 * in chunks of provider ids so that each statement stays well inside D1's limit on one query's
 * duration at national scale (250,000 providers), and resumable: where a run stands is a row of
 * `provider_jobs` (migration 0020), moved in the same batch as the chunk's writes, so a run
 * stopped half way (a Worker's CPU limit, a failed query) goes on from the chunk it had not
 * finished, and ends with the figures one uninterrupted run writes.
 *
 * - `aggregates`: counts, averages, sub-ratings, prices, photos, Caring Stars, Medicare rating and
 *   the search bitmasks; once it is over it starts `bayesian`, which depends on all of them.
 * - `bayesian`: every provider's bayesian average against the directory-wide mean, read once when
 *   the run starts (the daily cron's refresh, and the end of every full recompute).
 */
import {
  aggregateStatements,
  bayesianAgainst,
  directoryMeanRating,
  isDailyBayesianRefresh,
} from "./aggregate-queries.ts";

export const PROVIDER_JOBS = ["aggregates", "bayesian"] as const;
export type ProviderJob = (typeof PROVIDER_JOBS)[number];

/** Providers per chunk: one chunk's aggregate statements take tens of milliseconds at national scale. */
export const PROVIDERS_PER_CHUNK = 2_000;

export interface JobOptions {
  /** Stop after this many chunks (a cron run's share); all that are left when not given. */
  maxChunks?: number;
  /** Providers per chunk, PROVIDERS_PER_CHUNK unless given. */
  providersPerChunk?: number;
}

export interface JobProgress {
  /** Whether no part of the job is left (it finished now, or there was no run to go on with). */
  finished: boolean;
  /** The chunks done by this call. */
  chunks: number;
  /** The provider rows this call's chunks wrote (the bayesian run writes only figures that moved). */
  changes: number;
}

interface RunRow {
  next_id: number;
  last_id: number;
  mean: number | null;
  finished_at: string | null;
}

const now = () => new Date().toISOString();

/** Starts a job from the first provider (a run under way starts over). */
export async function startProviderJob(db: D1Database, job: ProviderJob): Promise<void> {
  const bounds = await db
    .prepare("SELECT coalesce(min(id), 1) AS first, coalesce(max(id), 0) AS last FROM providers")
    .first<{ first: number; last: number }>();
  const mean = job === "bayesian" ? await directoryMeanRating(db) : null;
  await db
    .prepare(
      `INSERT INTO provider_jobs (job, next_id, last_id, mean, started_at, finished_at) VALUES (?1, ?2, ?3, ?4, ?5, NULL)
       ON CONFLICT (job) DO UPDATE SET next_id = excluded.next_id, last_id = excluded.last_id, mean = excluded.mean,
         started_at = excluded.started_at, finished_at = NULL`,
    )
    .bind(job, bounds?.first ?? 1, bounds?.last ?? 0, mean, now())
    .run();
}

/** The writes of one chunk, providers `first` to `last`. */
function chunkStatements(
  db: D1Database,
  job: ProviderJob,
  run: RunRow,
  first: number,
  last: number,
): D1PreparedStatement[] {
  const scope = `id BETWEEN ${first} AND ${last}`;
  if (job === "aggregates") return aggregateStatements(scope, { bayesian: "none" }).map((sql) => db.prepare(sql));
  const figure = bayesianAgainst("?1", "providers");
  return [
    db
      .prepare(`UPDATE providers SET bayesian_average = ${figure} WHERE ${scope} AND bayesian_average IS NOT ${figure}`)
      .bind(run.mean ?? 0),
  ];
}

/**
 * Goes on with a started job, chunk by chunk. Each chunk's writes and the run's move past it
 * are one batch; the move names the chunk it follows, so two runners at once never skip one.
 * When `aggregates` ends, `bayesian` starts.
 */
export async function continueProviderJob(
  db: D1Database,
  job: ProviderJob,
  { maxChunks = Number.POSITIVE_INFINITY, providersPerChunk = PROVIDERS_PER_CHUNK }: JobOptions = {},
): Promise<JobProgress> {
  const progress: JobProgress = { finished: false, chunks: 0, changes: 0 };
  for (;;) {
    const run = await db
      .prepare("SELECT next_id, last_id, mean, finished_at FROM provider_jobs WHERE job = ?1")
      .bind(job)
      .first<RunRow>();
    if (!run || run.finished_at !== null) return { ...progress, finished: true };
    if (run.next_id > run.last_id) {
      await db.prepare("UPDATE provider_jobs SET finished_at = ?2 WHERE job = ?1").bind(job, now()).run();
      if (job === "aggregates") await startProviderJob(db, "bayesian");
      return { ...progress, finished: true };
    }
    if (progress.chunks >= maxChunks) return progress;
    // The chunk ends at its last existing provider, so ids far apart (an import's) make no empty chunks.
    const bound = await db
      .prepare(
        `SELECT coalesce((SELECT id FROM providers WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT 1 OFFSET ?3), ?2) AS last`,
      )
      .bind(run.next_id, run.last_id, providersPerChunk - 1)
      .first<{ last: number }>();
    const last = bound?.last ?? run.last_id;
    const writes = chunkStatements(db, job, run, run.next_id, last);
    const results = await db.batch([
      ...writes,
      db
        .prepare("UPDATE provider_jobs SET next_id = ?2 WHERE job = ?1 AND next_id = ?3")
        .bind(job, last + 1, run.next_id),
    ]);
    progress.chunks += 1;
    progress.changes += results.slice(0, writes.length).reduce((sum, result) => sum + result.meta.changes, 0);
  }
}

/**
 * Goes on with every job a stopped run left unfinished, in order (aggregates, then bayesian),
 * within `maxChunks` chunks in all: what the cron does on each run.
 */
export async function continueProviderJobs(db: D1Database, options: JobOptions = {}): Promise<JobProgress> {
  const total: JobProgress = { finished: true, chunks: 0, changes: 0 };
  const maxChunks = options.maxChunks ?? Number.POSITIVE_INFINITY;
  for (const job of PROVIDER_JOBS) {
    const done = await continueProviderJob(db, job, { ...options, maxChunks: maxChunks - total.chunks });
    total.chunks += done.chunks;
    total.changes += done.changes;
    if (!done.finished) return { ...total, finished: false };
  }
  return total;
}

/** Every provider's aggregates, then bayesian averages, from the start, chunk by chunk, to the end. */
export async function recomputeEveryProvider(db: D1Database, options: JobOptions = {}): Promise<JobProgress> {
  await startProviderJob(db, "aggregates");
  return continueProviderJobs(db, options);
}

/** Recomputes the aggregates of the given providers in one batch, or of every provider in chunks when none are given. */
export async function recomputeAggregates(db: D1Database, providerIds?: readonly number[]): Promise<void> {
  if (providerIds === undefined) {
    await recomputeEveryProvider(db);
    return;
  }
  const ids = providerIds.filter((id) => Number.isSafeInteger(id));
  const scope = `id IN (${ids.length ? ids.join(", ") : "NULL"})`;
  await db.batch(aggregateStatements(scope).map((sql) => db.prepare(sql)));
}

/**
 * Brings every provider's bayesian average up to the directory-wide mean as it is now, chunk by
 * chunk; answers how many rows moved. The daily cron's refresh.
 */
export async function refreshBayesianAverages(db: D1Database, options: JobOptions = {}): Promise<number> {
  await startProviderJob(db, "bayesian");
  return (await continueProviderJob(db, "bayesian", options)).changes;
}

/**
 * The cron's share, every five minutes: the day's bayesian refresh in the run of 03:00 UTC,
 * and in every run what a stopped run of either job left.
 */
export async function providerMaintenance(db: D1Database, scheduledTime: number): Promise<JobProgress> {
  if (isDailyBayesianRefresh(scheduledTime)) await startProviderJob(db, "bayesian");
  return continueProviderJobs(db);
}
