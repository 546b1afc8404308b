/**
 * The local D1 database from Node, through wrangler's platform proxy (the same storage
 * `wrangler dev` uses), and the SQL-literal writer the seed and import scripts load it with.
 * Statements are executed with `exec` in chunks: bound batches are far slower locally.
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { applyOfflineEnv, projectRoot } from "./offline-env.ts";

interface LocalD1 {
  db: D1Database;
  /** The local KV namespace of the same state, for tools that read through the cache. */
  cache: KVNamespace;
  dispose: () => Promise<void>;
}

/** Opens the local DB: `.wrangler/state` by default, or the `--persist-to` folder given. */
export async function openLocalD1(persistTo?: string): Promise<LocalD1> {
  applyOfflineEnv();
  const proxy = await getPlatformProxy<{ DB: D1Database; CACHE: KVNamespace }>({
    configPath: join(projectRoot, "wrangler.toml"),
    persist: persistTo ? { path: join(persistTo, "v3") } : true,
  });
  return { db: proxy.env.DB, cache: proxy.env.CACHE, dispose: () => proxy.dispose() };
}

export type SqlValue = string | number | boolean | null | undefined;

/**
 * One value as an SQL literal. Strings are quoted with quotes doubled; line breaks become
 * `char(10)` because `exec` reads one statement per line.
 */
function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`);
    return String(value);
  }
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return quoted.replace(/\r\n|\r|\n/g, "' || char(10) || '");
}

/** D1 refuses statements over 100,000 bytes; a statement stays under this, clause included. */
const MAX_STATEMENT_CHARS = 90_000;
const MAX_ROWS_PER_STATEMENT = 400;

/**
 * Multi-row INSERT statements for the rows, each on one line and each under D1's statement
 * size: as many rows as fit, at most 400. A generator, so millions of rows never sit in memory
 * as one array of SQL.
 */
export function* insertRows<Row>(
  table: string,
  columns: readonly string[],
  rows: Iterable<Row>,
  values: (row: Row) => readonly SqlValue[],
  conflict = "",
): Generator<string> {
  const head = `INSERT INTO ${table} (${columns.join(",")}) VALUES `;
  const tail = conflict ? ` ${conflict};` : ";";
  let tuples: string[] = [];
  let length = head.length + tail.length;
  for (const row of rows) {
    const tuple = `(${values(row).map(sqlLiteral).join(",")})`;
    if (
      tuples.length > 0 &&
      (length + tuple.length + 1 > MAX_STATEMENT_CHARS || tuples.length >= MAX_ROWS_PER_STATEMENT)
    ) {
      yield `${head}${tuples.join(",")}${tail}`;
      tuples = [];
      length = head.length + tail.length;
    }
    tuples.push(tuple);
    length += tuple.length + 1;
  }
  if (tuples.length > 0) yield `${head}${tuples.join(",")}${tail}`;
}

/** `insertRows` for rows that are already value lists, as an array. */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  conflict = "",
): string[] {
  return [...insertRows(table, columns, rows, (row) => row, conflict)];
}

const STATEMENTS_PER_EXEC = 50;

/** Runs the statements with `exec`, a chunk at a time. */
export async function execAll(db: D1Database, statements: readonly string[]): Promise<void> {
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_EXEC) {
    await db.exec(statements.slice(start, start + STATEMENTS_PER_EXEC).join("\n"));
  }
}
