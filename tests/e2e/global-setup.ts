/**
 * Starts the site for the browser tests: one database migrated and seeded from scratch (the
 * South Carolina Care Compare files imported), copied once per lane, and one `wrangler dev`
 * per lane on its copy, stopped afterwards. A lane is one of vitest's workers
 * (`VITEST_POOL_ID`): its files run one after another against their own server, so files in
 * two lanes never meet each other's leads, reviews or rate-limit counts.
 */
import { cp, rm } from "node:fs/promises";
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

/** What a browser test reaches of the site: its lane's server (tests/e2e/lane-server.ts). */
export interface LaneServer {
  baseUrl: string;
  port: number;
  /** The lane's local state (D1, KV). */
  persistTo: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per lane, by `VITEST_POOL_ID - 1`. */
    laneServers: LaneServer[];
    /** The seeded state no server runs on, for a test that starts a server of its own on a copy. */
    seededState: string;
  }
}

export default async function setup(project: TestProject) {
  // One folder per run, so two runs at once never share or delete each other's database.
  const runFolder = join(projectRoot, ".wrangler", `${project.name}-state-${process.pid}`);
  const seededState = join(runFolder, "seeded");
  await rm(runFolder, { recursive: true, force: true });
  await ensureDevVars();
  await prepareLocalDatabase(seededState);
  await seedIfEmpty(seededState, BROWSER_TEST_PROVIDER_COUNT);
  // Real facilities beside the demo ones: the South Carolina files. The national locations
  // file would add 14,825 providers that no browser test reads.
  await importCmsIfNew(seededState, SOUTH_CAROLINA_CMS_FILES);

  const lanes = Math.max(1, project.config.maxWorkers);
  const folders = Array.from({ length: lanes }, (_, lane) => join(runFolder, `lane-${lane + 1}`));
  // Copied before any server opens the database: nothing writes while it is read.
  for (const folder of folders) await cp(seededState, folder, { recursive: true });
  const servers = await Promise.all(folders.map((folder) => startDevServer(folder)));
  project.provide(
    "laneServers",
    servers.map((server, lane) => ({ baseUrl: server.baseUrl, port: server.port, persistTo: folders[lane] ?? "" })),
  );
  project.provide("seededState", seededState);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(runFolder, { recursive: true, force: true });
  };
}
