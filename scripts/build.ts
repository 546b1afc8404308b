/**
 * Builds the client assets into public/assets/: the hydration entry with one lazy chunk per
 * island (content-hashed, minified, React's production build), the site stylesheet with the
 * brands' colour tokens, and worker/ssr/asset-manifest.json, which the Worker reads.
 */
import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import * as esbuild from "esbuild";
import { BRANDS } from "../ui/lib/brands.ts";
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

async function buildScripts(): Promise<{ entry: string; preload: string[] }> {
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: { "entry-client": "ui/entry-client.tsx" },
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
    logLevel: "warning",
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === "ui/entry-client.tsx");
  if (!entry) throw new Error("the client entry was not built");
  const [entryFile, entryOutput] = entry;
  const preload = entryOutput.imports
    .filter((item) => item.kind === "import-statement")
    .map((item) => publicPath(join(projectRoot, item.path)));
  return { entry: publicPath(join(projectRoot, entryFile)), preload };
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

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const [scripts, css] = await Promise.all([buildScripts(), buildStyles()]);
await writeFile(manifestPath, `${JSON.stringify({ ...scripts, css }, null, 2)}\n`);
console.log(`built ${scripts.entry}, ${css}`);
