/**
 * The home-health agencies file of Care Compare: address (no coordinates), ownership, the
 * services offered, the quality-of-patient-care star rating and the outcome percentages.
 */
import { collectMetrics } from "./facility.ts";
import { ccn, halfStarRating, optionalNumber, phone, requiredText, stateCode, text, yes, zipCode } from "./fields.ts";
import { defineFormat } from "./format.ts";
import { titleCase } from "./title-case.ts";

/** The services columns and the words the description uses for them. */
const SERVICES = {
  "Offers Nursing Care Services": "nursing care",
  "Offers Physical Therapy Services": "physical therapy",
  "Offers Occupational Therapy Services": "occupational therapy",
  "Offers Speech Pathology Services": "speech pathology",
  "Offers Medical Social Services": "medical social services",
  "Offers Home Health Aide Services": "home health aide services",
} as const;

/** The percentages kept, by official column, with plain-English labels. */
const PERCENTAGES = {
  "How often the home health team began their patients' care in a timely manner":
    "Patients whose care began in a timely manner",
  "How often the home health team determined whether patients received a flu shot for the current flu season":
    "Patients checked for a flu shot for the current flu season",
  "How often patients got better at walking or moving around": "Patients who got better at walking or moving around",
  "How often patients got better at getting in and out of bed": "Patients who got better at getting in and out of bed",
  "How often patients got better at bathing": "Patients who got better at bathing",
  "How often patients' breathing improved": "Patients whose breathing improved",
  "How often patients got better at taking their drugs correctly by mouth":
    "Patients who got better at taking their drugs correctly by mouth",
  "How often home health patients had to be admitted to the hospital": "Patients admitted to the hospital",
  "How often patients receiving home health care needed urgent, unplanned care in the ER without being admitted":
    "Patients who needed urgent, unplanned care in the ER without being admitted",
  "Changes in skin integrity post-acute care: pressure ulcer/injury": "Patients with new or worsened pressure ulcers",
  "How often physician-recommended actions to address medication issues were completely timely":
    "Medication issues addressed on time as the physician recommended",
  "Percent of Residents Experiencing One or More Falls with Major Injury": "Patients who had a fall with major injury",
} as const;

type ServiceColumn = keyof typeof SERVICES;
type PercentageColumn = keyof typeof PERCENTAGES;

const RATING = "Quality of patient care star rating";

const serviceShape = Object.fromEntries(Object.keys(SERVICES).map((column) => [column, yes])) as Record<
  ServiceColumn,
  typeof yes
>;
const percentageShape = Object.fromEntries(
  Object.keys(PERCENTAGES).map((column) => [column, optionalNumber]),
) as Record<PercentageColumn, typeof optionalNumber>;

export const homeHealth = defineFormat({
  kind: "home-health",
  label: "home health agencies",
  signature: ["CMS Certification Number (CCN)", RATING, "Offers Home Health Aide Services"],
  shape: {
    State: stateCode,
    "CMS Certification Number (CCN)": ccn,
    "Provider Name": requiredText,
    Address: text,
    "City/Town": requiredText,
    "ZIP Code": zipCode,
    "Telephone Number": phone,
    "Type of Ownership": text,
    [RATING]: halfStarRating,
    ...serviceShape,
    ...percentageShape,
  },
  toFacility: (row) => {
    const rating = row[RATING];
    return {
      careType: "home_healthcare_agencies",
      ccn: row["CMS Certification Number (CCN)"],
      name: row["Provider Name"],
      street: row.Address,
      city: row["City/Town"],
      state: row.State,
      zip: row["ZIP Code"],
      phone: row["Telephone Number"],
      county: "",
      latitude: null,
      longitude: null,
      beds: null,
      providerType: null,
      services: (Object.keys(SERVICES) as ServiceColumn[]).filter((column) => row[column]).map((c) => SERVICES[c]),
      medicare: {
        ownershipType: row["Type of Ownership"] ? titleCase(row["Type of Ownership"]) : null,
        providerType: null,
        certifiedBeds: null,
        ratingDate: null,
        // The column holds whole stars; the agency rating comes in half stars, which the
        // metrics keep exactly. Rounding down never shows a real agency better than rated.
        overallRating: rating === null ? null : Math.floor(rating),
        healthInspectionRating: null,
        qmRating: null,
        staffingRating: null,
        metrics: collectMetrics([
          [RATING, rating, "stars"],
          ...(Object.keys(PERCENTAGES) as PercentageColumn[]).map(
            (column) => [PERCENTAGES[column], row[column], "%"] as const,
          ),
        ]),
      },
    };
  },
});
