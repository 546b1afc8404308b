/**
 * The SQL the importer writes with: upserts keyed by CCN that touch a stored row only when one
 * of its columns differs, the care-type service rows, and the aggregate recomputation of the
 * providers that changed. Pure: statements are built here and executed by the caller.
 */
import { aggregateStatements } from "../../../worker/providers/aggregate-queries.ts";
import { MEDICARE_RECORD_COLUMNS, PROVIDER_LISTING_COLUMNS } from "../../../worker/providers/provider-columns.ts";
import { insertStatements, type SqlValue } from "../local-d1.ts";
import type { MedicareRow, ProviderRow } from "./mapping.ts";

type Column<Row> = keyof Row & string;

/** How rows of one table are upserted. */
interface UpsertSpec<Row> {
  table: string;
  /** The unique column the rows are matched on. */
  key: Column<Row>;
  /** Written when the row is created, never changed by a later import. */
  insertOnly: readonly Column<Row>[];
  /** Brought up to date by each import. */
  updatable: readonly Column<Row>[];
  /** Whether the table has an `updated_at` to set when a row changes. */
  stampsUpdatedAt: boolean;
}

export const PROVIDER_UPSERT: UpsertSpec<ProviderRow> = {
  table: "providers",
  key: "ccn",
  // is_indexed is only a default: an operator who hides a listing keeps it hidden across imports.
  insertOnly: ["id", "legacy_id", "source", "is_indexed"],
  updatable: PROVIDER_LISTING_COLUMNS,
  stampsUpdatedAt: true,
};

export const MEDICARE_UPSERT: UpsertSpec<MedicareRow> = {
  table: "medicare_records",
  key: "federal_provider_number",
  insertOnly: [],
  updatable: MEDICARE_RECORD_COLUMNS.filter((column) => column !== "federal_provider_number"),
  stampsUpdatedAt: false,
};

/** Whether writing `desired` over `stored` would change an updatable column (a missing row is a change). */
export function differs<Row extends object>(spec: UpsertSpec<Row>, desired: Row, stored: Row | undefined): boolean {
  if (stored === undefined) return true;
  return spec.updatable.some((column) => (desired[column] ?? null) !== (stored[column] ?? null));
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * INSERT ... ON CONFLICT(key) DO UPDATE statements for the rows. The update runs only WHERE a
 * column differs, so rewriting an unchanged row leaves it, and its updated_at, as it was.
 */
export function upsertStatements<Row>(spec: UpsertSpec<Row>, rows: readonly Row[]): string[] {
  if (rows.length === 0) return [];
  const columns = [...spec.insertOnly, spec.key, ...spec.updatable];
  const assignments = spec.updatable.map((column) => `${column} = excluded.${column}`);
  if (spec.stampsUpdatedAt) assignments.push(`updated_at = ${NOW}`);
  const changed = spec.updatable.map((column) => `${spec.table}.${column} IS NOT excluded.${column}`).join(" OR ");
  return insertStatements(
    spec.table,
    columns,
    rows.map((row) => columns.map((column) => row[column] as SqlValue)),
    `ON CONFLICT(${spec.key}) DO UPDATE SET ${assignments.join(", ")} WHERE ${changed}`,
  );
}

/** The care-type service of each provider, without a price (imported facilities publish none). */
export function serviceStatements(services: readonly { providerId: number; careType: string }[]): string[] {
  return insertStatements(
    "provider_services",
    ["provider_id", "care_type_id", "starting_price_cents"],
    services.map((service) => [service.providerId, service.careType, null]),
    "ON CONFLICT(provider_id, care_type_id) DO NOTHING",
  );
}

const IDS_PER_SCOPE = 1000;

/**
 * The aggregate recomputation for the given providers, one statement per `id IN (...)` scope of
 * at most IDS_PER_SCOPE ids, each run on its own. The bayesian averages, which every provider's
 * move with the directory-wide mean, are left to the chunked refresh that follows
 * (worker/providers/provider-job-store.ts).
 */
export function aggregateStatementsFor(providerIds: readonly number[]): string[] {
  const ids = [...new Set(providerIds)].filter((id) => Number.isSafeInteger(id));
  const statements: string[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_SCOPE) {
    const scope = `id IN (${ids.slice(start, start + IDS_PER_SCOPE).join(", ")})`;
    statements.push(...aggregateStatements(scope, { bayesian: "none" }));
  }
  return statements;
}
