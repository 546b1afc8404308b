/**
 * What the importer knows about one kind of federal file: the header columns that identify it,
 * the zod schema of its rows, and how a validated row becomes a facility.
 */
import { z } from "zod";
import type { CmsFacility } from "./facility.ts";
import { describeIssue } from "./fields.ts";

type CmsFileKind = "national-locations" | "provider-info" | "home-health" | "hospice";

type RowResult = { ok: true; facility: CmsFacility } | { ok: false; reason: string };

export interface CmsFileFormat {
  kind: CmsFileKind;
  /** How messages name the file: 'Provider Info (nursing homes)'. */
  label: string;
  /** Columns whose presence in the header identifies the file. */
  signature: readonly string[];
  /** Every column the format reads; all must be in the header. */
  columns: readonly string[];
  /** Validates a row (keyed by column) and turns it into a facility, or says what is wrong with it. */
  readRow(row: Readonly<Record<string, string>>): RowResult;
  /**
   * For files with a row per facility and measure: merges a later row of a CCN into the facility
   * read so far, or says why the row is refused. Without it a repeated CCN is refused.
   */
  combine?: (first: CmsFacility, next: CmsFacility) => CmsFacility | string;
}

/**
 * A file format from the zod shape of its rows (one string schema per column it reads) and the
 * step from a validated row to a facility, which may still refuse the row with a reason.
 */
export function defineFormat<Shape extends z.ZodRawShape>(options: {
  kind: CmsFileKind;
  label: string;
  signature: readonly string[];
  shape: Shape;
  toFacility: (row: z.output<z.ZodObject<Shape>>) => CmsFacility | string;
  combine?: CmsFileFormat["combine"];
}): CmsFileFormat {
  const schema = z.object(options.shape);
  return {
    kind: options.kind,
    label: options.label,
    signature: options.signature,
    columns: Object.keys(options.shape),
    combine: options.combine,
    readRow(row) {
      const parsed = schema.safeParse(row);
      if (!parsed.success) return { ok: false, reason: describeIssue(parsed.error) };
      const facility = options.toFacility(parsed.data);
      return typeof facility === "string" ? { ok: false, reason: facility } : { ok: true, facility };
    },
  };
}

/** The reason to refuse a row with only one of its two coordinates, or null. */
export function halfCoordinates(latitude: number | null, longitude: number | null): string | null {
  if ((latitude === null) === (longitude === null)) return null;
  return latitude === null
    ? "Latitude: is missing while Longitude is given"
    : "Longitude: is missing while Latitude is given";
}
