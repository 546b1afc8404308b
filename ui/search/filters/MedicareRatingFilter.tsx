/**
 * The Medicare star filter: at least N overall stars, one choice, so radio buttons with 'Any
 * Medicare rating' to lift it. Offered where Medicare rates providers (nursing homes, home
 * health), and wherever the URL already sets it, so a chosen filter can always be lifted. The
 * filter form sends it as `medicare-rating`.
 */
import { useAtomValue, useSetAtom } from "jotai";
import {
  MEDICARE_RATING_FILTERS,
  MEDICARE_RATING_PARAMETER,
  offersMedicareRating,
} from "../../../domain/search/search-filters.ts";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { FILTER_TEXT } from "./filter-text.ts";
import { RadioFilterGroup } from "./RadioFilterGroup.tsx";

const CHOICES = [
  { value: "", label: FILTER_TEXT.anyMedicareRating },
  ...MEDICARE_RATING_FILTERS.map((choice) => ({ value: String(choice.value), label: choice.label })),
];

/** The stars a radio's value names, or null for any rating. */
function starsOf(value: string): number | null {
  return MEDICARE_RATING_FILTERS.find((choice) => String(choice.value) === value)?.value ?? null;
}

export function MedicareRatingFilter({ idPrefix }: { idPrefix: string }) {
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  if (!offersMedicareRating(criteria.careType.id) && criteria.medicareRating === null) return null;
  return (
    <RadioFilterGroup
      name={MEDICARE_RATING_PARAMETER}
      legend={FILTER_TEXT.medicareRating}
      note={FILTER_TEXT.medicareRatingNote}
      idPrefix={`${idPrefix}-medicare-rating`}
      choices={CHOICES}
      chosen={criteria.medicareRating === null ? "" : String(criteria.medicareRating)}
      onChoose={(value) => void apply((current) => ({ ...current, medicareRating: starsOf(value) }))}
    />
  );
}
