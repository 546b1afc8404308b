/**
 * The client build as the browser gets it (scripts/build.ts, run before the tests): the initial
 * JavaScript (the entry and the chunks it imports, which every page asks for after its first
 * paint; React and jotai are in them) at most 90 KB gzipped, the islands' code outside it; the entry
 * opens with V8's compile hint, so its functions are compiled while it downloads rather than on
 * the main thread at first call; its small chunks and the islands' lazy chunks do not (each
 * hint costs gzipped bytes of the initial JavaScript's budget, and the islands run only in part,
 * and later). Each language's catalogue comes a section per chunk, and each island is marked
 * with the sections its code reads (scripts/lib/catalogue-sections.ts).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import { es } from "../../domain/i18n/es.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { islandModules } from "../../scripts/lib/catalogue-sections.ts";
import { projectRoot } from "../../scripts/lib/offline-env.ts";
import manifest from "../../worker/ssr/asset-manifest.json" with { type: "json" };
import { gzippedBytes, INITIAL_JAVASCRIPT_BUDGET_BYTES } from "../support/initial-javascript.ts";

const HINT = "//# allFunctionsCalledOnLoad\n";
const publicFile = (path: string) => readFile(join(projectRoot, "public", path), "utf8");

describe("the client build", () => {
  it("keeps the initial JavaScript, the entry and the chunks it imports, at 90 KB gzipped or less", async () => {
    const gzipped = await gzippedBytes([manifest.entry, ...manifest.preload]);
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

  it("gives each language's page only its own catalogue, a chunk per section: no text of either outside it", async () => {
    const files = await scripts();
    const code = new Map<string, string>();
    for (const file of files) code.set(file, await publicFile(`assets/${file}`));
    const read = (file: string) => code.get(file) ?? "";
    const sectionChunks = new Set<string>();
    // Values the code holds itself (care types' names) are not the catalogue's to carry.
    const source = await codeOutsideCatalogues();
    const languages = [
      ["en", en, es],
      ["es", es, en],
    ] as const;
    for (const [language, catalogue, other] of languages) {
      const theirs = ownTexts(other, catalogue);
      for (const section of Object.keys(catalogue) as (keyof Messages)[]) {
        const own = ownTexts(catalogue[section], other).filter((text) => !source.includes(`"${text}"`));
        if (own.length === 0) continue;
        const holding = files.filter((file) => own.filter((text) => holds(read(file), text)).length > own.length / 2);
        expect(holding, `${language} ${section}`).toHaveLength(1);
        const [chunk = ""] = holding;
        expect(chunk.startsWith(`${language}-`), `${language} ${section}: ${chunk}`).toBe(true);
        expect(theirs.filter((text) => holds(read(chunk), text))).toEqual([]);
        sectionChunks.add(chunk);
      }
    }
    // Elsewhere no Spanish text, and of English only the messages the forms' schemas carry as
    // their names (a few words) and values the code holds itself (care types' names, form values).
    const english = ownTexts(en, es);
    const spanish = ownTexts(es, en);
    const elsewhere = files.filter((file) => !sectionChunks.has(file));
    expect(elsewhere.flatMap((file) => spanish.filter((text) => holds(read(file), text)))).toEqual([]);
    const schemaNames = new Set([...Object.values(en.inquiry.validation), ...Object.values(en.landing.form)]);
    const leaked = elsewhere.flatMap((file) =>
      english
        .filter((text) => holds(read(file), text) && !schemaNames.has(text) && !source.includes(`"${text}"`))
        .map((text) => `${file}: ${text}`),
    );
    expect(leaked).toEqual([]);
  });

  it("marks each island with the sections of the catalogue its code reads, and no other", async () => {
    expect(manifest.islandWords.HeaderSearch).toEqual(["chrome"]);
    expect(manifest.islandWords.CompareTray).toEqual(["chrome", "compare"]);
    // A dialog the island loads later renders with its words too.
    expect(manifest.islandWords.ProviderInquiry).toEqual(expect.arrayContaining(["inquiry"]));
    // Every island the browser loads, each found as a chunk of its own.
    const loaders = islandModules(await readFile(join(projectRoot, "ui", "app", "island-loaders.ts"), "utf8"));
    expect(loaders.size).toBeGreaterThan(40);
    expect(Object.keys(manifest.islandWords).sort()).toEqual([...loaders.keys()].sort());
  });
});

/**
 * The catalogue's texts of 16 characters or more that the other language does not share, as the
 * minified scripts spell them (letters outside ASCII escaped: `\xE1`, `\u2026`); texts with
 * quotes or backslashes are left out, as the minifier may write those several ways.
 */
function ownTexts(catalogue: object, other: object): string[] {
  const theirs = new Set(texts(other));
  return [...new Set(texts(catalogue))]
    .filter((text) => text.length >= 16 && !theirs.has(text) && !/["'`\\$]/.test(text))
    .map((text) =>
      text.replace(/[^\x20-\x7e]/gu, (letter) => {
        const code = letter.codePointAt(0) ?? 0;
        return code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`;
      }),
    );
}

/** Whether the script has the text as a string value (a quoted string, not an object's key). */
function holds(code: string, text: string): boolean {
  const quoted = `"${text}"`;
  for (let at = code.indexOf(quoted); at !== -1; at = code.indexOf(quoted, at + 1)) {
    if (code[at + quoted.length] !== ":") return true;
  }
  return false;
}

function hex(code: number, digits: number): string {
  return code.toString(16).toUpperCase().padStart(digits, "0");
}

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];
}

/** The browser's own source outside the catalogues (ui/, domain/ but domain/i18n/), as one text. */
async function codeOutsideCatalogues(): Promise<string> {
  const sources: string[] = [];
  for (const root of ["ui", "domain"]) {
    for (const entry of await readdir(join(projectRoot, root), { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || path.includes(join("domain", "i18n"))) continue;
      sources.push(await readFile(path, "utf8"));
    }
  }
  return sources.join("\n");
}

async function scripts(): Promise<string[]> {
  return (await readdir(join(projectRoot, "public", "assets"))).filter((name) => name.endsWith(".js"));
}
