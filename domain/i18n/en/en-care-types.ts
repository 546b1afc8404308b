/** The care types' names in English: the labels domain/care-types.ts gives them (spec search-and-compare §3). */
import { CARE_TYPES, type CareTypeId } from "../../care-types.ts";

export interface CareTypeNames {
  label: string;
  /** Singular form, for structured data and sentences. */
  singular: string;
}

export const careTypes = Object.fromEntries(
  CARE_TYPES.map((careType) => [careType.id, { label: careType.label, singular: careType.singular }]),
) as Record<CareTypeId, CareTypeNames>;
