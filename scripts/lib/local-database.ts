/** The local D1 database: migrations applied, demo data seeded when it holds none yet. */
import { bin, run } from "./run.ts";

/**
 * Applies every migration to the local D1 (in `.wrangler/state`, or `persistTo` when given,
 * as the browser tests do with a database of their own).
 */
export async function prepareLocalDatabase(persistTo?: string): Promise<void> {
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persist]);
}
