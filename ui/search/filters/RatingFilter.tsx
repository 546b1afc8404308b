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
import { RadioFilterGroup } from "./RadioFilterGroup.tsx";

interface RatingFilterProps {
  idPrefix: string;
  /** The field name: `reviews` inside the filter form; another name where it stands alone. */
  name: string;
}

const CHOICES = [{ value: "", label: FILTER_TEXT.anyRating }, ...RATING_FILTERS];

export function RatingFilter({ idPrefix, name }: RatingFilterProps) {
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  return (
    <RadioFilterGroup
      name={name}
      legend={FILTER_TEXT.rating}
      idPrefix={`${idPrefix}-rating`}
      choices={CHOICES}
      chosen={chosenRating(criteria)}
      onChoose={(value) => void apply((current) => withRating(current, value))}
    />
  );
}
