/**
 * `npm test`: lint and format check, the Env types up to date, the client build, type-check,
 * then every test (unit, Node integration, Worker integration in workerd, browser in Chromium).
 * Extra arguments go to vitest, for example `npm test -- --project unit`.
 */
import { ensureTestPrograms } from "./ensure-test-programs.ts";
import { assertNode22 } from "./lib/offline-env.ts";
import { bin, run } from "./lib/run.ts";

assertNode22();
await run(bin("biome"), ["check", "."]);
await run(bin("wrangler"), ["types", "--strict-vars=false", "--check"]);
// The build writes the asset manifest the Worker's code imports, so it comes before tsc.
await run(process.execPath, ["scripts/build.ts"]);
// One program per side (tsconfig.json lists them): the Worker never sees the DOM, the browser code never the Workers globals.
await run(bin("tsc"), ["-b"]);
await ensureTestPrograms();
await run(bin("vitest"), ["run", ...process.argv.slice(2)]);
