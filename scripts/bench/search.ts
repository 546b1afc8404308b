/**
 * `npm run bench:search [-- --providers N]`: seeds N demo providers (50,000 unless given) into a
 * database of its own (.wrangler/bench-state, or bench-state-N; kept between runs) and times a
 * fixed mix of 200 searches: with and without filters, in cities of every size, by ZIP, county
 * and state, with each sort. Reports p50 and p95 of the search query itself (the engine's D1
 * batch: matched set, totals, facets) and of the whole search as the API runs it (geocoding
 * through KV, cards from cached records), then the time of each whole-directory job at that size
 * (the chunked aggregates and bayesian runs, the sitemaps' reads, the cron's deletions).
 * Budget (ARCHITECTURE.md): search query p95 under 15 ms.
 *
 * Each size's figures are kept in docs/benchmarks/search-scale.json, and search-scale.md is
 * written from them: every size measured so far, with how each cost grows from the smallest.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { BRANDS } from "../../domain/brands/brands.ts";
import { parseLocationText } from "../../domain/geo/location-text.ts";
import { parseSearchCriteria } from "../../domain/search/search-criteria.ts";
import { siteMapCareTypes } from "../../domain/site-map/site-map-paths.ts";
import { deleteOldEvents } from "../../worker/events/event-store.ts";
import { resolvePlace } from "../../worker/geo/place-queries.ts";
import { purgeExpiredDeletionRequests } from "../../worker/leads/lead-deletion-store.ts";
import { deleteExpiredRateLimits } from "../../worker/middleware/rate-limit-store.ts";
import { recomputeEveryProvider, refreshBayesianAverages } from "../../worker/providers/provider-job-store.ts";
import { runEngine } from "../../worker/search/search-queries.ts";
import { engineQuery, runSearch } from "../../worker/search/search-service.ts";
import { geoPagesWithProviders, indexableProviderPages } from "../../worker/sitemaps/sitemap-queries.ts";
import { openLocalD1 } from "../lib/local-d1.ts";
import { assertNode22 } from "../lib/offline-env.ts";
import { writeBenchReport } from "./lib/report.ts";
import { type ScaleRun, writeScaleReport } from "./lib/scale-report.ts";
import { BENCH_PROVIDERS, benchStateName, prepareBenchState } from "./lib/state.ts";

assertNode22();

const SEARCHES = 200;
const WARM_UP = 20;
const BUDGET_P95_MS = 15;

const ARGUMENTS = z.object({
  providers: z.coerce.number().int().min(1_000).max(1_000_000).default(BENCH_PROVIDERS),
  "reviews-per-provider": z.coerce.number().int().min(1).max(100).optional(),
});

function benchArguments(): z.infer<typeof ARGUMENTS> {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { providers: { type: "string" }, "reviews-per-provider": { type: "string" } },
    });
    const parsed = ARGUMENTS.safeParse(values);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const range = issue?.path[0] === "providers" ? "1000 to 1000000" : "1 to 100";
    console.error(`--${String(issue?.path[0])}: ${issue?.message ?? "invalid"} (a whole number, ${range})`);
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error("Usage: npm run bench:search -- [--providers N] [--reviews-per-provider R]");
  process.exit(2);
}

const PLACES = [
  "Austin, TX",
  "New York, NY",
  "Los Angeles, CA",
  "Chicago, IL",
  "Houston, TX",
  "Phoenix, AZ",
  "Philadelphia, PA",
  "Denver, CO",
  "Seattle, WA",
  "Miami, FL",
  "Atlanta, GA",
  "Boston, MA",
  "Columbus, OH",
  "Nashville, TN",
  "Portland, OR",
  "Boise, ID",
  "Charleston, SC",
  "Billings, MT",
  "78701",
  "10001",
  "60614",
  "Travis County, TX",
  "Cook County, IL",
  "Texas",
  "Rhode Island",
];
const CARE_TYPES = ["assisted-living", "memory-care-facilities", "independent-living", "nursing-homes", "in-home-care"];
const SORTS = ["distance", "best-rated", "most-reviews", "best-staff", "best-activities", "best-meals-dining"];
const FILTER_SETS: Record<string, string>[] = [
  {},
  {},
  { lifestyle: "pet-friendly" },
  { languages: "spanish", "match-all": "true" },
  { "health-services": "medication,nurses", "match-all": "false" },
  { price: "1,2" },
  { reviews: "4-plus", accessibility: "mobility-wheelchair" },
  { "room-type": "studio", dining: "special-diets" },
  { "providers-with": "5-plus-photos", distance: "50" },
  { verified: "verified-partners-only", distance: "10" },
];

/** The i-th search of the fixed mix: the same 200 searches on every run. */
function searchParams(index: number): URLSearchParams {
  const params = new URLSearchParams({
    keyword: PLACES[index % PLACES.length] as string,
    careType: CARE_TYPES[(index * 7) % CARE_TYPES.length] as string,
    sortBy: SORTS[(index * 5) % SORTS.length] as string,
    page: String(1 + (index % 3 === 2 ? 1 : 0)),
  });
  for (const [name, value] of Object.entries(FILTER_SETS[(index * 3) % FILTER_SETS.length] ?? {}))
    params.set(name, value);
  return params;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const format = (ms: number) => `${ms.toFixed(1)} ms`;

const { providers, "reviews-per-provider": reviewsPerProvider } = benchArguments();
const persistTo = await prepareBenchState(providers, reviewsPerProvider);

const { db, cache, dispose } = await openLocalD1(persistTo);
const counted = await db
  .prepare("SELECT (SELECT count(*) FROM providers) AS count, (SELECT count(*) FROM reviews) AS reviews")
  .first<{ count: number; reviews: number }>();
const brand = BRANDS.carefind;
const now = new Date();

const queryTimes: number[] = [];
const roundTrips: number[] = [];
const searchTimes: number[] = [];
let results = 0;
for (let index = 0; index < WARM_UP + SEARCHES; index++) {
  const criteria = parseSearchCriteria(searchParams(index));
  const parsed = parseLocationText(criteria.keyword);
  const place = parsed ? await resolvePlace(db, cache, parsed) : null;
  if (!place) throw new Error(`the gazetteer does not know ${criteria.keyword}`);
  const options = { brand, now, hitsPerPage: 20, onlyIndexed: false, pricesVisible: true, language: "en" as const };

  const started = performance.now();
  const engine = await runEngine(db, engineQuery(criteria, place, place, options));
  const queryTime = performance.now() - started;

  const searchStarted = performance.now();
  await runSearch({ DB: db, CACHE: cache }, criteria, options);
  const searchTime = performance.now() - searchStarted;

  if (index >= WARM_UP) {
    queryTimes.push(engine.sqlDurationMs);
    roundTrips.push(queryTime);
    searchTimes.push(searchTime);
    results += engine.totalItems;
  }
}

/** How long each whole-directory job takes at this size, one run each, in order. */
const jobTimes: string[] = [];
const jobSeconds: Record<string, number> = {};
const timeJob = async (name: string, job: () => Promise<unknown>) => {
  const started = performance.now();
  await job();
  const seconds = (performance.now() - started) / 1000;
  jobSeconds[name] = seconds;
  jobTimes.push(`${name} ${seconds.toFixed(1)} s`);
};
await timeJob("aggregates then bayesian, every provider in chunks", () => recomputeEveryProvider(db));
await timeJob("daily bayesian refresh", () => refreshBayesianAverages(db));
await timeJob("provider sitemap reads", () => indexableProviderPages(db, brand.searchRollUps));
await timeJob("geo sitemap reads", () =>
  geoPagesWithProviders(
    db,
    siteMapCareTypes(brand.searchRollUps).map((careType) => careType.id),
  ),
);
const cronNow = Date.now();
await timeJob("cron deletions", () =>
  Promise.all([
    deleteOldEvents(db, cronNow),
    deleteExpiredRateLimits(db, cronNow),
    purgeExpiredDeletionRequests(db, new Date(cronNow).toISOString()),
  ]),
);
await dispose();

queryTimes.sort((a, b) => a - b);
searchTimes.sort((a, b) => a - b);
roundTrips.sort((a, b) => a - b);
const p95 = percentile(queryTimes, 0.95);
const lines = [
  `- ${counted?.count ?? 0} providers and ${counted?.reviews ?? 0} reviews, ${SEARCHES} searches (after ${WARM_UP} to warm up), ${Math.round(results / SEARCHES)} matches on average`,
  `- search query in local D1 (engine batch): p50 ${format(percentile(queryTimes, 0.5))}, p95 ${format(p95)}, max ${format(queryTimes.at(-1) ?? 0)}`,
  `- from Node through the platform proxy: search query p50 ${format(percentile(roundTrips, 0.5))}, p95 ${format(percentile(roundTrips, 0.95))}; whole search (geocode, query, cards) p50 ${format(percentile(searchTimes, 0.5))}, p95 ${format(percentile(searchTimes, 0.95))}`,
  `- whole-directory jobs: ${jobTimes.join("; ")}`,
  `- budget: search query p95 under ${BUDGET_P95_MS} ms: ${p95 < BUDGET_P95_MS ? "met" : "NOT MET"}`,
];
console.log(`\n${lines.join("\n")}`);
const options = [
  ...(providers === BENCH_PROVIDERS ? [] : [`--providers ${providers}`]),
  ...(reviewsPerProvider === undefined ? [] : [`--reviews-per-provider ${reviewsPerProvider}`]),
];
const written = await writeBenchReport({
  name: benchStateName(providers, reviewsPerProvider).replace("bench-state", "search"),
  title: "Search engine on the bench directory",
  command: ["npm run bench:search", ...(options.length ? ["--", ...options] : [])].join(" "),
  method:
    "Searches of the bench database's places and care types, one after another, through the local D1 of the platform proxy; the engine batch's own duration as D1 reports it, and the round trips from Node.",
  lines,
});
console.log(`written to ${written}`);
const run: ScaleRun = {
  run: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  providers: counted?.count ?? 0,
  reviews: counted?.reviews ?? 0,
  matches: Math.round(results / SEARCHES),
  queryP50Ms: percentile(queryTimes, 0.5),
  queryP95Ms: p95,
  searchP95Ms: percentile(searchTimes, 0.95),
  jobSeconds,
};
console.log(`written to ${await writeScaleReport(benchStateName(providers, reviewsPerProvider), run)}`);
if (p95 >= BUDGET_P95_MS) process.exitCode = 1;
