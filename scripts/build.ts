/**
 * Builds the client assets into public/assets/: the hydration entry with one lazy chunk per
 * island (content-hashed, minified, React's production build) and the catalogue's sections each
 * island reads (scripts/lib/catalogue-sections.ts), the site stylesheet with the
 * brands' colour tokens, the results map's US states GeoJSON and offline basemap archive, and
 * worker/ssr/asset-manifest.json, which the Worker reads.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import * as esbuild from "esbuild";
import { feature } from "topojson-client";
import { BRANDS } from "../domain/brands/brands.ts";
import { en } from "../domain/i18n/en.ts";
import { buildBasemapArchive } from "./lib/basemap.ts";
import { islandWords } from "./lib/catalogue-sections.ts";
import { assertNode22, projectRoot } from "./lib/offline-env.ts";

assertNode22();

const outdir = join(projectRoot, "public", "assets");
const manifestPath = join(projectRoot, "worker", "ssr", "asset-manifest.json");

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** One rule per brand, selected by the `data-brand` attribute the document sets on <html>. */
function brandCss(): string {
  return Object.values(BRANDS)
    .map((brand) => {
      const tokens = Object.entries(brand.theme.colors)
        .map(([name, value]) => `  --color-${kebab(name)}: ${value};`)
        .join("\n");
      return `[data-brand="${brand.id}"] {\n${tokens}\n}`;
    })
    .join("\n");
}

function publicPath(file: string): string {
  return `/${relative(join(projectRoot, "public"), file).split("\\").join("/")}`;
}

/**
 * MapLibre's stylesheet and worker script, imported by the map's lazy chunk, come out as
 * hashed files of their own (their URL is what the import gives): the stylesheet is linked
 * only when the map opens, and the worker script is what MapLibre starts its worker from.
 */
const mapLibreFiles: esbuild.Plugin = {
  name: "maplibre-files",
  setup(build) {
    build.onLoad({ filter: /[\\/]maplibre-gl(-worker\.mjs|\.css)$/ }, async (args) => ({
      contents: await readFile(args.path),
      loader: "file",
    }));
  },
};

/**
 * V8's explicit compile hint (Chrome 136 on): a file that opens with this comment has every
 * function compiled while it downloads, on a background thread, instead of each one on the main
 * thread at its first call. The entry runs whole as the page starts (React DOM's module factory
 * is one large function), so it carries it: its evaluation, the longest task after the first
 * paint, went from 21 to 27 ms to 0 to 11 ms unthrottled. Its small chunks (10 KB in all) would
 * gain little for about 40 gzipped bytes each, which the initial JavaScript's 90 KB budget has
 * not got to spare; the islands' chunks and MapLibre load later and only in part. Other engines
 * read a comment.
 */
const COMPILE_ON_LOAD_HINT = "//# allFunctionsCalledOnLoad\n";

async function hintCompileOnLoad(file: string): Promise<void> {
  const text = await readFile(file, "utf8");
  if (!text.startsWith(COMPILE_ON_LOAD_HINT)) await writeFile(file, COMPILE_ON_LOAD_HINT + text);
}

async function buildScripts(): Promise<{ entry: string; preload: string[]; islandWords: Record<string, string[]> }> {
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: { "entry-client": "ui/app/entry-client.tsx" },
    tsconfig: "tsconfig.ui.json",
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome111", "safari16", "firefox111"],
    jsx: "automatic",
    minify: true,
    sourcemap: false,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": JSON.stringify(process.env.CLIENT_ENV ?? "production") },
    metafile: true,
    plugins: [mapLibreFiles],
    assetNames: "[name]-[hash]",
    logLevel: "warning",
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === "ui/app/entry-client.tsx");
  if (!entry) throw new Error("the client entry was not built");
  const [entryFile, entryOutput] = entry;
  await hintCompileOnLoad(join(projectRoot, entryFile));
  const preload = entryOutput.imports
    .filter((item) => item.kind === "import-statement")
    .map((item) => publicPath(join(projectRoot, item.path)));
  const words = await islandWords(projectRoot, result.metafile, Object.keys(en));
  return { entry: publicPath(join(projectRoot, entryFile)), preload, islandWords: words };
}

async function buildStyles(): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: ["ui/styles/site.css"],
    bundle: true,
    minify: true,
    write: false,
    outdir,
    logLevel: "warning",
  });
  const bundled = result.outputFiles[0]?.text ?? "";
  const css = `${brandCss()}\n${bundled}`;
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 10);
  const file = join(outdir, `site-${hash}.css`);
  await writeFile(file, css);
  return publicPath(file);
}

type Position = number[];
type Topology = Parameters<typeof feature>[0];

/** Coordinates to 3 decimals (about 100 m, finer than the states' 1:10m source), repeats dropped. */
function roundRing(ring: Position[]): Position[] {
  const rounded: Position[] = [];
  for (const [lng = 0, lat = 0] of ring) {
    const point = [Math.round(lng * 1000) / 1000, Math.round(lat * 1000) / 1000];
    const last = rounded.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded;
}

/**
 * The US states as GeoJSON for the built-in map style, from `us-atlas` (U.S. Census Bureau
 * boundaries, already simplified at 1:10,000,000) through `topojson-client`; rounding the
 * coordinates halves the file. Written as a hashed static file.
 */
async function buildMapStates(): Promise<string> {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(await readFile(require.resolve("us-atlas/states-10m.json"), "utf8")) as Topology;
  const states = topology.objects.states;
  if (!states) throw new Error("us-atlas has no states object");
  const collection = feature(topology, states);
  if (collection.type !== "FeatureCollection") throw new Error("us-atlas states are not a feature collection");
  const features = collection.features.map((state) => {
    const { geometry } = state;
    const name = (state.properties as { name?: string } | null)?.name ?? "";
    if (geometry.type === "Polygon") {
      return {
        type: "Feature",
        properties: { name },
        geometry: { ...geometry, coordinates: geometry.coordinates.map(roundRing) },
      };
    }
    if (geometry.type === "MultiPolygon") {
      const coordinates = geometry.coordinates.map((polygon) => polygon.map(roundRing));
      return { type: "Feature", properties: { name }, geometry: { ...geometry, coordinates } };
    }
    throw new Error(`unexpected ${geometry.type} for ${name}`);
  });
  const json = JSON.stringify({ type: "FeatureCollection", features });
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
  const file = join(outdir, `us-states-${hash}.json`);
  await writeFile(file, json);
  return publicPath(file);
}

/** The offline basemap's vector tiles in one PMTiles archive (scripts/lib/basemap.ts), hashed. */
async function buildMapBasemap(): Promise<string> {
  const archive = await buildBasemapArchive();
  const hash = createHash("sha256").update(archive).digest("hex").slice(0, 10);
  const file = join(outdir, `basemap-${hash}.pmtiles`);
  await writeFile(file, archive);
  return publicPath(file);
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const [scripts, css, states, basemap] = await Promise.all([
  buildScripts(),
  buildStyles(),
  buildMapStates(),
  buildMapBasemap(),
]);
await writeFile(manifestPath, `${JSON.stringify({ ...scripts, css, map: { states, basemap } }, null, 2)}\n`);
console.log(`built ${scripts.entry}, ${css}`);
