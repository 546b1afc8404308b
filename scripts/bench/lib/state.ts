/**
 * The benchmarks' own databases: demo providers in .wrangler/bench-state (50,000, the default
 * size every bench uses) or .wrangler/bench-state-N for another size, each built once and kept.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../lib/offline-env.ts";
import { bin, run } from "../../lib/run.ts";

export const BENCH_PROVIDERS = 50_000;

function benchStatePath(providers: number): string {
  return join(projectRoot, ".wrangler", providers === BENCH_PROVIDERS ? "bench-state" : `bench-state-${providers}`);
}

/**
 * Migrates the bench database of that size (always: new migrations apply) and seeds it while it
 * has no demo providers: the first time, and again after a run that stopped half way.
 */
export async function prepareBenchState(providers = BENCH_PROVIDERS): Promise<string> {
  const path = benchStatePath(providers);
  const fresh = !existsSync(join(path, "v3", "d1"));
  if (fresh) console.log(`preparing ${path} with ${providers} providers (first run only)`);
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", path]);
  await run(process.execPath, [
    "scripts/seed.ts",
    "--if-empty",
    "--providers",
    String(providers),
    "--persist-to",
    path,
  ]);
  return path;
}
