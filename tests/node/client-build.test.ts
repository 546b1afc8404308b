/**
 * The client build as the browser gets it (scripts/build.ts, run before the tests): the initial
 * JavaScript (the entry and the chunks it imports, which every page asks for after its first
 * paint; React and jotai are in them) at most 90 KB gzipped, the islands' code outside it; the entry
 * opens with V8's compile hint, so its functions are compiled while it downloads rather than on
 * the main thread at first call; its small chunks and the islands' lazy chunks do not (each
 * hint costs gzipped bytes of the initial JavaScript's budget, and the islands run only in part,
 * and later).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/offline-env.ts";
import manifest from "../../worker/ssr/asset-manifest.json" with { type: "json" };

const HINT = "//# allFunctionsCalledOnLoad\n";
const publicFile = (path: string) => readFile(join(projectRoot, "public", path), "utf8");

/** ARCHITECTURE.md, Performance budgets: initial JavaScript per page, gzipped. */
const INITIAL_JAVASCRIPT_BUDGET_BYTES = 90 * 1024;

describe("the client build", () => {
  it("keeps the initial JavaScript, the entry and the chunks it imports, at 90 KB gzipped or less", async () => {
    const files = [manifest.entry, ...manifest.preload];
    let gzipped = 0;
    for (const path of files) gzipped += gzipSync(await publicFile(path), { level: 9 }).length;
    expect(gzipped).toBeGreaterThan(40 * 1024);
    expect(gzipped).toBeLessThanOrEqual(INITIAL_JAVASCRIPT_BUDGET_BYTES);
  });

  it("leaves the islands' code and MapLibre out of the initial JavaScript", async () => {
    const initial = [manifest.entry, ...manifest.preload];
    expect(initial.filter((path) => /\/(SearchResults|ProviderGallery|ChatAssistant)-/.test(path))).toEqual([]);
    // MapLibre names itself in its attribution control; the map's chunk holds it, no initial file does.
    const holdingMapLibre: string[] = [];
    for (const path of initial) if ((await publicFile(path)).includes("MapLibre")) holdingMapLibre.push(path);
    expect(holdingMapLibre).toEqual([]);
    const files = await readdir(join(projectRoot, "public", "assets"));
    let mapChunks = 0;
    for (const file of files.filter((name) => name.endsWith(".js"))) {
      if ((await publicFile(`assets/${file}`)).includes("MapLibre")) mapChunks++;
    }
    expect(mapChunks).toBe(1);
  });

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
