/**
 * The local D1 database: migrations applied, demo data seeded when it holds none yet, and the
 * federal Care Compare files the project ships (data/cms/) imported once.
 */
import { join } from "node:path";
import { projectRoot } from "./offline-env.ts";
import { bin, run } from "./run.ts";

/**
 * Applies every migration to the local D1 (in `.wrangler/state`, or `persistTo` when given,
 * as the browser tests do with a database of their own).
 */
export async function prepareLocalDatabase(persistTo?: string): Promise<void> {
  const persist = persistTo ? ["--persist-to", persistTo] : [];
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persist]);
}

/**
 * Seeds demo providers (`npm run seed -- --if-empty`) unless the database already has some:
 * the first start fills it, later starts keep whatever is there. `providers` overrides the
 * default count.
 */
export async function seedIfEmpty(persistTo?: string, providers?: number): Promise<void> {
  const args = ["scripts/seed.ts", "--if-empty"];
  if (persistTo) args.push("--persist-to", persistTo);
  if (providers !== undefined) args.push("--providers", String(providers));
  await run(process.execPath, args);
}

const CMS_FOLDER = join(projectRoot, "data", "cms");

/** The South Carolina files: nursing homes with their ratings, home-health agencies, hospices. */
export const SOUTH_CAROLINA_CMS_FILES = [
  "nursing-homes-provider-info-sc-2024-06.csv",
  "home-health-sc-2024-07.csv",
  "hospice-sc-2024-07-geocoded.csv",
].map((name) => join(CMS_FOLDER, name));

/**
 * Every file shipped: the national locations file first (every certified nursing home in the
 * country), then the South Carolina files, whose ratings complete its South Carolina homes.
 */
export const SHIPPED_CMS_FILES = [
  join(CMS_FOLDER, "nursing-homes-national-locations-2024-08.csv"),
  ...SOUTH_CAROLINA_CMS_FILES,
];

/**
 * Imports the federal files (`npm run import:cms -- --if-new`): a file this database has
 * already imported is left out, so later starts pass in about a second.
 */
export async function importCmsIfNew(persistTo?: string, files: readonly string[] = SHIPPED_CMS_FILES): Promise<void> {
  const args = ["scripts/import-cms.ts", "--if-new", ...files];
  if (persistTo) args.push("--persist-to", persistTo);
  await run(process.execPath, args);
}
