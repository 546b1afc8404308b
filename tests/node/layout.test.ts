/**
 * The source tree keeps its layout (docs/request-path.md, Layout and import rules): every .ts/.tsx file sits in a known layer
 * that a type-check project and (except the scripts) a Biome import rule cover; no two files
 * share a name, whatever their case, dashes or folder; and the Worker runs SQL only from its
 * data modules (`*-queries.ts`, `*-store.ts`).
 */
import { readdir, readFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/offline-env.ts";

/** The folders of the source tree: one layer each. */
const SOURCE_FOLDERS = ["domain", "ui", "worker", "kv-schemas", "scripts"] as const;

interface Layer {
  name: string;
  folder: (typeof SOURCE_FOLDERS)[number];
  /** The files that belong to it, by path from the project root. */
  files: RegExp;
  /** The type-check project whose include lists the layer's folder. */
  tsconfig: string;
  /** The includes of its import rule in biome.json; null for the scripts, which may import anything. */
  biome: string[] | null;
}

const LAYERS: readonly Layer[] = [
  {
    name: "shared rules",
    folder: "domain",
    files: /^domain\/.+\.ts$/,
    tsconfig: "tsconfig.domain.json",
    biome: ["domain/**"],
  },
  {
    // Grouped by feature: nothing loose at the top of ui/.
    name: "browser and pages",
    folder: "ui",
    files: /^ui\/[^/]+\/.+\.tsx?$/,
    tsconfig: "tsconfig.ui.json",
    biome: ["ui/**"],
  },
  {
    // The entry, the app and the bindings at the top of worker/, the rest by feature.
    name: "Worker modules",
    folder: "worker",
    files: /^worker\/.+\.ts$/,
    tsconfig: "tsconfig.worker.json",
    biome: ["worker/**/*.ts"],
  },
  {
    name: "Worker pages and server render",
    folder: "worker",
    files: /^worker\/.+\.tsx$/,
    tsconfig: "tsconfig.worker.json",
    biome: ["worker/**/*.tsx"],
  },
  {
    // One file per KV family, flat.
    name: "KV families",
    folder: "kv-schemas",
    files: /^kv-schemas\/[^/]+\.ts$/,
    tsconfig: "tsconfig.worker.json",
    biome: ["kv-schemas/**"],
  },
  {
    // Node runs the scripts as they are: no JSX.
    name: "scripts",
    folder: "scripts",
    files: /^scripts\/.+\.ts$/,
    tsconfig: "tsconfig.node.json",
    biome: null,
  },
];

/** Worker files that may call `.prepare(`, `.batch(` or `.exec(` on a database. */
const DATA_MODULE = /-(queries|store)\.ts$/;

/**
 * Worker files outside the data modules allowed to call D1, each with its reason. A route or
 * service that needs a query gets it from a data module.
 */
const SQL_ALLOWED: Readonly<Record<string, string>> = {
  "worker/middleware/d1-session.ts": "the request's D1 session hands on the stores' calls; it holds no SQL",
};

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(projectRoot, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

const sourceFiles = (await Promise.all(SOURCE_FOLDERS.map(filesUnder))).flat();

/** A file's name as a person searching for it would type it: no folder, extension, case, '-' or '_'. */
function nameKey(path: string): string {
  return basename(path)
    .replace(/(\.d)?\.tsx?$/, "")
    .toLowerCase()
    .replace(/[-_]/g, "");
}

/**
 * Where the source calls `.prepare(`, `.batch(` or `.exec(`, by line. `.exec(` on a regular
 * expression (a literal, or a constant holding one) is not SQL and is left out.
 */
function sqlCalls(source: string): string[] {
  const regexConstants = new Set(
    [
      ...source.matchAll(/\b(?:const|let)\s+([\w$]+)\s*=\s*(?:\/(?![/*])(?:\\.|[^/\n])+\/[dgimsuvy]*|new RegExp\()/g),
    ].map((match) => match[1]),
  );
  const calls: string[] = [];
  for (const match of source.matchAll(/(\/[dgimsuvy]*|[\w$]+)?\s*\.\s*(prepare|batch|exec)\s*\(/g)) {
    const [, receiver = "", method] = match;
    if (method === "exec" && (receiver.startsWith("/") || regexConstants.has(receiver))) continue;
    const line = source.slice(0, match.index + match[0].lastIndexOf(".")).split("\n").length;
    calls.push(`line ${line}: .${method}(`);
  }
  return calls;
}

/** A JSON file that may hold `//` comment lines, as the tsconfig files do. */
async function readJsonWithComments<T>(path: string): Promise<T> {
  const text = await readFile(join(projectRoot, path), "utf8");
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, "")) as T;
}

describe("the source tree", () => {
  it("is read from every source folder, nested folders included", () => {
    for (const known of ["domain/geo/location-text.ts", "ui/app/entry-client.tsx", "worker/index.ts"]) {
      expect(sourceFiles).toContain(known);
    }
    for (const known of ["worker/ssr/Document.tsx", "kv-schemas/provider.ts", "scripts/lib/demo/generate.ts"]) {
      expect(sourceFiles).toContain(known);
    }
  });

  it("puts every .ts and .tsx file in exactly one known layer", () => {
    const misplaced = sourceFiles.flatMap((path) => {
      const layers = LAYERS.filter((layer) => layer.files.test(path)).map((layer) => layer.name);
      return layers.length === 1 ? [] : [`${path}: ${layers.length === 0 ? "no layer" : layers.join(", ")}`];
    });
    expect(misplaced).toEqual([]);
  });

  it("type-checks every layer and gives every layer but the scripts its import rule", async () => {
    const biome = JSON.parse(await readFile(join(projectRoot, "biome.json"), "utf8")) as {
      overrides: { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }[];
    };
    const ruled = biome.overrides
      .filter((override) => override.linter?.rules?.style?.noRestrictedImports !== undefined)
      .map((override) => override.includes);
    for (const layer of LAYERS) {
      const { include } = await readJsonWithComments<{ include: string[] }>(layer.tsconfig);
      expect(include, `${layer.name} in ${layer.tsconfig}`).toContain(layer.folder);
      if (layer.biome) expect(ruled, `${layer.name} in biome.json`).toContainEqual(layer.biome);
    }
  });

  it("gives no two files the same name, whatever the folder, case, dashes or underscores", () => {
    const byName = new Map<string, string[]>();
    for (const path of sourceFiles) byName.set(nameKey(path), [...(byName.get(nameKey(path)) ?? []), path]);
    const shared = [...byName.values()].filter((paths) => paths.length > 1).map((paths) => paths.join(" and "));
    expect(shared).toEqual([]);
  });

  it("runs SQL in the Worker only from its data modules", async () => {
    const offenders: string[] = [];
    for (const path of sourceFiles.filter((file) => file.startsWith("worker/"))) {
      if (DATA_MODULE.test(path) || SQL_ALLOWED[path]) continue;
      const calls = sqlCalls(await readFile(join(projectRoot, path), "utf8"));
      if (calls.length > 0) offenders.push(`${path}: ${calls.join(", ")}`);
    }
    expect(offenders).toEqual([]);
  });

  it("tells SQL calls from a regular expression's exec", () => {
    const source = [
      "const BEARER = /^Bearer (\\S+)$/i;",
      "const token = BEARER.exec(header);",
      "const word = /\\w+/g.exec(text);",
      'await db.prepare("SELECT 1").first();',
      "await env.DB.batch([first, second]);",
      "await db",
      '  .exec("PRAGMA optimize");',
    ].join("\n");
    expect(sqlCalls(source)).toEqual(["line 4: .prepare(", "line 5: .batch(", "line 7: .exec("]);
  });
});
