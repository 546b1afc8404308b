/** The benchmarks' own database: 50,000 demo providers in .wrangler/bench-state, built once. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../lib/offline-env.ts";
import { bin, run } from "../../lib/run.ts";

const BENCH_PROVIDERS = 50_000;
const benchStatePath = join(projectRoot, ".wrangler", "bench-state");

/**
 * Migrates the bench database (always: new migrations apply) and seeds it while it has no
 * demo providers: the first time, and again after a run that stopped half way.
 */
export async function prepareBenchState(): Promise<string> {
  const fresh = !existsSync(join(benchStatePath, "v3", "d1"));
  if (fresh) console.log(`preparing ${benchStatePath} with ${BENCH_PROVIDERS} providers (first run only)`);
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", benchStatePath]);
  await run(process.execPath, [
    "scripts/seed.ts",
    "--if-empty",
    "--providers",
    String(BENCH_PROVIDERS),
    "--persist-to",
    benchStatePath,
  ]);
  return benchStatePath;
}
