/**
 * `npm test`: lint and format check, type-check, the Env types up to date, the client build,
 * then every test (unit, Worker integration in workerd, browser in Chromium).
 * Extra arguments go to vitest, for example `npm test -- --project unit`.
 */
import { ensureChromium } from "./ensure-chromium.ts";
import { assertNode22 } from "./lib/offline-env.ts";
import { bin, run } from "./lib/run.ts";

assertNode22();
await run(bin("biome"), ["check", "."]);
await run(bin("wrangler"), ["types", "--strict-vars=false", "--check"]);
await run(bin("tsc"), ["-p", "tsconfig.json"]);
await run(bin("tsc"), ["-p", "tsconfig.node.json"]);
await run(process.execPath, ["scripts/build.ts"]);
await ensureChromium();
await run(bin("vitest"), ["run", ...process.argv.slice(2)]);
