/**
 * Local secrets: `.dev.vars` is created from the committed `.dev.vars.example`, and a secret
 * added to the example later is appended to an existing `.dev.vars`, so an older clone starts.
 */
import { appendFile, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { projectRoot } from "./offline-env.ts";

/** The names a dotenv file sets. */
function names(text: string): Set<string> {
  return new Set(
    text
      .split("\n")
      .map((line) => /^([A-Z0-9_]+)=/.exec(line.trim())?.[1])
      .filter((name): name is string => name !== undefined),
  );
}

export async function ensureDevVars(): Promise<void> {
  const target = join(projectRoot, ".dev.vars");
  const example = await readFile(join(projectRoot, ".dev.vars.example"), "utf8");
  let current: string;
  try {
    current = await readFile(target, "utf8");
  } catch {
    await writeFile(target, example);
    console.log("created .dev.vars from .dev.vars.example (local admin token: local-admin-token)");
    return;
  }
  const present = names(current);
  const missing = example.split("\n").filter((line) => {
    const name = /^([A-Z0-9_]+)=/.exec(line.trim())?.[1];
    return name !== undefined && !present.has(name);
  });
  if (missing.length === 0) return;
  await appendFile(target, `${current.endsWith("\n") ? "" : "\n"}${missing.join("\n")}\n`);
  console.log(`added ${missing.map((line) => line.split("=")[0]).join(", ")} to .dev.vars from .dev.vars.example`);
}
