/**
 * `npm run routes`: every method and path the Worker answers, with the file that declares it.
 *
 * The Worker's files are bundled for Node (esbuild, one entry per file, shared chunks, so each
 * sub-app is the very instance `worker/app.ts` mounts), then the mounted app's `routes` (what
 * Hono's own `inspectRoutes` and `showRoutes` read) are listed. A route's handler is the same
 * function in the sub-app that declared it, which names its file. Middleware is left out.
 *
 *   npm run routes             prints the table
 *   npm run routes -- --write  writes docs/routes.md and the README's route table
 *   npm run routes -- --check  exits non-zero when either is not what the code declares (npm test)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { projectRoot } from "./lib/offline-env.ts";

interface Route {
  method: string;
  path: string;
  file: string;
}

interface MountedRoute {
  method: string;
  path: string;
  handler: unknown;
}

/** What a Hono instance looks like from outside its module. */
function isHonoApp(value: unknown): value is { routes: MountedRoute[]; fetch: unknown } {
  const candidate = value as { routes?: unknown; fetch?: unknown } | null;
  return Array.isArray(candidate?.routes) && typeof candidate?.fetch === "function";
}

function workerFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "db" ? [] : workerFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The app, and each declaring module's exports, from one split bundle. */
async function declaredRoutes(): Promise<Route[]> {
  const files = workerFiles(join(projectRoot, "worker"));
  // Inside the project, so that the bundle's package imports resolve to its node_modules.
  const outdir = join(projectRoot, "node_modules", ".cache", "routes");
  await esbuild.build({
    entryPoints: files,
    outdir,
    outbase: projectRoot,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    jsx: "automatic",
    packages: "external",
    external: ["cloudflare:*"],
    logLevel: "error",
  });
  const built = (file: string) =>
    pathToFileURL(join(outdir, relative(projectRoot, file).replace(/\.tsx?$/, ".js"))).href;

  const appFile = join(projectRoot, "worker", "app.ts");
  const owners = new Map<unknown, string>();
  // The app itself last: a handler belongs to the feature file that declared it, not to the mount.
  for (const file of [...files.filter((path) => path !== appFile), appFile]) {
    const exports: Record<string, unknown> = await import(built(file));
    for (const value of Object.values(exports)) {
      if (!isHonoApp(value)) continue;
      for (const route of value.routes) {
        if (!owners.has(route.handler)) owners.set(route.handler, relative(projectRoot, file));
      }
    }
  }
  const { app } = (await import(built(appFile))) as { app: { routes: MountedRoute[] } };
  // A route's validators and other per-route middleware are entries of their own with the same
  // method and path; its last entry is the handler that answers. `use()` middleware (method ALL) is
  // not a route.
  const byRoute = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const file = owners.get(route.handler) ?? "worker/app.ts";
    const key = `${route.method} ${route.path}`;
    byRoute.delete(key);
    byRoute.set(key, { method: route.method, path: route.path, file });
  }
  return [...byRoute.values()];
}

function table(routes: Route[]): string {
  const rows = routes.map(
    (route) => `| ${route.method} | \`${route.path.replaceAll("|", "\\|")}\` | \`${route.file}\` |`,
  );
  return ["| Method | Path | File |", "|---|---|---|", ...rows].join("\n");
}

function routesPage(routes: Route[]): string {
  return [
    "# Routes",
    "",
    "Every method and path the Worker answers, in the order the app tries them, with the file that",
    "declares it. Both brands answer the same paths. Written by `npm run routes -- --write` from the",
    "code itself (`scripts/routes.ts`); `npm test` fails when it is out of date.",
    "",
    "Not in the table, because they are middleware rather than routes: the content pages editors",
    "store answer any other GET path (`worker/content/`), after the geo pages and before the",
    "provider pages, and the branded 404 answers what nothing else does.",
    "",
    table(routes),
    "",
  ].join("\n");
}

/** The feature a file belongs to: its folder under worker/, or the file for one at the top. */
function feature(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? `${parts[1]}/` : (parts[1] ?? file);
}

/** One row per feature: its paths, a path with and without its last slash once, methods other than GET named. */
function readmeTable(routes: Route[]): string {
  const byFeature = new Map<string, string[]>();
  for (const route of routes) {
    const paths = byFeature.get(feature(route.file)) ?? [];
    const shown = `${route.method === "GET" ? "" : `${route.method} `}${route.path.replace(/(.)\/$/, "$1")}`;
    if (!paths.includes(shown)) paths.push(shown);
    byFeature.set(feature(route.file), paths);
  }
  const rows = [...byFeature].map(
    ([name, paths]) =>
      `| \`worker/${name}\` | ${paths.map((path) => `\`${path.replaceAll("|", "\\|")}\``).join(", ")} |`,
  );
  return ["| Feature | Paths |", "|---|---|", ...rows].join("\n");
}

const README_START = "<!-- routes: written by npm run routes -- --write -->";
const README_END = "<!-- /routes -->";

function readmeWith(readme: string, routes: Route[]): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} block`);
  return `${readme.slice(0, start + README_START.length)}\n${readmeTable(routes)}\n${readme.slice(end)}`;
}

const routes = await declaredRoutes();
const mode = process.argv[2];
const docsPath = join(projectRoot, "docs", "routes.md");
const readmePath = join(projectRoot, "README.md");
const readme = readFileSync(readmePath, "utf8");

if (mode === "--write") {
  writeFileSync(docsPath, routesPage(routes));
  writeFileSync(readmePath, readmeWith(readme, routes));
  console.log(`${routes.length} routes written to docs/routes.md and README.md`);
} else if (mode === "--check") {
  const stale = [
    readFileSync(docsPath, "utf8") === routesPage(routes) ? null : "docs/routes.md",
    readme === readmeWith(readme, routes) ? null : "README.md",
  ].filter((name) => name !== null);
  if (stale.length > 0) {
    console.error(`The route table in ${stale.join(" and ")} is out of date: run npm run routes -- --write`);
    process.exit(1);
  }
  console.log(`${routes.length} routes, docs/routes.md and README.md up to date`);
} else {
  const width = Math.max(...routes.map((route) => route.path.length));
  for (const route of routes) console.log(`${route.method.padEnd(7)} ${route.path.padEnd(width)}  ${route.file}`);
}
