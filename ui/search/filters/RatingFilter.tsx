/**
 * The rating filter (spec search-and-compare §9: 4-plus and 3-plus): one choice, so radio
 * buttons, with 'Any rating' to lift it. The sidebar's form sends it as `reviews`; the mobile
 * Rating chip shows the same choices.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { RATING_FILTERS } from "../../../domain/search/search-filters.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { chosenRating, withRating } from "./filter-panel-rules.ts";
import { RadioFilterGroup } from "./RadioFilterGroup.tsx";

interface RatingFilterProps {
  idPrefix: string;
  /** The field name: `reviews` inside the filter form; another name where it stands alone. */
  name: string;
}

export function RatingFilter({ idPrefix, name }: RatingFilterProps) {
  const { t } = useLanguage();
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  const choices = [
    { value: "", label: t.search.filters.anyRating },
    ...RATING_FILTERS.map((rating) => ({ value: rating.value, label: t.search.ratings[rating.value] })),
  ];
  return (
    <RadioFilterGroup
      name={name}
      legend={t.search.filters.rating}
      idPrefix={`${idPrefix}-rating`}
      choices={choices}
      chosen={chosenRating(criteria)}
      onChoose={(value) => void apply((current) => withRating(current, value))}
    />
  );
}
