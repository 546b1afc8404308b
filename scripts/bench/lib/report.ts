/**
 * Where a bench leaves its figures: `docs/benchmarks/{name}.md`, rewritten by every run with
 * the date, the machine it ran on and the run's own lines. Nobody edits these files by hand;
 * a figure is only ever as true as the run that wrote it.
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../lib/offline-env.ts";

/** The machine in one line: CPU model, cores, memory, OS, Node (and Chromium when given). */
export function machineLine(chromiumVersion?: string): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? "unknown CPU";
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  let system: string = process.platform;
  try {
    system = execFileSync("uname", ["-sr"], { encoding: "utf8" }).trim();
  } catch {
    // uname is missing on some systems; the platform name says enough.
  }
  const parts = [`${model}, ${processors.length} cores, ${memory}`, system, `Node ${process.versions.node}`];
  if (chromiumVersion) parts.push(`Chromium ${chromiumVersion}`);
  return parts.join("; ");
}

/**
 * Writes `docs/benchmarks/{name}.md`: a title, the run's date and machine, what was measured
 * and how, then the run's lines (tables, verdicts) as given. Returns the file's path.
 */
export async function writeBenchReport(report: {
  name: string;
  title: string;
  command: string;
  method: string;
  lines: readonly string[];
  chromiumVersion?: string;
}): Promise<string> {
  const folder = join(projectRoot, "docs", "benchmarks");
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${report.name}.md`);
  const text = [
    `# ${report.title}`,
    "",
    `Written by \`${report.command}\`; do not edit by hand.`,
    "",
    `- Run: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}`,
    `- Machine: ${machineLine(report.chromiumVersion)}`,
    "",
    report.method,
    "",
    ...report.lines,
    "",
  ].join("\n");
  await writeFile(file, text);
  return file;
}
