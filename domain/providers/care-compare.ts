/**
 * The rules of the Medicare ratings block (spec lead-capture-and-chrome §2 Medicare external
 * link, §3 Medicare record, §9 Medicare): the four star ratings as bars, the key measures the
 * importer stores under fixed labels, the month the data is from, and the provider's page on
 * Medicare's Care Compare.
 */

import { monthYear } from "../calendar-text.ts";
import type { ProviderRecord } from "./provider-record.ts";

export type MedicareRecord = ProviderRecord["medicare"][number];
type MedicareMetric = MedicareRecord["metrics"][number];

/** The labels under which the importer (and the demo data) store the measures the block names. */
export const KEY_MEASURE_LABELS = {
  registeredNurseStaffing: "Registered nurse staffing",
  totalNurseStaffing: "Total nurse staffing",
  fines: "Number of fines",
  fineDollars: "Total amount of fines",
  penalties: "Total number of penalties",
  abuseIcon: "Abuse icon",
} as const;

/** spec: lead-capture-and-chrome §9, ratings on a 0 to 5 scale, the bar width is rating*20 percent. */
export function ratingBarPercent(rating: number): number {
  return Math.min(5, Math.max(0, rating)) * 20;
}

/** The four star ratings in the order Care Compare lists them, each with its label. */
export function starRatings(record: MedicareRecord): { label: string; rating: number | null }[] {
  return [
    { label: "Overall rating", rating: record.overallRating },
    { label: "Health inspections", rating: record.healthInspectionRating },
    { label: "Staffing", rating: record.staffingRating },
    { label: "Quality measures", rating: record.qmRating },
  ];
}

/** The measure stored under a label, or undefined when the record has none. */
export function metricByLabel(record: MedicareRecord, label: string): MedicareMetric | undefined {
  return record.metrics.find((metric) => metric.label === label);
}

/** Whether Care Compare shows its abuse icon for the provider. */
export function hasAbuseIcon(record: MedicareRecord): boolean {
  return metricByLabel(record, KEY_MEASURE_LABELS.abuseIcon)?.value === 1;
}

/** 'June 2024' from '2024-06-01', or null when the record has no (valid) date. */
export function dataMonth(record: Pick<MedicareRecord, "ratingDate">): string | null {
  if (!record.ratingDate || !/^\d{4}-\d{2}-\d{2}$/.test(record.ratingDate)) return null;
  const date = new Date(`${record.ratingDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : monthYear(date);
}

const CARE_COMPARE_KINDS: Partial<Record<MedicareRecord["localResourceType"], string>> = {
  nursing_homes: "nursing-home",
  home_healthcare_agencies: "home-health",
};

/**
 * A facility's page on Medicare's Care Compare by its CCN, for nursing homes and home-health
 * agencies only (spec lead-capture-and-chrome §2, Medicare external link); null for any other kind.
 */
export function careCompareUrlByCcn(kind: string, ccn: string, state: string): string | null {
  const path = CARE_COMPARE_KINDS[kind as MedicareRecord["localResourceType"]];
  if (!path) return null;
  const url = new URL(`https://www.medicare.gov/care-compare/details/${path}/${encodeURIComponent(ccn)}`);
  url.searchParams.set("state", state);
  return url.toString();
}

/** The page on Care Compare of a provider's Medicare record. */
export function careCompareUrl(record: MedicareRecord): string | null {
  return careCompareUrlByCcn(record.localResourceType, record.federalProviderNumber, record.state);
}
