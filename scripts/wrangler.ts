/** Runs the project's wrangler with the offline environment: `node scripts/wrangler.ts <args>`. */
import { assertNode22 } from "./lib/offline-env.ts";
import { bin, start } from "./lib/run.ts";

assertNode22();
start(bin("wrangler"), process.argv.slice(2));
