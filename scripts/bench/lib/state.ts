/**
 * The benchmarks' own databases: demo providers in .wrangler/bench-state (50,000, the default
 * size every bench uses) or .wrangler/bench-state-N for another size (bench-state-N-reviews-R
 * with R reviews a provider on average), each built once and kept.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../lib/offline-env.ts";
import { bin, run } from "../../lib/run.ts";

export const BENCH_PROVIDERS = 50_000;

/** The bench database's name: its size, and its reviews a provider when not the generator's own. */
export function benchStateName(providers: number, reviewsPerProvider?: number): string {
  const size = providers === BENCH_PROVIDERS && reviewsPerProvider === undefined ? "" : `-${providers}`;
  return `bench-state${size}${reviewsPerProvider === undefined ? "" : `-reviews-${reviewsPerProvider}`}`;
}

/**
 * Migrates the bench database of that size (always: new migrations apply) and seeds it while it
 * has no demo providers: the first time, and again after a run that stopped half way.
 */
export async function prepareBenchState(providers = BENCH_PROVIDERS, reviewsPerProvider?: number): Promise<string> {
  const path = join(projectRoot, ".wrangler", benchStateName(providers, reviewsPerProvider));
  const fresh = !existsSync(join(path, "v3", "d1"));
  if (fresh) console.log(`preparing ${path} with ${providers} providers (first run only)`);
  const reviews = reviewsPerProvider === undefined ? [] : ["--reviews-per-provider", String(reviewsPerProvider)];
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", path]);
  await run(process.execPath, [
    "scripts/seed.ts",
    "--if-empty",
    "--providers",
    String(providers),
    "--persist-to",
    path,
    ...reviews,
  ]);
  return path;
}
