/**
 * Imports federal Care Compare files into the local D1:
 *   npm run import:cms -- <file.csv> [more.csv ...] [--persist-to DIR] [--if-new]
 * Recognised files: the national nursing-home locations file, the nursing-home Provider Info
 * file, the home-health agencies file and the hospice file. Rows are upserted by CCN, so running
 * it again with the same files changes nothing; with --if-new a file this database has already
 * imported is not even read. Skipped rows are listed on stderr as `line N: reason`.
 */
import { parseArgs } from "node:util";
import { runCmsImport } from "./lib/cms/import.ts";
import { assertNode22 } from "./lib/offline-env.ts";

assertNode22();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "persist-to": { type: "string" }, "if-new": { type: "boolean" } },
});

if (positionals.length === 0) {
  console.error("usage: npm run import:cms -- <file.csv> [more.csv ...] [--persist-to DIR] [--if-new]");
  process.exit(2);
}

try {
  const started = performance.now();
  await runCmsImport({ files: positionals, persistTo: values["persist-to"], onlyNew: values["if-new"] });
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
