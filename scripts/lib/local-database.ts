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

/**
 * Seeds demo providers (`npm run seed -- --if-empty`) unless the database already has some:
 * the first start fills it, later starts keep whatever is there. `providers` overrides the
 * default count.
 */
export async function seedIfEmpty(persistTo?: string, providers?: number): Promise<void> {
  const args = ["scripts/seed.ts", "--if-empty"];
  if (persistTo) args.push("--persist-to", persistTo);
  if (providers !== undefined) args.push("--providers", String(providers));
  await run(process.execPath, args);
}
