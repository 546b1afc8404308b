/**
 * The browser tests drive Debian's Chromium. When it is missing, install it if we may (root),
 * otherwise stop with the exact command to run.
 */
import { existsSync } from "node:fs";
import { run } from "./lib/run.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  const install = ["apt-get update", "apt-get install -y --no-install-recommends chromium"];
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's chromium at ${CHROMIUM_PATH}. Install it with:\n\n  sudo sh -c '${install.join(" && ")}'\n`,
    );
    process.exit(1);
  }
  console.log("installing Debian's chromium for the browser tests");
  await run("apt-get", ["update"]);
  await run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { DEBIAN_FRONTEND: "noninteractive" });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium installed but ${CHROMIUM_PATH} is missing`);
}
