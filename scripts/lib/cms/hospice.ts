/**
 * The hospice file of Care Compare (South Carolina, with coordinates added): one row per hospice
 * AND measure. Each row gives the hospice's address and one measure; the rows of a CCN are
 * combined into one facility whose Medicare record lists the measures under the names CMS gives
 * them. The file has no star rating.
 */
import { combineMeasureRows } from "./facility.ts";
import { ccn, latitude, longitude, optionalNumber, phone, requiredText, stateCode, text, zipCode } from "./fields.ts";
import { defineFormat, halfCoordinates } from "./format.ts";

const PERCENT = "%";

/**
 * The measures kept, by measure code, with their units. Denominators and percentiles are how CMS
 * computed a measure, not the measure; Yes/No answers are no numbers.
 */
const MEASURE_UNITS: Readonly<Record<string, string>> = {
  H_001_01_OBSERVED: PERCENT,
  H_002_01_OBSERVED: PERCENT,
  H_003_01_OBSERVED: PERCENT,
  H_004_01_OBSERVED: PERCENT,
  H_005_01_OBSERVED: PERCENT,
  H_006_01_OBSERVED: PERCENT,
  H_007_01_OBSERVED: PERCENT,
  H_008_01_OBSERVED: PERCENT,
  H_011_01_OBSERVED: PERCENT,
  H_012_00_OBSERVED: "points out of 10",
  H_012_01_OBSERVED: PERCENT,
  H_012_02_OBSERVED: PERCENT,
  H_012_03_OBSERVED: PERCENT,
  H_012_04_OBSERVED: PERCENT,
  H_012_05_OBSERVED: PERCENT,
  H_012_06_OBSERVED: PERCENT,
  H_012_07_OBSERVED: "USD",
  H_012_08_OBSERVED: "minutes",
  H_012_09_OBSERVED: PERCENT,
  H_012_10_OBSERVED: PERCENT,
  Average_Daily_Census: "patients",
  Pct_Pts_w_Cancer: PERCENT,
  Pct_Pts_w_Dementia: PERCENT,
  Pct_Pts_w_Stroke: PERCENT,
  Pct_Pts_w_Circ_Heart_Disease: PERCENT,
  Pct_Pts_w_Resp_Disease: PERCENT,
  Pct_Pts_w_other_conditions: PERCENT,
  Care_Provided_Home: PERCENT,
  Care_Provided_Assisted_Living: PERCENT,
  Care_Provided_Nursing_Facility: PERCENT,
  Care_Provided_Skilled_Nursing: PERCENT,
  Care_Provided_Inpatient_Hospital: PERCENT,
  Care_Provided_Inpatient_Hospice: PERCENT,
  Care_Provided_other_locations: PERCENT,
};

export const hospice = defineFormat({
  kind: "hospice",
  label: "hospices",
  signature: ["CMS Certification Number (CCN)", "Facility Name", "Measure Code", "Score"],
  shape: {
    "CMS Certification Number (CCN)": ccn,
    "Facility Name": requiredText,
    "Address Line 1": text,
    "Address Line 2": text,
    "City/Town": requiredText,
    State: stateCode,
    "ZIP Code": zipCode,
    "County/Parish": text,
    "Telephone Number": phone,
    "Measure Code": requiredText,
    "Measure Name": text,
    Score: text,
    Footnote: text,
    Latitude: latitude,
    Longitude: longitude,
  },
  toFacility: (row) => {
    const unit = MEASURE_UNITS[row["Measure Code"]];
    // A footnoted score is one CMS qualifies (too few cases, not reported, a shorter period):
    // it is not shown as if it were a plain figure.
    const kept = unit !== undefined && row.Score !== "" && row.Footnote === "";
    const value = kept ? optionalNumber.safeParse(row.Score) : undefined;
    if (value && !value.success) return `Score: ${JSON.stringify(row.Score)} is not a number`;
    if (kept && !row["Measure Name"]) return `Measure Name: is missing for ${row["Measure Code"]}`;
    const street = [row["Address Line 1"], row["Address Line 2"]].filter(Boolean).join(", ");
    return (
      halfCoordinates(row.Latitude, row.Longitude) ?? {
        careType: "hospices",
        ccn: row["CMS Certification Number (CCN)"],
        name: row["Facility Name"],
        street,
        city: row["City/Town"],
        state: row.State,
        zip: row["ZIP Code"],
        phone: row["Telephone Number"],
        county: row["County/Parish"],
        latitude: row.Latitude,
        longitude: row.Longitude,
        beds: null,
        providerType: null,
        services: [],
        medicare: {
          ownershipType: null,
          providerType: null,
          certifiedBeds: null,
          ratingDate: null,
          overallRating: null,
          healthInspectionRating: null,
          qmRating: null,
          staffingRating: null,
          metrics:
            value?.success && value.data !== null && unit !== undefined
              ? [{ label: row["Measure Name"], value: value.data, unit }]
              : [],
        },
      }
    );
  },
  combine: combineMeasureRows,
});
