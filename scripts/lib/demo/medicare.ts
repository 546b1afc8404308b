/**
 * Care Compare style records for demo nursing homes and home-health agencies. The federal
 * provider number is 'X' and five digits: real CMS Certification Numbers start with a two-digit
 * state code, so these can never be mistaken for (or collide with) a real facility's.
 */
import { KEY_MEASURE_LABELS } from "../../../domain/providers/care-compare.ts";
import type { Random } from "./random.ts";
import type { MedicareMetric, MedicareRow } from "./rows.ts";

type MedicareKind = MedicareRow["localResourceType"];

/** The fictional federal provider number of the n-th demo record. */
function fictionalFederalProviderNumber(serial: number): string {
  return `X${String(serial).padStart(5, "0")}`;
}

const OWNERSHIP_TYPES = [
  "For profit - Corporation",
  "For profit - Limited Liability company",
  "For profit - Partnership",
  "Non profit - Corporation",
  "Non profit - Church related",
  "Government - County",
];

const round1 = (value: number) => Math.round(value * 10) / 10;

function nursingHomeMetrics(quality: number, random: Random): MedicareMetric[] {
  const percent = (label: string, good: number, bad: number): MedicareMetric => ({
    label,
    value: round1(bad + (good - bad) * quality + random.between(-3, 3)),
    unit: "%",
  });
  const hours = (label: string, low: number, high: number): MedicareMetric => ({
    label,
    value: Math.round((low + (high - low) * quality + random.between(-0.2, 0.2)) * 100) / 100,
    unit: "hours per resident per day",
  });
  return [
    percent("Short-stay residents who needed and got a flu shot", 92, 70),
    percent("Short-stay residents who were re-hospitalized after a nursing home admission", 18, 27),
    percent("Long-stay residents experiencing one or more falls with major injury", 1.5, 6),
    percent("Long-stay residents with a urinary tract infection", 1.5, 5),
    hours(KEY_MEASURE_LABELS.totalNurseStaffing, 4.6, 3.2),
    hours(KEY_MEASURE_LABELS.registeredNurseStaffing, 1.1, 0.4),
  ].map((metric) => ({ ...metric, value: Math.max(0, metric.value) }));
}

function homeHealthMetrics(quality: number, random: Random): MedicareMetric[] {
  const percent = (label: string, good: number, bad: number): MedicareMetric => ({
    label,
    value: Math.max(0, Math.min(100, round1(bad + (good - bad) * quality + random.between(-3, 3)))),
    unit: "%",
  });
  return [
    percent("How often the home health team began their patients' care in a timely manner", 97, 85),
    percent("How often patients got better at walking or moving around", 85, 65),
    percent("How often patients got better at bathing", 87, 68),
    percent("How often patients' breathing improved", 88, 70),
    percent("How often patients had to be admitted to the hospital", 11, 18),
  ];
}

/** A star rating near the quality (0 to 1); 0 now and then, as Care Compare shows for 'not rated'. */
function stars(quality: number, random: Random): number {
  if (random.chance(0.02)) return 0;
  return Math.min(5, Math.max(1, Math.round(1 + quality * 4 + random.between(-1.2, 1.2))));
}

/** The record of one provider, without its id. */
export function medicareRecord(
  kind: MedicareKind,
  providerId: number,
  serial: number,
  stateCode: string,
  anchorMs: number,
  random: Random,
): Omit<MedicareRow, "id"> {
  const quality = random.next();
  const ratingDate = new Date(anchorMs - random.int(20, 330) * 86_400_000).toISOString().slice(0, 10);
  return {
    providerId,
    federalProviderNumber: fictionalFederalProviderNumber(serial),
    localResourceType: kind,
    state: stateCode,
    ownershipType: random.pick(OWNERSHIP_TYPES),
    providerType:
      kind === "nursing_homes"
        ? random.weighted([
            ["Medicare and Medicaid", 85],
            ["Medicare", 8],
            ["Medicaid", 7],
          ] as const)
        : "Medicare",
    certifiedBeds: kind === "nursing_homes" ? random.int(8, 44) * 5 : null,
    ratingDate,
    overallRating: stars(quality, random),
    healthInspectionRating: stars(quality, random),
    qmRating: stars(quality, random),
    staffingRating: stars(quality, random),
    metrics: JSON.stringify(
      kind === "nursing_homes" ? nursingHomeMetrics(quality, random) : homeHealthMetrics(quality, random),
    ),
  };
}
