/**
 * What the importer reads from the database before writing: the gazetteer, and the rows earlier
 * imports stored (providers and Medicare records by CCN, the slugs taken, the services present),
 * which decide whether a row is inserted, updated or unchanged.
 */

import { buildPlaces, type PlaceRows, type Places } from "./cms-places.ts";
import { MEDICARE_UPSERT, PROVIDER_UPSERT } from "./cms-sql.ts";
import type { MedicareRow, ProviderRow } from "./mapping.ts";

interface StoredRows {
  /** Providers with a CCN, by CCN. */
  providers: Map<string, ProviderRow>;
  /** Medicare records by federal provider number (the CCN). */
  medicare: Map<string, MedicareRow>;
  /** Every slug taken, with the id of the provider holding it. */
  slugOwners: Map<string, number>;
  /** `${providerId}|${careTypeId}` for each service row of a provider with a CCN. */
  services: Set<string>;
}

async function all<Row>(db: D1Database, sql: string): Promise<Row[]> {
  return (await db.prepare(sql).all<Row>()).results;
}

/** Loads the gazetteer tables into lookups. */
export async function loadPlaces(db: D1Database): Promise<Places> {
  const [states, counties, cities, zips] = await Promise.all([
    all<PlaceRows["states"][number]>(db, "SELECT code, name FROM states"),
    all<PlaceRows["counties"][number]>(
      db,
      "SELECT id, name, state_code AS stateCode, name_key AS nameKey FROM counties",
    ),
    all<PlaceRows["cities"][number]>(
      db,
      "SELECT id, name, state_code AS stateCode, county_id AS countyId, name_key AS nameKey, population FROM cities",
    ),
    all<PlaceRows["zips"][number]>(
      db,
      "SELECT zip, city_id AS cityId, county_id AS countyId, state_code AS stateCode, latitude, longitude FROM zip_codes",
    ),
  ]);
  return buildPlaces({ states, counties, cities, zips });
}

/** Loads the rows the next import compares against. */
export async function loadStoredRows(db: D1Database): Promise<StoredRows> {
  const providerColumns = [...PROVIDER_UPSERT.insertOnly, PROVIDER_UPSERT.key, ...PROVIDER_UPSERT.updatable];
  const medicareColumns = [...MEDICARE_UPSERT.insertOnly, MEDICARE_UPSERT.key, ...MEDICARE_UPSERT.updatable];
  const [providers, medicare, slugs, services] = await Promise.all([
    all<ProviderRow>(db, `SELECT ${providerColumns.join(", ")} FROM providers WHERE ccn IS NOT NULL`),
    all<MedicareRow>(db, `SELECT ${medicareColumns.join(", ")} FROM medicare_records`),
    all<{ id: number; slug: string }>(db, "SELECT id, slug FROM providers"),
    all<{ provider_id: number; care_type_id: string }>(
      db,
      "SELECT provider_id, care_type_id FROM provider_services WHERE provider_id IN (SELECT id FROM providers WHERE ccn IS NOT NULL)",
    ),
  ]);
  return {
    providers: new Map(providers.map((row) => [row.ccn, row])),
    medicare: new Map(medicare.map((row) => [row.federal_provider_number, row])),
    slugOwners: new Map(slugs.map((row) => [row.slug, row.id])),
    services: new Set(services.map((row) => `${row.provider_id}|${row.care_type_id}`)),
  };
}

/** The files imported so far: when each was, by the SHA-256 of its bytes. */
export async function loadedFiles(db: D1Database): Promise<Map<string, string>> {
  const rows = await all<{ sha256: string; imported_at: string }>(
    db,
    "SELECT sha256, imported_at FROM cms_file_imports",
  );
  return new Map(rows.map((row) => [row.sha256, row.imported_at]));
}

/** Notes a file as imported whole (a second import of it refreshes the note). */
export async function noteFileLoaded(
  db: D1Database,
  sha256: string,
  fileName: string,
  rowsRead: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cms_file_imports (sha256, file_name, rows_read) VALUES (?, ?, ?)
       ON CONFLICT (sha256) DO UPDATE SET file_name = excluded.file_name, rows_read = excluded.rows_read,
         imported_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(sha256, fileName, rowsRead)
    .run();
}
