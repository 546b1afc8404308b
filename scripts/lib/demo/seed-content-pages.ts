/**
 * The content pages the site ships (`data/content/pages/*.json`, `{ path, kind, page }`),
 * checked with the page schema and path rules the admin API uses and stored (replacing what is
 * at each path). A file that fails stops the seed with its name and the field.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type ContentSeedFile, parseContentSeedFile } from "../../../domain/content/content-seed-file.ts";
import { saveContentPage } from "../../../worker/content/content-page-store.ts";
import { projectRoot } from "../offline-env.ts";

export const CONTENT_PAGES_FOLDER = join(projectRoot, "data", "content", "pages");

/** Every shipped file, parsed; throws naming the first file that fails. */
export async function readContentSeedFiles(folder = CONTENT_PAGES_FOLDER): Promise<ContentSeedFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".json")).sort();
  const files: ContentSeedFile[] = [];
  for (const name of names) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(join(folder, name), "utf8"));
    } catch (error) {
      throw new Error(`${name}: not JSON (${(error as Error).message})`);
    }
    files.push(parseContentSeedFile(name, json));
  }
  return files;
}

/** Checks every file first, then stores them all: a bad file stores nothing. */
export async function seedContentPages(db: D1Database, folder = CONTENT_PAGES_FOLDER): Promise<number> {
  const files = await readContentSeedFiles(folder);
  for (const file of files)
    await saveContentPage(db, { path: file.path, kind: file.kind, page: file.page, updatedBy: "seed" });
  return files.length;
}
