/**
 * Starts the site for the browser tests: a database of their own (migrated and seeded from
 * scratch, with the South Carolina Care Compare files imported), the client build's assets,
 * and `wrangler dev` on a free port, stopped afterwards.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { BROWSER_TEST_PROVIDER_COUNT } from "../../scripts/lib/demo/options.ts";
import { startDevServer } from "../../scripts/lib/dev-server.ts";
import { ensureDevVars } from "../../scripts/lib/dev-vars.ts";
import {
  importCmsIfNew,
  prepareLocalDatabase,
  SOUTH_CAROLINA_CMS_FILES,
  seedIfEmpty,
} from "../../scripts/lib/local-database.ts";
import { projectRoot } from "../../scripts/lib/offline-env.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    /** The run's local state (D1, KV), for a test that starts a server of its own on a copy. */
    persistTo: string;
  }
}

export default async function setup(project: TestProject) {
  // One folder per run and project, so two runs (or the e2e and timing projects) at once never
  // share or delete each other's database.
  const persistTo = join(projectRoot, ".wrangler", `${project.name}-state-${process.pid}`);
  await rm(persistTo, { recursive: true, force: true });
  await ensureDevVars();
  await prepareLocalDatabase(persistTo);
  await seedIfEmpty(persistTo, BROWSER_TEST_PROVIDER_COUNT);
  // Real facilities beside the demo ones: the South Carolina files (5 to 12 s). The national
  // locations file would add some 7 to 15 s and 14,825 providers that no browser test reads.
  await importCmsIfNew(persistTo, SOUTH_CAROLINA_CMS_FILES);

  const server = await startDevServer(persistTo);
  project.provide("baseUrl", server.baseUrl);
  project.provide("port", server.port);
  project.provide("persistTo", persistTo);

  return async () => {
    await server.stop();
    await rm(persistTo, { recursive: true, force: true });
  };
}
