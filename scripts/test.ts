/**
 * `npm test`: lint and format check, the Env types up to date, the client build, type-check,
 * then every test (unit, Node integration, Worker integration in workerd, browser in Chromium),
 * and last, alone on the machine, the browser timings (the `timing` project): beside the other
 * tests they would measure their neighbours, not the page.
 * Extra arguments go to one vitest run instead, for example `npm test -- --project unit`.
 */
import { ensureTestPrograms } from "./ensure-test-programs.ts";
import { assertNode22 } from "./lib/offline-env.ts";
import { bin, run } from "./lib/run.ts";

/** The projects of the first run; `timing` follows on its own (vitest.config.ts). */
const PARALLEL_PROJECTS = ["unit", "node", "worker", "e2e"];

assertNode22();
await run(bin("biome"), ["check", "."]);
await run(bin("wrangler"), ["types", "--strict-vars=false", "--check"]);
// The build writes the asset manifest the Worker's code imports, so it comes before tsc.
await run(process.execPath, ["scripts/build.ts"]);
// One program per side (tsconfig.json lists them): the Worker never sees the DOM, the browser code never the Workers globals.
await run(bin("tsc"), ["-b"]);
await ensureTestPrograms();
const extra = process.argv.slice(2);
if (extra.length > 0) await run(bin("vitest"), ["run", ...extra]);
else {
  await run(bin("vitest"), ["run", ...PARALLEL_PROJECTS.flatMap((project) => ["--project", project])]);
  await run(bin("vitest"), ["run", "--project", "timing"]);
}
