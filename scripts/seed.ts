/**
 * `npm run seed`: fills the local D1 with deterministic, clearly fictional demo providers placed
 * in real US cities. Options: --providers N, --seed S, --today YYYY-MM-DD, --persist-to DIR,
 * --if-empty (see SEED_USAGE). Imported (CMS) facilities are never touched. The shipped content
 * pages (data/content/pages/) are stored every time, --if-empty or not; a database left as is
 * finishes any whole-directory run of the providers' aggregates a migration started.
 */

import { continueProviderJobs } from "../worker/providers/provider-job-store.ts";
import { parseSeedOptions, SEED_USAGE, type SeedOptions } from "./lib/demo/options.ts";
import { seedContentPages } from "./lib/demo/seed-content-pages.ts";
import { seedDemoDatabase } from "./lib/demo/seed-database.ts";
import { openLocalD1 } from "./lib/local-d1.ts";
import { assertNode22 } from "./lib/offline-env.ts";

assertNode22();

let options: SeedOptions;
try {
  options = parseSeedOptions(process.argv.slice(2), new Date());
} catch (error) {
  console.error(`${(error as Error).message}\n${SEED_USAGE}`);
  process.exit(2);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const { db, cache, dispose } = await openLocalD1(options.persistTo);
try {
  const outcome = await seedDemoDatabase(db, cache, options, (line) => console.log(line));
  if (outcome.kind === "skipped") {
    console.log(`The database already has ${outcome.existing.toLocaleString("en-US")} demo providers; left as is.`);
    // A migration that adds an aggregate starts a whole-directory run (the cron's work in production).
    const jobStarted = performance.now();
    const pending = await continueProviderJobs(db);
    if (pending.chunks > 0)
      console.log(
        `Finished the providers' pending aggregates run: ${pending.chunks} chunks in ${seconds(performance.now() - jobStarted)}.`,
      );
  } else {
    const { data, removed, timings } = outcome;
    if (removed > 0) console.log(`Removed ${removed.toLocaleString("en-US")} previous demo providers.`);
    const counts = Object.entries(data).map(([table, rows]) => `${rows.length.toLocaleString("en-US")} ${table}`);
    console.log(`Seeded ${counts.join(", ")} (seed ${options.seed}, anchor date ${options.today}).`);
    console.log(
      `Took ${seconds(performance.now() - started)}: ${Object.entries(timings)
        .map(([step, ms]) => `${step} ${seconds(ms)}`)
        .join(", ")}.`,
    );
  }
  try {
    const pages = await seedContentPages(db);
    console.log(`Stored ${pages} content page${pages === 1 ? "" : "s"} from data/content/pages.`);
  } catch (error) {
    // A bad content file names itself and its field; the editor fixes the file, not the code.
    console.error(`Content pages not stored: ${(error as Error).message}`);
    process.exitCode = 1;
  }
} finally {
  await dispose();
}
