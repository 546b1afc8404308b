/**
 * Imports federal files into a local D1: each file is parsed, its facilities mapped and compared
 * with the rows stored, only new or changed rows are written, and then the aggregates of the
 * providers that changed are recomputed.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { refreshBayesianAverages } from "../../../worker/providers/provider-job-store.ts";
import { ensureGazetteer } from "../gazetteer.ts";
import { execAll, openLocalD1 } from "../local-d1.ts";
import { describeProblem, parseCmsFile, type RowProblem } from "./cms-file.ts";
import type { Places } from "./cms-places.ts";
import {
  aggregateStatementsFor,
  differs,
  MEDICARE_UPSERT,
  PROVIDER_UPSERT,
  serviceStatements,
  upsertStatements,
} from "./cms-sql.ts";
import { fileDateOf, type MedicareRow, mapFacility, medicareRowFor, type ProviderRow, settleSlug } from "./mapping.ts";
import { loadedFiles, loadPlaces, loadStoredRows, noteFileLoaded } from "./store.ts";

interface ImportSummary {
  file: string;
  label: string;
  rowsRead: number;
  /** Rows whose provider or Medicare record was new. */
  inserted: number;
  /** Rows with nothing new but something changed. */
  updated: number;
  unchanged: number;
  skipped: number;
  providers: { inserted: number; updated: number };
  medicareRecords: { inserted: number; updated: number };
  problems: RowProblem[];
  /** Providers inserted or changed, whose aggregates need recomputing. */
  changedProviderIds: number[];
}

/** Imports one file's text into the database; the gazetteer must be loaded. */
async function importCmsText(db: D1Database, file: string, text: string, places: Places): Promise<ImportSummary> {
  const parsed = parseCmsFile(text);
  const stored = await loadStoredRows(db);
  const summary: ImportSummary = {
    file,
    label: parsed.format.label,
    rowsRead: parsed.rowsRead,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    providers: { inserted: 0, updated: 0 },
    medicareRecords: { inserted: 0, updated: 0 },
    problems: [...parsed.problems],
    changedProviderIds: [],
  };
  const providerWrites: ProviderRow[] = [];
  const medicareWrites: MedicareRow[] = [];
  const serviceWrites: { providerId: number; careType: string }[] = [];

  for (const { line, facility } of parsed.facilities) {
    const storedProvider = stored.providers.get(facility.ccn);
    const storedMedicare = stored.medicare.get(facility.ccn);
    const mapped = mapFacility(facility, places, storedMedicare?.provider_type ?? null, storedProvider?.id);
    if (!mapped.ok) {
      summary.problems.push({ line, reason: mapped.reason });
      continue;
    }
    const provider = settleSlug(mapped.provider, storedProvider?.slug, stored.slugOwners);
    const medicare = medicareRowFor(facility, provider.id, storedMedicare, fileDateOf(file));
    const providerChanged = differs(PROVIDER_UPSERT, provider, storedProvider);
    const serviceMissing = !stored.services.has(`${provider.id}|${facility.careType}`);
    const medicareChanged = medicare !== null && differs(MEDICARE_UPSERT, medicare, storedMedicare);

    if (providerChanged) {
      providerWrites.push(provider);
      if (storedProvider) summary.providers.updated += 1;
      else summary.providers.inserted += 1;
    }
    if (serviceMissing) serviceWrites.push({ providerId: provider.id, careType: facility.careType });
    if (medicare && medicareChanged) {
      medicareWrites.push(medicare);
      if (storedMedicare) summary.medicareRecords.updated += 1;
      else summary.medicareRecords.inserted += 1;
    }
    if (providerChanged || serviceMissing) summary.changedProviderIds.push(provider.id);

    if (!storedProvider || (medicare && !storedMedicare)) summary.inserted += 1;
    else if (providerChanged || serviceMissing || medicareChanged) summary.updated += 1;
    else summary.unchanged += 1;
  }

  summary.problems.sort((a, b) => a.line - b.line);
  summary.skipped = summary.problems.length;
  // Providers first: services and Medicare records refer to them.
  await execAll(db, [
    ...upsertStatements(PROVIDER_UPSERT, providerWrites),
    ...serviceStatements(serviceWrites),
    ...upsertStatements(MEDICARE_UPSERT, medicareWrites),
  ]);
  return summary;
}

