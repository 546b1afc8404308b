/**
 * The rating filter (spec search-and-compare §9: 4-plus and 3-plus): one choice, so radio
 * buttons, with 'Any rating' to lift it. The sidebar's form sends it as `reviews`; the mobile
 * Rating chip shows the same choices.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { RATING_FILTERS } from "../../../domain/search/search-filters.ts";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { chosenRating, withRating } from "./filter-panel-rules.ts";
import { FILTER_TEXT } from "./filter-text.ts";

interface RatingFilterProps {
  idPrefix: string;
  /** The field name: `reviews` inside the filter form; another name where it stands alone. */
  name: string;
}

export function RatingFilter({ idPrefix, name }: RatingFilterProps) {
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  const chosen = chosenRating(criteria);
  const choices = [{ value: "", label: FILTER_TEXT.anyRating }, ...RATING_FILTERS];
  return (
    <fieldset className="filter-group">
      <legend className="filter-group-legend">{FILTER_TEXT.rating}</legend>
      {choices.map((choice) => {
        const id = `${idPrefix}-rating-${choice.value || "any"}`;
        return (
          <div key={id} className="filter-option">
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => void apply((current) => withRating(current, choice.value))}
            />
            <label htmlFor={id}>{choice.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
