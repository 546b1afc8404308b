/**
 * The programs the tests drive from Debian: Chromium for the browser tests, and a Java runtime
 * for the Nu HTML checker of the markup tests. Whatever is missing is installed if we may
 * (root), in one apt run; otherwise we stop with the exact command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { run } from "./lib/run.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The switches every Chromium the tests and benches launch runs with: no sandbox (root in a
 * container), no GPU, and none of the networking to Google's hosts (QUIC, background fetches,
 * component updates, sync) that an offline machine refuses.
 */
export const CHROMIUM_SWITCHES = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

interface Program {
  /** What it is for, in the message. */
  purpose: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  present(): boolean;
}

const CHROMIUM: Program = {
  purpose: `the browser tests (Chromium at ${CHROMIUM_PATH})`,
  debianPackage: "chromium",
  present: () => existsSync(CHROMIUM_PATH),
};

const JAVA: Program = {
  purpose: "the markup tests (a Java runtime for the Nu HTML checker)",
  debianPackage: "default-jre-headless",
  present: () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0,
};

async function ensure(programs: Program[]): Promise<void> {
  const missing = programs.filter((program) => !program.present());
  if (missing.length === 0) return;
  const packages = missing.map((program) => program.debianPackage);
  const install = ["apt-get update", `apt-get install -y --no-install-recommends ${packages.join(" ")}`];
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.map((program) => program.purpose).join(" and ")} need Debian's ${packages.join(", ")}. Install with:\n\n  sudo sh -c '${install.join(" && ")}'\n`,
    );
    process.exit(1);
  }
  console.log(`installing Debian's ${packages.join(", ")} for the tests`);
  await run("apt-get", ["update"]);
  await run("apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
    DEBIAN_FRONTEND: "noninteractive",
  });
  const stillMissing = missing.filter((program) => !program.present());
  if (stillMissing.length > 0) {
    throw new Error(
      `installed ${packages.join(", ")} but ${stillMissing.map((program) => program.purpose).join(", ")} still missing`,
    );
  }
}

/** Chromium, for the page benchmarks. */
export function ensureChromium(): Promise<void> {
  return ensure([CHROMIUM]);
}

/** Everything `npm test` drives. */
export function ensureTestPrograms(): Promise<void> {
  return ensure([CHROMIUM, JAVA]);
}
