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
import { useLanguage } from "../../i18n/page-language.tsx";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { RadioFilterGroup } from "./RadioFilterGroup.tsx";

/** The stars a radio's value names, or null for any rating. */
function starsOf(value: string): number | null {
  return MEDICARE_RATING_FILTERS.find((choice) => String(choice.value) === value)?.value ?? null;
}

export function MedicareRatingFilter({ idPrefix }: { idPrefix: string }) {
  const { t } = useLanguage();
  const words = t.search.filters;
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  if (!offersMedicareRating(criteria.careType.id) && criteria.medicareRating === null) return null;
  const choices = [
    { value: "", label: words.anyMedicareRating },
    ...MEDICARE_RATING_FILTERS.map((choice) => ({
      value: String(choice.value),
      label: t.search.medicareRatings[choice.value],
    })),
  ];
  return (
    <RadioFilterGroup
      name={MEDICARE_RATING_PARAMETER}
      legend={words.medicareRating}
      note={words.medicareRatingNote}
      idPrefix={`${idPrefix}-medicare-rating`}
      choices={choices}
      chosen={criteria.medicareRating === null ? "" : String(criteria.medicareRating)}
      onChoose={(value) => void apply((current) => ({ ...current, medicareRating: starsOf(value) }))}
    />
  );
}
