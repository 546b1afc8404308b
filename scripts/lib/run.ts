/** Runs project tools as child processes with the offline environment. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { offlineEnv, projectRoot } from "./offline-env.ts";

/** The path of a tool installed in node_modules/.bin. */
export function bin(name: string): string {
  return join(projectRoot, "node_modules", ".bin", name);
}

/** Runs a command to completion, output shown; rejects with the command line when it fails. */
export function run(command: string, args: readonly string[], extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: projectRoot, env: offlineEnv(extraEnv) });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Starts a long-running command; Ctrl-C or SIGTERM to this script ends it too. */
export function start(command: string, args: readonly string[]): ChildProcess {
  const child = spawn(command, args, { stdio: "inherit", cwd: projectRoot, env: offlineEnv() });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code) => process.exit(code ?? 0));
  return child;
}
