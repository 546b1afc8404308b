/**
 * The client build as the browser gets it (scripts/build.ts, run before the tests): the entry
 * and the chunks it imports open with V8's compile hint, so their functions are compiled while
 * they download rather than on the main thread at first call; the islands' lazy chunks do not
 * (they run only in part, and later).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/offline-env.ts";
import manifest from "../../worker/ssr/asset-manifest.json" with { type: "json" };

const HINT = "//# allFunctionsCalledOnLoad\n";
const publicFile = (path: string) => readFile(join(projectRoot, "public", path), "utf8");

describe("the client build", () => {
  it("marks the entry and every chunk it imports for compiling while they download", async () => {
    expect(manifest.preload.length).toBeGreaterThan(0);
    for (const path of [manifest.entry, ...manifest.preload])
      expect((await publicFile(path)).startsWith(HINT), path).toBe(true);
  });

  it("leaves the islands' lazy chunks without the hint", async () => {
    const files = await readdir(join(projectRoot, "public", "assets"));
    const islands = files.filter((file) => /^(SearchResults|ProviderGallery|ChatAssistant)-[A-Z0-9]+\.js$/.test(file));
    expect(islands).toHaveLength(3);
    for (const file of islands) expect((await publicFile(`assets/${file}`)).startsWith(HINT), file).toBe(false);
  });
});
