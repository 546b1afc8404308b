/**
 * The rules of the Medicare ratings block (spec lead-capture-and-chrome §2 Medicare external
 * link, §3 Medicare record, §9 Medicare): the four star ratings as bars, the key measures the
 * importer stores under fixed labels, the month the data is from, and the provider's page on
 * Medicare's Care Compare.
 */

import { monthYear } from "../calendar-text.ts";
import type { Messages } from "../i18n/messages.ts";
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

/** The words of the Medicare block and line: the page's `t.provider.medicare`. */
export type MedicareWords = Messages["provider"]["medicare"];

/** The four star ratings in the order Care Compare lists them, each with its label. */
export function starRatings(
  record: MedicareRecord,
  labels: MedicareWords["ratings"],
): { label: string; rating: number | null }[] {
  return [
    { label: labels.overall, rating: record.overallRating },
    { label: labels.healthInspections, rating: record.healthInspectionRating },
    { label: labels.staffing, rating: record.staffingRating },
    { label: labels.qualityMeasures, rating: record.qmRating },
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

/** 'June 2024' ('junio de 2024' in es-US) from '2024-06-01', or null when the record has no (valid) date. */
export function dataMonth(record: Pick<MedicareRecord, "ratingDate">, locale = "en-US"): string | null {
  if (!record.ratingDate || !/^\d{4}-\d{2}-\d{2}$/.test(record.ratingDate)) return null;
  const date = new Date(`${record.ratingDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : monthYear(date, locale);
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

/** The Medicare record kinds Care Compare gives an overall star rating (the hospice file has none). */
export const MEDICARE_RATED_KINDS = ["nursing_homes", "home_healthcare_agencies"] as const;

/** A provider's Medicare overall star rating, as its page's first screen, cards and compare show it. */
export interface MedicareStars {
  /** 1 to 5; null when Care Compare does not rate the provider. */
  stars: number | null;
  /** The month of the data ('June 2024'); null when the record gives none. */
  month: string | null;
  /** The federal figures, or the demo data's invented ones. */
  source: "cms" | "demo";
}

type RatedFields = Pick<MedicareRecord, "overallRating" | "ratingDate"> & { localResourceType: string };

function validStars(rating: number | null): number | null {
  return rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/**
 * The overall rating of the provider's rated Medicare records (the best, as the search's
 * `medicare_overall_rating` is); null when it has no record of a rated kind. A record of a rated
 * kind without stars (0 or none in the data) is 'not rated', said plainly.
 */
export function medicareStars(
  records: readonly RatedFields[],
  source: MedicareStars["source"],
  locale = "en-US",
): MedicareStars | null {
  const rated = records.filter((record) =>
    (MEDICARE_RATED_KINDS as readonly string[]).includes(record.localResourceType),
  );
  if (rated.length === 0) return null;
  const best = rated.reduce((a, b) =>
    (validStars(b.overallRating) ?? 0) > (validStars(a.overallRating) ?? 0) ? b : a,
  );
  return { stars: validStars(best.overallRating), month: dataMonth(best, locale), source };
}

/**
 * Where a rating comes from and when: 'CMS Care Compare, June 2024' (demo data says it is
 * invented). The month is as the record gives it; `dataMonth` writes it in the page's locale.
 */
export function medicareSourceText(
  rating: Pick<MedicareStars, "month" | "source">,
  words: MedicareWords["line"],
): string {
  const source = rating.source === "cms" ? words.cms : words.demo;
  return rating.month ? `${source}, ${rating.month}` : source;
}

/** The rating in words: 'Medicare overall rating: 4 out of 5 stars', or that Medicare gives none. */
export function medicareStarsText(rating: Pick<MedicareStars, "stars">, words: MedicareWords["line"]): string {
  return rating.stars === null ? words.none : words.stars(rating.stars);
}
