/**
 * The layer rules in biome.json bite: Biome, with the project's own configuration, refuses
 * probe files that import across a layer (domain/ into ui/, ui/ into the Worker or Hono, a
 * Worker module into ui/, kv-schemas/ into the Worker) or close an import cycle, and lets the
 * allowed imports through. A rule weakened or dropped in biome.json fails here.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/offline-env.ts";
import { bin } from "../../scripts/lib/run.ts";

/** Files that only give the probes something to import; Biome finds nothing in them. */
const TARGETS: Record<string, string> = {
  "domain/rules.ts": "export const rule = 1;\n",
  "ui/search/words.ts": "export const word = 'near';\n",
  "worker/search/service.ts": "export const service = 2;\n",
  "kv-schemas/family.ts": 'import { rule } from "../domain/rules.ts";\n\nexport const family = rule;\n',
  "scripts/seed-helper.ts": "export const helper = 3;\n",
};

/** Imports the layers allow: each must pass. */
const ALLOWED: Record<string, string> = {
  "ui/search/uses-domain.ts": 'import { rule } from "../../domain/rules.ts";\n\nexport const shown = rule;\n',
  "worker/search/page.tsx":
    'import { word } from "../../ui/search/words.ts";\n\nexport const Page = () => <p>{word}</p>;\n',
  "worker/search/uses-kv.ts":
    'import { family } from "../../kv-schemas/family.ts";\nimport { service } from "./service.ts";\n\nexport const both = [family, service];\n',
};

/** Imports across a layer, or a cycle: each must be refused, with exactly these diagnostics. */
const REFUSED: Record<string, string> = {
  "domain/reaches-ui.ts": 'import { word } from "../ui/search/words.ts";\n\nexport const leaked = word;\n',
  "domain/uses-hono.ts": 'import { Hono } from "hono";\n\nexport const app = new Hono();\n',
  "domain/fetches.ts": 'export const load = () => fetch("/v1/enhanced-search");\n',
  "ui/search/reaches-worker.ts":
    'import { service } from "../../worker/search/service.ts";\n\nexport const leaked = service;\n',
  "ui/search/uses-hono.ts": 'import { Hono } from "hono";\n\nexport const app = new Hono();\n',
  "worker/search/reaches-ui.ts": 'import { word } from "../../ui/search/words.ts";\n\nexport const leaked = word;\n',
  "worker/search/reaches-scripts.tsx":
    'import { helper } from "../../scripts/seed-helper.ts";\n\nexport const Page = () => <p>{helper}</p>;\n',
  "kv-schemas/reaches-worker.ts":
    'import { service } from "../worker/search/service.ts";\n\nexport const leaked = service;\n',
  "worker/cycle/first.ts":
    'import type { Second } from "./second.ts";\n\nexport interface First {\n  second?: Second;\n}\n',
  "worker/cycle/second.ts":
    'import type { First } from "./first.ts";\n\nexport interface Second {\n  first?: First;\n}\n',
};

const RESTRICTED_IMPORT = "lint/style/noRestrictedImports";
const EXPECTED = [
  { path: "domain/fetches.ts", category: "lint/style/noRestrictedGlobals" },
  { path: "domain/reaches-ui.ts", category: RESTRICTED_IMPORT },
  { path: "domain/uses-hono.ts", category: RESTRICTED_IMPORT },
  { path: "kv-schemas/reaches-worker.ts", category: RESTRICTED_IMPORT },
  { path: "ui/search/reaches-worker.ts", category: RESTRICTED_IMPORT },
  { path: "ui/search/uses-hono.ts", category: RESTRICTED_IMPORT },
  { path: "worker/cycle/first.ts", category: "lint/suspicious/noImportCycles" },
  { path: "worker/cycle/second.ts", category: "lint/suspicious/noImportCycles" },
  { path: "worker/search/reaches-scripts.tsx", category: RESTRICTED_IMPORT },
  { path: "worker/search/reaches-ui.ts", category: RESTRICTED_IMPORT },
];

interface Diagnostic {
  path: string;
  category: string;
}

let folder = "";

/** The project's biome.json, reading every file of the folder it is copied to (no git there). */
async function probeConfiguration(): Promise<string> {
  const config = JSON.parse(await readFile(join(projectRoot, "biome.json"), "utf8")) as Record<string, unknown>;
  // The schema path points into the project's node_modules; editors use it, Biome does not.
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  return JSON.stringify(config, null, 2);
}

/** Biome's lint diagnostics for these files in a folder of their own, as {path, category}, sorted. */
async function lint(name: string, files: Record<string, string>): Promise<Diagnostic[]> {
  const root = join(folder, name);
  for (const [path, text] of Object.entries({ "biome.json": await probeConfiguration(), ...files })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const output = await promisify(execFile)(bin("biome"), ["lint", "--reporter=json", "."], { cwd: root }).then(
    ({ stdout }) => stdout,
    // Biome exits 1 when it reports errors; the report is still on stdout.
    (error: { stdout?: string }) => error.stdout ?? "",
  );
  // The report is the first line; Biome may add a note about the reporter after it.
  const report = JSON.parse(output.split("\n")[0] ?? "") as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  return report.diagnostics
    .map((diagnostic) => ({ path: diagnostic.location.path, category: diagnostic.category }))
    .sort((a, b) => `${a.path} ${a.category}`.localeCompare(`${b.path} ${b.category}`));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "carefind-import-rules-"));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the layer rules in biome.json", () => {
  it("let the allowed imports through", async () => {
    expect(await lint("allowed", { ...TARGETS, ...ALLOWED })).toEqual([]);
  });

  it("refuse each import across a layer and each import cycle, and nothing else", async () => {
    expect(await lint("refused", { ...TARGETS, ...ALLOWED, ...REFUSED })).toEqual(EXPECTED);
  });
});
