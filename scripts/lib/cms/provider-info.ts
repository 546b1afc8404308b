/**
 * The nursing-home "Provider Info" file of Care Compare (about 100 columns, official names):
 * address and coordinates, ownership, certification, the four star ratings, and the staffing,
 * turnover, inspection and penalty measures the provider page lists.
 */
import { KEY_MEASURE_LABELS } from "../../../domain/providers/care-compare.ts";
import { collectMetrics } from "./facility.ts";
import {
  ccn,
  latitude,
  longitude,
  optionalCount,
  optionalDate,
  optionalFlag,
  optionalNumber,
  phone,
  requiredText,
  starRating,
  stateCode,
  text,
  zipCode,
} from "./fields.ts";
import { defineFormat, halfCoordinates } from "./format.ts";

const HOURS = "hours per resident per day";

/** The measures kept, by official column: plain-English label and unit. */
const MEASURES = {
  "Average Number of Residents per Day": ["Average number of residents per day", "count"],
  "Reported Total Nurse Staffing Hours per Resident per Day": [KEY_MEASURE_LABELS.totalNurseStaffing, HOURS],
  "Reported RN Staffing Hours per Resident per Day": [KEY_MEASURE_LABELS.registeredNurseStaffing, HOURS],
  "Reported LPN Staffing Hours per Resident per Day": ["Licensed practical nurse staffing", HOURS],
  "Reported Nurse Aide Staffing Hours per Resident per Day": ["Nurse aide staffing", HOURS],
  "Total number of nurse staff hours per resident per day on the weekend": ["Total nurse staffing on weekends", HOURS],
  "Reported Physical Therapist Staffing Hours per Resident Per Day": ["Physical therapist staffing", HOURS],
  "Total nursing staff turnover": ["Nursing staff turnover", "%"],
  "Registered Nurse turnover": ["Registered nurse turnover", "%"],
  "Number of administrators who have left the nursing home": ["Administrators who have left the nursing home", "count"],
  "Rating Cycle 1 Total Number of Health Deficiencies": ["Health deficiencies in the most recent inspection", "count"],
  "Number of Facility Reported Incidents": ["Facility-reported incidents", "count"],
  "Number of Substantiated Complaints": ["Substantiated complaints", "count"],
  "Number of Citations from Infection Control Inspections": ["Citations from infection control inspections", "count"],
  "Number of Fines": [KEY_MEASURE_LABELS.fines, "count"],
  "Total Amount of Fines in Dollars": [KEY_MEASURE_LABELS.fineDollars, "USD"],
  "Number of Payment Denials": ["Number of payment denials", "count"],
  "Total Number of Penalties": [KEY_MEASURE_LABELS.penalties, "count"],
} as const satisfies Record<string, readonly [label: string, unit: string]>;

type MeasureColumn = keyof typeof MEASURES;

const measureShape = Object.fromEntries(Object.keys(MEASURES).map((column) => [column, optionalNumber])) as Record<
  MeasureColumn,
  typeof optionalNumber
>;

export const providerInfo = defineFormat({
  kind: "provider-info",
  label: "Provider Info (nursing homes)",
  signature: ["CMS Certification Number (CCN)", "Overall Rating", "Staffing Rating", "Processing Date"],
  shape: {
    "CMS Certification Number (CCN)": ccn,
    "Provider Name": requiredText,
    "Provider Address": text,
    "City/Town": requiredText,
    State: stateCode,
    "ZIP Code": zipCode,
    "Telephone Number": phone,
    "County/Parish": text,
    "Ownership Type": text,
    "Number of Certified Beds": optionalCount,
    "Provider Type": text,
    "Overall Rating": starRating,
    "Health Inspection Rating": starRating,
    "QM Rating": starRating,
    "Staffing Rating": starRating,
    Latitude: latitude,
    Longitude: longitude,
    "Processing Date": optionalDate,
    "Abuse Icon": optionalFlag,
    ...measureShape,
  },
  toFacility: (row) => {
    const providerType = row["Provider Type"] || null;
    return (
      halfCoordinates(row.Latitude, row.Longitude) ?? {
        careType: "nursing_homes",
        ccn: row["CMS Certification Number (CCN)"],
        name: row["Provider Name"],
        street: row["Provider Address"],
        city: row["City/Town"],
        state: row.State,
        zip: row["ZIP Code"],
        phone: row["Telephone Number"],
        county: row["County/Parish"],
        latitude: row.Latitude,
        longitude: row.Longitude,
        beds: row["Number of Certified Beds"],
        providerType,
        services: [],
        medicare: {
          ownershipType: row["Ownership Type"] || null,
          providerType,
          certifiedBeds: row["Number of Certified Beds"],
          ratingDate: row["Processing Date"],
          overallRating: row["Overall Rating"],
          healthInspectionRating: row["Health Inspection Rating"],
          qmRating: row["QM Rating"],
          staffingRating: row["Staffing Rating"],
          metrics: collectMetrics([
            ...(Object.keys(MEASURES) as MeasureColumn[]).map((column) => {
              const [label, unit] = MEASURES[column];
              return [label, row[column], unit] as const;
            }),
            // 1 when Care Compare shows its abuse icon for the home, 0 when it does not.
            [KEY_MEASURE_LABELS.abuseIcon, row["Abuse Icon"], "yes/no"],
          ]),
        },
      }
    );
  },
});
