/**
 * `npm test`: lint and format check, the Env types up to date, the client build, the route
 * tables up to date, type-check, then every test in one vitest run (unit, Node integration,
 * Worker integration in workerd, browser in Chromium) in parallel lanes (vitest.config.ts). At its end it prints the wall time
 * of each step and of each test project. Nothing it runs depends on the machine's speed: the
 * timings live in `npm run bench:*`.
 * Extra arguments go to the vitest run, for example `npm test -- --project unit`.
 */
import { ensureTestPrograms } from "./ensure-test-programs.ts";
import { assertNode22 } from "./lib/offline-env.ts";
import { bin, run } from "./lib/run.ts";

const PROJECTS = ["unit", "node", "worker", "e2e"];
const REPORTERS = ["--reporter=default", "--reporter=./scripts/lib/project-times-reporter.ts"];

const started = Date.now();
const steps: { name: string; seconds: number }[] = [];

/** Runs one step and notes its wall time. */
async function step(name: string, work: () => Promise<void>): Promise<void> {
  const from = Date.now();
  try {
    await work();
  } finally {
    steps.push({ name, seconds: (Date.now() - from) / 1000 });
  }
}

function printTimes(): void {
  const width = Math.max(...steps.map((entry) => entry.name.length));
  const lines = steps.map((entry) => `  ${entry.name.padEnd(width)}  ${entry.seconds.toFixed(1).padStart(7)} s`);
  console.log(
    [
      "",
      "Wall time per step of npm test:",
      ...lines,
      `  ${"all".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`,
    ].join("\n"),
  );
}

assertNode22();
try {
  await step("biome", () => run(bin("biome"), ["check", "."]));
  await step("wrangler types --check", () => run(bin("wrangler"), ["types", "--strict-vars=false", "--check"]));
  // The build writes the asset manifest the Worker's code imports, so it comes before tsc.
  await step("build", () => run(process.execPath, ["scripts/build.ts"]));
  // The route tables in the README and docs/routes.md are what the code declares.
  await step("routes --check", () => run(process.execPath, ["scripts/routes.ts", "--check"]));
  // One program per side (tsconfig.json lists them): the Worker never sees the DOM, the browser code never the Workers globals.
  await step("tsc -b", () => run(bin("tsc"), ["-b"]));
  await step("test programs", () => ensureTestPrograms());
  const extra = process.argv.slice(2);
  const selection = extra.length > 0 ? extra : PROJECTS.flatMap((project) => ["--project", project]);
  await step("vitest", () => run(bin("vitest"), ["run", ...REPORTERS, ...selection]));
} finally {
  printTimes();
}
