/**
 * Reads one federal file: recognises its kind by the header row, then validates every row,
 * keeping the facilities and a `line N: reason` problem for each row it had to skip.
 */
import { readCsv } from "./csv.ts";
import type { CmsFacility } from "./facility.ts";
import type { CmsFileFormat } from "./format.ts";
import { homeHealth } from "./home-health.ts";
import { hospice } from "./hospice.ts";
import { nationalLocations } from "./national-locations.ts";
import { providerInfo } from "./provider-info.ts";

/** The formats the importer reads, tried in this order. */
const CMS_FILE_FORMATS: readonly CmsFileFormat[] = [nationalLocations, providerInfo, homeHealth, hospice];

export interface RowProblem {
  line: number;
  reason: string;
}

interface ParsedCmsFile {
  format: CmsFileFormat;
  /** Data rows in the file (the header not counted). */
  rowsRead: number;
  facilities: { line: number; facility: CmsFacility }[];
  problems: RowProblem[];
}

/** The format whose identifying columns are all in the header, or undefined. */
function detectFormat(header: readonly string[]): CmsFileFormat | undefined {
  const columns = new Set(header.map((column) => column.trim()));
  return CMS_FILE_FORMATS.find((format) => format.signature.every((column) => columns.has(column)));
}

/** Formats a problem the way the importer reports it. */
export function describeProblem(problem: RowProblem): string {
  return `line ${problem.line}: ${problem.reason}`;
}

/**
 * Parses a whole file. Throws only when the file as a whole cannot be read (no header, a header
 * no format recognises, a column the format needs is absent); row problems are returned.
 */
export function parseCmsFile(text: string): ParsedCmsFile {
  const [first, ...records] = readCsv(text);
  if (!first) throw new Error("the file is empty");
  const header = first.fields.map((column) => column.trim());
  const format = detectFormat(header);
  if (!format) {
    throw new Error(
      `the header is not one of ${CMS_FILE_FORMATS.map((known) => known.label).join(", ")} (it starts ${JSON.stringify(header.slice(0, 3))})`,
    );
  }
  const absent = format.columns.filter((column) => !header.includes(column));
  if (absent.length > 0) throw new Error(`the ${format.label} file lacks the columns ${absent.join(", ")}`);

  const parsed: ParsedCmsFile = { format, rowsRead: 0, facilities: [], problems: [] };
  /** Where each CCN's facility first appeared, and its index in `parsed.facilities`. */
  const firstOfCcn = new Map<string, { line: number; index: number }>();
  for (const record of records) {
    parsed.rowsRead += 1;
    const skip = (reason: string) => parsed.problems.push({ line: record.line, reason });
    if (record.problem) {
      skip(record.problem);
      continue;
    }
    if (record.fields.length !== header.length) {
      skip(`expected ${header.length} fields, found ${record.fields.length}`);
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((column, index) => {
      row[column] = record.fields[index] as string;
    });
    const result = format.readRow(row);
    if (!result.ok) {
      skip(result.reason);
      continue;
    }
    const earlier = firstOfCcn.get(result.facility.ccn);
    if (earlier !== undefined) {
      const entry = parsed.facilities[earlier.index] as ParsedCmsFile["facilities"][number];
      const combined = format.combine?.(entry.facility, result.facility);
      if (combined === undefined) skip(`CCN ${result.facility.ccn} already appeared on line ${earlier.line}`);
      else if (typeof combined === "string") skip(`${combined} (CCN ${result.facility.ccn}, line ${earlier.line})`);
      else entry.facility = combined;
      continue;
    }
    firstOfCcn.set(result.facility.ccn, { line: record.line, index: parsed.facilities.length });
    parsed.facilities.push({ line: record.line, facility: result.facility });
  }
  return parsed;
}
