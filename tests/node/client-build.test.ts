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
import { en } from "../../domain/i18n/en.ts";
import { es } from "../../domain/i18n/es.ts";
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

  it("gives each language's page only its own catalogue: no text of either outside its own chunk", async () => {
    const english = ownTexts(en, es);
    const spanish = ownTexts(es, en);
    const holding = new Map<string, { english: string[]; spanish: string[] }>();
    for (const file of await scripts()) {
      const code = await publicFile(`assets/${file}`);
      const found = {
        english: english.filter((text) => holds(code, text)),
        spanish: spanish.filter((text) => holds(code, text)),
      };
      if (found.english.length || found.spanish.length) holding.set(file, found);
    }
    const [englishChunk, ...otherEnglish] = [...holding].filter(
      ([, found]) => found.english.length > english.length / 2,
    );
    const [spanishChunk, ...otherSpanish] = [...holding].filter(
      ([, found]) => found.spanish.length > spanish.length / 2,
    );
    expect(otherEnglish.map(([file]) => file)).toEqual([]);
    expect(otherSpanish.map(([file]) => file)).toEqual([]);
    // The whole catalogue, one chunk per language, and in it nothing of the other language.
    expect(englishChunk?.[1].spanish).toEqual([]);
    expect(spanishChunk?.[1].english).toEqual([]);
    // Elsewhere no Spanish text, and of English only the messages the forms' schemas carry as
    // their names (a few words) and values the code holds itself (care types' names, form values).
    const elsewhere = [...holding].filter(([file]) => file !== englishChunk?.[0] && file !== spanishChunk?.[0]);
    expect(elsewhere.flatMap(([, found]) => found.spanish)).toEqual([]);
    const schemaNames = new Set([...Object.values(en.inquiry.validation), ...Object.values(en.landing.form)]);
    const code = await codeOutsideCatalogues();
    const leaked = elsewhere.flatMap(([file, found]) =>
      found.english
        .filter((text) => !schemaNames.has(text) && !code.includes(`"${text}"`))
        .map((text) => `${file}: ${text}`),
    );
    expect(leaked).toEqual([]);
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
