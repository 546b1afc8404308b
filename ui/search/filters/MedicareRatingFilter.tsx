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

export function MedicareRatingFilter({ idPrefix }: { idPrefix: string }) {
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  if (!offersMedicareRating(criteria.careType.id) && criteria.medicareRating === null) return null;
  const choices = [{ value: null, label: FILTER_TEXT.anyMedicareRating }, ...MEDICARE_RATING_FILTERS];
  return (
    <fieldset className="filter-group">
      <legend className="filter-group-legend">{FILTER_TEXT.medicareRating}</legend>
      <p className="filter-group-note">{FILTER_TEXT.medicareRatingNote}</p>
      {choices.map((choice) => {
        const id = `${idPrefix}-medicare-rating-${choice.value ?? "any"}`;
        return (
          <div key={id} className="filter-option">
            <input
              id={id}
              type="radio"
              name={MEDICARE_RATING_PARAMETER}
              value={choice.value === null ? "" : String(choice.value)}
              checked={criteria.medicareRating === choice.value}
              onChange={() => void apply((current) => ({ ...current, medicareRating: choice.value }))}
            />
            <label htmlFor={id}>{choice.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
