/**
 * The client build as the browser gets it (scripts/build.ts, run before the tests): the entry
 * opens with V8's compile hint, so its functions are compiled while it downloads rather than on
 * the main thread at first call; its small chunks and the islands' lazy chunks do not (each
 * hint costs gzipped bytes of the initial JavaScript's budget, and the islands run only in part,
 * and later).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/offline-env.ts";
import manifest from "../../worker/ssr/asset-manifest.json" with { type: "json" };

const HINT = "//# allFunctionsCalledOnLoad\n";
const publicFile = (path: string) => readFile(join(projectRoot, "public", path), "utf8");

describe("the client build", () => {
  it("marks the entry, and none of the chunks it imports, for compiling while it downloads", async () => {
    expect((await publicFile(manifest.entry)).startsWith(HINT)).toBe(true);
    expect(manifest.preload.length).toBeGreaterThan(0);
    for (const path of manifest.preload) expect((await publicFile(path)).startsWith(HINT), path).toBe(false);
  });

  it("leaves the islands' lazy chunks without the hint", async () => {
    const files = await readdir(join(projectRoot, "public", "assets"));
    const islands = files.filter((file) => /^(SearchResults|ProviderGallery|ChatAssistant)-[A-Z0-9]+\.js$/.test(file));
    expect(islands).toHaveLength(3);
    for (const file of islands) expect((await publicFile(`assets/${file}`)).startsWith(HINT), file).toBe(false);
  });
});
