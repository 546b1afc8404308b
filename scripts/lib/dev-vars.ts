/** Local secrets: `.dev.vars` is created once from the committed `.dev.vars.example`. */
import { copyFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { projectRoot } from "./offline-env.ts";

export async function ensureDevVars(): Promise<void> {
  const target = join(projectRoot, ".dev.vars");
  try {
    await stat(target);
  } catch {
    await copyFile(join(projectRoot, ".dev.vars.example"), target);
    console.log("created .dev.vars from .dev.vars.example (local admin token: local-admin-token)");
  }
}
