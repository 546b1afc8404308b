/**
 * Starts the site for the browser tests: a database of their own (migrated and seeded from
 * scratch), the client build's assets, and `wrangler dev` on a free port, stopped afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { BROWSER_TEST_PROVIDER_COUNT } from "../../scripts/lib/demo/options.ts";
import { ensureDevVars } from "../../scripts/lib/dev-vars.ts";
import { prepareLocalDatabase, seedIfEmpty } from "../../scripts/lib/local-database.ts";
import { offlineEnv, projectRoot } from "../../scripts/lib/offline-env.ts";
import { bin } from "../../scripts/lib/run.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${url} within 90 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const persistTo = join(projectRoot, ".wrangler", "e2e-state");
  await rm(persistTo, { recursive: true, force: true });
  await ensureDevVars();
  await prepareLocalDatabase(persistTo);
  await seedIfEmpty(persistTo, BROWSER_TEST_PROVIDER_COUNT);

  const port = await freePort();
  let output = "";
  // Its own process group, so the teardown ends wrangler and the workerd it started, and nothing else.
  const child = spawn(bin("wrangler"), ["dev", "--port", String(port), "--persist-to", persistTo], {
    cwd: projectRoot,
    env: offlineEnv({ NODE_ENV: "production" }),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });

  const baseUrl = `http://localhost:${port}`;
  await waitUntilServing(`${baseUrl}/`, child, () => output);
  project.provide("baseUrl", baseUrl);
  project.provide("port", port);

  return async () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
}
