/**
 * The typed record every federal file is read into: one certified facility with its address and,
 * for the files that carry them, its Medicare ratings and measures. Nothing here is invented:
 * every value comes from a column of the file.
 */

export type CmsCareType = "nursing_homes" | "home_healthcare_agencies" | "hospices";

/** One measure as the provider page lists it: 'Total nurse staffing', 3.9, 'hours per resident per day'. */
interface Metric {
  label: string;
  value: number;
  unit: string;
}

/** The Care Compare data of a facility, as the files state it. */
interface MedicareFacts {
  ownershipType: string | null;
  providerType: string | null;
  certifiedBeds: number | null;
  ratingDate: string | null;
  overallRating: number | null;
  healthInspectionRating: number | null;
  qmRating: number | null;
  staffingRating: number | null;
  metrics: Metric[];
}

export interface CmsFacility {
  careType: CmsCareType;
  ccn: string;
  /** As the file writes it, usually upper-case. */
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** '(803) 649-2000', or '' when the file has no usable number. */
  phone: string;
  /** '' when the file has no county column. */
  county: string;
  /** Null when the file has no coordinates; the ZIP code's centre stands in. */
  latitude: number | null;
  longitude: number | null;
  beds: number | null;
  /** What the facility is certified for ('Medicare and Medicaid'), when the file says. */
  providerType: string | null;
  /** Services a home-health agency offers, in plain words ('physical therapy'). */
  services: string[];
  /** Null for files without measures (the national locations file). */
  medicare: MedicareFacts | null;
}

/** A metric for each column that has a value, in the order given. */
export function collectMetrics(
  values: readonly (readonly [label: string, value: number | null, unit: string])[],
): Metric[] {
  return values.flatMap(([label, value, unit]) => (value === null ? [] : [{ label, value, unit }]));
}

/**
 * One facility from two rows of a file that gives a row per facility and measure: the first
 * row's address, the measures of both. Refuses a row whose name, address or coordinates differ
 * from the first row's, or that repeats one of its measures.
 */
export function combineMeasureRows(first: CmsFacility, next: CmsFacility): CmsFacility | string {
  for (const field of ["name", "street", "city", "state", "zip", "latitude", "longitude"] as const) {
    if (first[field] !== next[field]) return `${field} differs from the facility's first row`;
  }
  if (!first.medicare || !next.medicare) return "the row has no measures";
  const known = new Set(first.medicare.metrics.map((metric) => metric.label));
  const repeated = next.medicare.metrics.find((metric) => known.has(metric.label));
  if (repeated) return `the measure ${JSON.stringify(repeated.label)} already appeared for this facility`;
  return { ...first, medicare: { ...first.medicare, metrics: [...first.medicare.metrics, ...next.medicare.metrics] } };
}
