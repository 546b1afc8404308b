/**
 * `wrangler dev` on a free port, for the browser tests and the page benchmark: started in a
 * process group of its own so that stopping it ends wrangler and the workerd it started, and
 * nothing else.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { offlineEnv, projectRoot } from "./offline-env.ts";
import { bin } from "./run.ts";

interface DevServer {
  baseUrl: string;
  port: number;
  /** The wrangler process; the workerd that runs the Worker is one of its descendants. */
  pid: number;
  /** The port of the Worker's V8 inspector (the profiler bench connects to it). */
  inspectorPort: number;
  stop: () => Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
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

interface DevServerOptions {
  /** Bindings to set or override for this server only, each passed as `--var NAME:VALUE`. */
  vars?: Record<string, string>;
  /** The Worker entry to run instead of wrangler.toml's `main` (the page benchmark's own). */
  script?: string;
  attempts?: number;
}

/**
 * Starts the Worker on the given local state with React's production build; resolves once it
 * answers. A port taken between choosing it and binding it (another run starting at the same
 * moment) is retried with fresh ports.
 */
export async function startDevServer(persistTo: string, options: DevServerOptions = {}): Promise<DevServer> {
  const attempts = options.attempts ?? 3;
  try {
    return await startOnce(persistTo, options.vars ?? {}, options.script);
  } catch (error) {
    if (attempts > 1 && error instanceof Error && error.message.includes("Address already in use")) {
      return startDevServer(persistTo, { ...options, attempts: attempts - 1 });
    }
    throw error;
  }
}

async function startOnce(persistTo: string, vars: Record<string, string>, script?: string): Promise<DevServer> {
  const port = await freePort();
  const inspectorPort = await freePort();
  let output = "";
  const args = [
    "dev",
    ...(script ? [script] : []),
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    persistTo,
  ];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn(bin("wrangler"), args, {
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

  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok)
        return { baseUrl, port, pid: child.pid as number, inspectorPort, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${baseUrl} within 90 s:\n${output}`);
}
