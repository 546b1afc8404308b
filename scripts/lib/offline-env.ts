/**
 * The environment every wrangler, miniflare and vitest process of the project runs with:
 * no telemetry, no update check, no `Request.cf` download, and wrangler's own config and
 * caches inside the project's git-ignored `.wrangler/` folder instead of the user's home.
 */
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const wranglerHome = join(projectRoot, ".wrangler");

const offlineVariables: Readonly<Record<string, string>> = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  // The banner is what triggers wrangler's version check against the registry.
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_NO_SKILLS_UPDATE_PROMPTS: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  DO_NOT_TRACK: "1",
  XDG_CONFIG_HOME: join(wranglerHome, "config"),
  XDG_CACHE_HOME: join(wranglerHome, "cache"),
  WRANGLER_LOG_PATH: join(wranglerHome, "logs"),
  WRANGLER_REGISTRY_PATH: join(wranglerHome, "registry"),
};

/**
 * `process.env` with the offline variables applied on top, and this Node (the pinned 22) and
 * the project's bins first on PATH, so tools started with `#!/usr/bin/env node` run on it too.
 */
export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const path = [join(projectRoot, "node_modules", ".bin"), dirname(process.execPath), process.env.PATH ?? ""].join(
    delimiter,
  );
  return { ...process.env, ...offlineVariables, PATH: path, ...extra };
}

/** Applies the offline variables to this process, for tools started in-process (vitest). */
export function applyOfflineEnv(): void {
  Object.assign(process.env, offlineVariables);
}

/** Stops early with a clear message when a script is started by a Node older than the pinned 22. */
export function assertNode22(): void {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 22) {
    console.error(
      `Carefind needs Node 22 (found ${process.version}). Run it through npm (npm start, npm test), which uses the Node 22 pinned in devDependencies.`,
    );
    process.exit(1);
  }
}