/**
 * Recomputes the stored aggregates of the given providers, a scope of ids at a time, then every
 * provider's bayesian average in chunks: each statement bounded, however large the import.
 */
async function recomputeProviderAggregates(db: D1Database, providerIds: readonly number[]): Promise<void> {
  if (providerIds.length === 0) return;
  for (const statement of aggregateStatementsFor(providerIds)) await db.prepare(statement).run();
  await refreshBayesianAverages(db);
}

interface ImportOptions {
  files: readonly string[];
  /** A wrangler persist folder; the default local state when absent. */
  persistTo?: string;
  /** Progress and summaries. */
  info?: (message: string) => void;
  /** One `line N: reason` per skipped row. */
  problem?: (message: string) => void;
  /**
   * Leaves out each file this database has already imported byte for byte (as `npm start`
   * does), instead of reading it again, which would change nothing.
   */
  onlyNew?: boolean;
}

/** Imports the files, in order, into the local D1 and answers a summary per file imported. */
export async function runCmsImport(options: ImportOptions): Promise<ImportSummary[]> {
  const info = options.info ?? console.log;
  const problem = options.problem ?? console.error;
  const { db, dispose } = await openLocalD1(options.persistTo);
  try {
    const loaded = options.onlyNew ? await loadedFiles(db) : new Map<string, string>();
    let places: Places | undefined;
    const summaries: ImportSummary[] = [];
    for (const path of options.files) {
      const started = performance.now();
      const file = basename(path);
      const bytes = await readFile(path);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const loadedAt = loaded.get(sha256);
      if (loadedAt !== undefined) {
        info(`${file}: already imported (${loadedAt.slice(0, 10)}); left as is.`);
        continue;
      }
      if (!places) {
        if (await ensureGazetteer(db)) info("Loaded the gazetteer.");
        places = await loadPlaces(db);
      }
      let summary: ImportSummary;
      try {
        summary = await importCmsText(db, file, bytes.toString("utf8"), places);
      } catch (error) {
        throw new Error(`${file}: ${shorten(error instanceof Error ? error.message : String(error))}`, {
          cause: error,
        });
      }
      if (summary.problems.length > 0) problem(`${file}: ${summary.problems.length} rows skipped`);
      for (const skipped of summary.problems) problem(describeProblem(skipped));
      await recomputeProviderAggregates(db, summary.changedProviderIds);
      await noteFileLoaded(db, sha256, file, summary.rowsRead);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      info(`${file} (${summary.label}): ${describeSummary(summary)} in ${seconds} s`);
      summaries.push(summary);
    }
    return summaries;
  } finally {
    await dispose();
  }
}

/** A database error quotes the whole failing statement: its start and end are enough. */
function shorten(message: string): string {
  return message.length <= 600 ? message : `${message.slice(0, 300)} ... ${message.slice(-300)}`;
}

/** 'rows read 189, inserted 189, updated 0, unchanged 0, skipped 0 (providers: ...)'. */
function describeSummary(summary: ImportSummary): string {
  return [
    `rows read ${summary.rowsRead}, inserted ${summary.inserted}, updated ${summary.updated},`,
    `unchanged ${summary.unchanged}, skipped ${summary.skipped}`,
    `(providers: ${summary.providers.inserted} new, ${summary.providers.updated} changed;`,
    `Medicare records: ${summary.medicareRecords.inserted} new, ${summary.medicareRecords.updated} changed)`,
  ].join(" ");
}
