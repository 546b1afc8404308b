/**
 * The local D1 database from Node, through wrangler's platform proxy (the same storage
 * `wrangler dev` uses), and the SQL-literal writer the seed and import scripts load it with.
 * Statements are executed with `exec` in chunks: bound batches are far slower locally.
 */
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { applyOfflineEnv, projectRoot } from "./offline-env.ts";

export interface LocalD1 {
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
export function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`);
    return String(value);
  }
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return quoted.replace(/\r\n|\r|\n/g, "' || char(10) || '");
}

const ROWS_PER_INSERT = 400;

/** Multi-row INSERT statements for the rows, each statement on one line. */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  conflict = "",
): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => `(${row.map(sqlLiteral).join(",")})`)
      .join(",");
    statements.push(`INSERT INTO ${table} (${columns.join(",")}) VALUES ${values}${conflict ? ` ${conflict}` : ""};`);
  }
  return statements;
}

const STATEMENTS_PER_EXEC = 50;

/** Runs the statements with `exec`, a chunk at a time. */
export async function execAll(db: D1Database, statements: readonly string[]): Promise<void> {
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_EXEC) {
    await db.exec(statements.slice(start, start + STATEMENTS_PER_EXEC).join("\n"));
  }
}
