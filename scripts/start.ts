/**
 * `npm start`: creates .dev.vars on first start, builds the client assets, applies the D1
 * migrations to the local database, seeds it when empty, imports the shipped federal files it
 * lacks (real nursing homes, home-health agencies and hospices), and serves both brands on
 * http://localhost:8787 (the second brand on http://seniorhousing.localhost:8787).
 */
import { ensureDevVars } from "./lib/dev-vars.ts";
import { importCmsIfNew, prepareLocalDatabase, seedIfEmpty } from "./lib/local-database.ts";
import { assertNode22 } from "./lib/offline-env.ts";
import { bin, run, start } from "./lib/run.ts";

assertNode22();
await ensureDevVars();
await run(process.execPath, ["scripts/build.ts"]);
await prepareLocalDatabase();
await seedIfEmpty();
await importCmsIfNew();
start(bin("wrangler"), ["dev", "--port", "8787"]);
