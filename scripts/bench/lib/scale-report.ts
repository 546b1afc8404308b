/**
 * How the search's costs grow with the directory: each size's latest figures from
 * `npm run bench:search` in docs/benchmarks/search-scale.json (by database name), and
 * docs/benchmarks/search-scale.md written from all of them, each cost beside the smallest size's.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { projectRoot } from "../../lib/offline-env.ts";
import { writeBenchReport } from "./report.ts";

const scaleRunSchema = z.object({
  run: z.string(),
  providers: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
  matches: z.number().nonnegative(),
  queryP50Ms: z.number().nonnegative(),
  queryP95Ms: z.number().nonnegative(),
  searchP95Ms: z.number().nonnegative(),
  jobSeconds: z.record(z.string(), z.number().nonnegative()),
});
export type ScaleRun = z.infer<typeof scaleRunSchema>;

const scaleFileSchema = z.record(z.string(), scaleRunSchema);

const SCALE_FILE = join(projectRoot, "docs", "benchmarks", "search-scale.json");

/** The figures kept so far; a file that no longer parses is started again, with a word. */
async function keptRuns(): Promise<Record<string, ScaleRun>> {
  if (!existsSync(SCALE_FILE)) return {};
  const parsed = scaleFileSchema.safeParse(JSON.parse(await readFile(SCALE_FILE, "utf8")));
  if (parsed.success) return parsed.data;
  console.warn(`${SCALE_FILE} does not hold bench figures (${parsed.error.issues[0]?.message}); started again`);
  return {};
}

const thousands = (value: number) => value.toLocaleString("en-US");
/** The multiple of the smallest size's figure; none beside a figure too small to divide by (a job of 0.0 s). */
const growth = (value: number, base: number) => (base >= 0.1 ? ` (${(value / base).toFixed(1)}x)` : "");

/** Keeps this run's figures under `name` and rewrites the scale table; returns the table's path. */
export async function writeScaleReport(name: string, run: ScaleRun): Promise<string> {
  const runs = { ...(await keptRuns()), [name]: run };
  await writeFile(SCALE_FILE, `${JSON.stringify(runs, null, 2)}\n`);
  const rows = Object.values(runs).sort((a, b) => a.providers - b.providers || a.reviews - b.reviews);
  const base = rows[0] as ScaleRun;
  const jobs = [...new Set(rows.flatMap((row) => Object.keys(row.jobSeconds)))];
  const lines = [
    `| providers | reviews | matches a search | query p50 | query p95 | whole search p95 | ${jobs.join(" | ")} | run |`,
    `|${"---|".repeat(7 + jobs.length)}`,
    ...rows.map((row) =>
      [
        "",
        `${thousands(row.providers)}${growth(row.providers, base.providers)}`,
        `${thousands(row.reviews)}${growth(row.reviews, base.reviews)}`,
        `${row.matches}${growth(row.matches, base.matches)}`,
        `${row.queryP50Ms.toFixed(1)} ms${growth(row.queryP50Ms, base.queryP50Ms)}`,
        `${row.queryP95Ms.toFixed(1)} ms${growth(row.queryP95Ms, base.queryP95Ms)}`,
        `${row.searchP95Ms.toFixed(1)} ms${growth(row.searchP95Ms, base.searchP95Ms)}`,
        ...jobs.map((job) => {
          const seconds = row.jobSeconds[job];
          const baseSeconds = base.jobSeconds[job];
          if (seconds === undefined) return "";
          return `${seconds.toFixed(1)} s${baseSeconds === undefined ? "" : growth(seconds, baseSeconds)}`;
        }),
        row.run,
        "",
      ]
        .join(" | ")
        .trim(),
    ),
  ];
  return writeBenchReport({
    name: "search-scale",
    title: "Search and whole-directory jobs by directory size",
    command: "npm run bench:search -- --providers N [--reviews-per-provider R]",
    method: `Each size's latest run of the search bench (docs/benchmarks/search*.md), one row a database; in brackets, each figure as a multiple of the smallest size's (${thousands(base.providers)} providers). The search query is the engine's statement as D1 reports it; the whole search adds geocoding and the cards, from Node; a job's time is one whole run of it.`,
    lines,
  });
}
