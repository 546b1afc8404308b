/**
 * `npm run bench:search`: seeds 50,000 demo providers into a database of its own
 * (.wrangler/bench-state, kept between runs) and times a fixed mix of 200 searches: with and
 * without filters, in cities of every size, by ZIP, county and state, with each sort. Reports
 * p50 and p95 of the search query itself (the engine's D1 batch: matched set, totals, facets)
 * and of the whole search as the API runs it (geocoding through KV, cards from cached records).
 * Budget: search query p95 under 25 ms.
 */
import { BRANDS } from "../../domain/brands/brands.ts";
import { parseLocationText } from "../../domain/geo/location-text.ts";
import { parseSearchCriteria } from "../../domain/search/search-criteria.ts";
import { resolvePlace } from "../../worker/geo/place-queries.ts";
import { runEngine } from "../../worker/search/search-queries.ts";
import { engineQuery, runSearch } from "../../worker/search/search-service.ts";
import { openLocalD1 } from "../lib/local-d1.ts";
import { assertNode22 } from "../lib/offline-env.ts";
import { writeBenchReport } from "./lib/report.ts";
import { prepareBenchState } from "./lib/state.ts";

assertNode22();

const SEARCHES = 200;
const WARM_UP = 20;
const BUDGET_P95_MS = 25;

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

const persistTo = await prepareBenchState();

const { db, cache, dispose } = await openLocalD1(persistTo);
const counted = await db.prepare("SELECT count(*) AS count FROM providers").first<{ count: number }>();
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
await dispose();

queryTimes.sort((a, b) => a - b);
searchTimes.sort((a, b) => a - b);
roundTrips.sort((a, b) => a - b);
const p95 = percentile(queryTimes, 0.95);
const lines = [
  `- ${counted?.count ?? 0} providers, ${SEARCHES} searches (after ${WARM_UP} to warm up), ${Math.round(results / SEARCHES)} matches on average`,
  `- search query in local D1 (engine batch): p50 ${format(percentile(queryTimes, 0.5))}, p95 ${format(p95)}, max ${format(queryTimes.at(-1) ?? 0)}`,
  `- from Node through the platform proxy: search query p50 ${format(percentile(roundTrips, 0.5))}, p95 ${format(percentile(roundTrips, 0.95))}; whole search (geocode, query, cards) p50 ${format(percentile(searchTimes, 0.5))}, p95 ${format(percentile(searchTimes, 0.95))}`,
  `- budget: search query p95 under ${BUDGET_P95_MS} ms: ${p95 < BUDGET_P95_MS ? "met" : "NOT MET"}`,
];
console.log(`\n${lines.join("\n")}`);
const written = await writeBenchReport({
  name: "search",
  title: "Search engine on the bench directory",
  command: "npm run bench:search",
  method:
    "Searches of the bench database's places and care types, one after another, through the local D1 of the platform proxy; the engine batch's own duration as D1 reports it, and the round trips from Node.",
  lines,
});
console.log(`written to ${written}`);
if (p95 >= BUDGET_P95_MS) process.exitCode = 1;
