/**
 * Seeding the local D1 with demo data: the I/O around the pure generator. Loads the gazetteer
 * when missing, removes the previous demo providers (never imported ones), reads the places and
 * taken slugs the generator needs, inserts the rows, then recomputes the aggregates, lets
 * SQLite refresh its statistics so the planner picks the indexes, and drops the cached provider
 * records that described the previous data.
 */
import { providerFamily } from "../../../kv-schemas/provider.ts";
import { purgePrefix } from "../../../worker/admin/cache-purges.ts";
import { recomputeAggregates } from "../../../worker/providers/provider-job-store.ts";
import type { CityRow, CountyRow, ZipRow } from "../gazetteer.ts";
import { ensureGazetteer } from "../gazetteer.ts";
import type { PlaceSource } from "./demo-places.ts";
import {
  DEMO_TABLES,
  deleteDemoStatements,
  demoDataStatements,
  detachStatements,
  type IdOffsets,
  OFFSET_TABLES,
  type ProviderReference,
} from "./demo-sql.ts";
import { generateDemoData } from "./generate.ts";
import type { SeedOptions } from "./options.ts";
import type { DemoData } from "./rows.ts";

/** One exec call carries at most this much SQL; larger requests gain nothing and hold memory. */
const EXEC_CHARS = 4_000_000;

type SeedOutcome =
  | { kind: "skipped"; existing: number }
  | { kind: "seeded"; data: DemoData; removed: number; timings: Record<string, number> };

async function count(db: D1Database, sql: string): Promise<number> {
  return (await db.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

/** The gazetteer as stored, so providers reference exactly the ids the database holds. */
async function readPlaces(db: D1Database): Promise<PlaceSource> {
  const [cities, counties, zips] = await Promise.all([
    db
      .prepare(
        `SELECT id, name, state_code AS stateCode, county_id AS countyId, url_name AS urlName, name_key AS nameKey,
          population, latitude, longitude FROM cities WHERE population > 0 ORDER BY id`.replace(/\s+/g, " "),
      )
      .all<CityRow>(),
    db
      .prepare(
        "SELECT id, fips, name, state_code AS stateCode, url_name AS urlName, name_key AS nameKey, latitude, longitude FROM counties ORDER BY id",
      )
      .all<CountyRow>(),
    db
      .prepare(
        "SELECT zip, city_id AS cityId, county_id AS countyId, state_code AS stateCode, latitude, longitude FROM zip_codes ORDER BY zip",
      )
      .all<ZipRow>(),
  ]);
  return { cities: cities.results, counties: counties.results, zips: zips.results };
}

/** Columns of other tables that reference providers and would block deleting one. */
async function blockingReferences(db: D1Database): Promise<ProviderReference[]> {
  const tables = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES providers%'")
    .all<{ name: string }>();
  const references: ProviderReference[] = [];
  for (const { name } of tables.results) {
    if (DEMO_TABLES.has(name)) continue;
    const keys = await db
      .prepare(`PRAGMA foreign_key_list("${name}")`)
      .all<{ table: string; from: string; on_delete: string }>();
    for (const key of keys.results) {
      if (key.table === "providers" && !["CASCADE", "SET NULL"].includes(key.on_delete.toUpperCase())) {
        references.push({ table: name, column: key.from });
      }
    }
  }
  return references;
}

async function readOffsets(db: D1Database): Promise<IdOffsets> {
  const entries = await Promise.all(
    Object.entries(OFFSET_TABLES).map(
      async ([key, table]) => [key, await count(db, `SELECT coalesce(max(id), 0) AS n FROM ${table}`)] as const,
    ),
  );
  return Object.fromEntries(entries) as IdOffsets;
}

async function execStatements(db: D1Database, statements: Iterable<string>): Promise<void> {
  let chunk: string[] = [];
  let size = 0;
  for (const statement of statements) {
    chunk.push(statement);
    size += statement.length;
    if (size >= EXEC_CHARS) {
      await db.exec(chunk.join("\n"));
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length > 0) await db.exec(chunk.join("\n"));
}

/**
 * Seeds the database and drops the provider records cached in `cache`; with `ifEmpty`, does
 * nothing when the database already has a demo provider.
 */
export async function seedDemoDatabase(
  db: D1Database,
  cache: KVNamespace | null,
  options: Omit<SeedOptions, "persistTo">,
  log: (line: string) => void,
): Promise<SeedOutcome> {
  const timings: Record<string, number> = {};
  const timed = async <T>(label: string, work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings[label] = performance.now() - started;
    return result;
  };

  const loaded = await timed("gazetteer", () => ensureGazetteer(db));
  if (loaded) log("Loaded the gazetteer (states, counties, cities, ZIP codes).");
  const existing = await count(db, "SELECT count(*) AS n FROM providers WHERE source = 'demo'");
  if (options.ifEmpty && existing > 0) return { kind: "skipped", existing };
  if (existing > 0) {
    const references = await blockingReferences(db);
    await timed("delete", () => execStatements(db, [...detachStatements(references), ...deleteDemoStatements()]));
  }

  const places = await timed("read", () => readPlaces(db));
  const taken = await db.prepare("SELECT slug FROM providers").all<{ slug: string }>();
  const offsets = await readOffsets(db);
  const data = await timed("generate", () =>
    generateDemoData({
      providers: options.providers,
      seed: options.seed,
      today: options.today,
      places,
      reservedSlugs: new Set(taken.results.map((row) => row.slug)),
      metroCoverage: true,
      reviewsPerProvider: options.reviewsPerProvider,
    }),
  );
  // Generating is seconds of synchronous work, during which the proxy's idle connection can
  // expire unnoticed: one turn of the event loop lets the HTTP client retire it before the inserts.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await timed("insert", () => execStatements(db, demoDataStatements(data, offsets)));
  await timed("aggregates", () => recomputeAggregates(db));
  // Fresh statistics: without them SQLite may scan instead of using the position and care-type indexes.
  await timed("optimize", () => db.exec("PRAGMA optimize=0x10002;"));
  if (cache) await timed("cache", () => purgePrefix(cache, providerFamily.prefix));
  return { kind: "seeded", data, removed: existing, timings };
}
