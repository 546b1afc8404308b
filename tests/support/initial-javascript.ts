/** The initial JavaScript's budget and how the tests weigh scripts against it, from the build's files. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { projectRoot } from "../../scripts/lib/offline-env.ts";

/** ARCHITECTURE.md, Performance budgets: initial JavaScript per page, gzipped. */
export const INITIAL_JAVASCRIPT_BUDGET_BYTES = 90 * 1024;

/** What the scripts (paths under public/, as the pages ask for them) weigh gzipped, as the build wrote them. */
export async function gzippedBytes(paths: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const path of paths) bytes += gzipSync(await readFile(join(projectRoot, "public", path)), { level: 9 }).length;
  return bytes;
}
