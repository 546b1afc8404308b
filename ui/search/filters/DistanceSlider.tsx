/**
 * The distance slider (spec search-and-compare §5, §9: 10 to 50 miles in steps of 10, 30 by
 * default). A native range input, so it works from the keyboard and, named `distance`, in a
 * plain GET form; with JavaScript it applies once the visitor pauses.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { DISTANCE_CHOICES } from "../../../domain/search/search-filters.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { DISTANCE_RANGE, sliderDistance } from "./filter-panel-rules.ts";
import { useDraft } from "./use-draft.ts";

export function DistanceSlider({ idPrefix }: { idPrefix: string }) {
  const words = useLanguage().t.search.filters;
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  const [miles, move] = useDraft(sliderDistance(criteria.distanceMiles), (distanceMiles: number) => {
    void apply((current) => ({ ...current, distanceMiles }));
  });
  const id = `${idPrefix}-distance`;
  return (
    <div className="filter-group filter-slider">
      <div className="filter-slider-heading">
        <label className="filter-slider-label" htmlFor={id}>
          {words.distance}
        </label>
        <output htmlFor={id} className="filter-slider-value">
          {words.miles(miles)}
        </output>
      </div>
      <input
        id={id}
        className="range"
        type="range"
        name="distance"
        min={DISTANCE_RANGE.min}
        max={DISTANCE_RANGE.max}
        step={DISTANCE_RANGE.step}
        value={miles}
        aria-valuetext={words.miles(miles)}
        onChange={(event) => move(Number(event.target.value))}
      />
      <ol className="filter-slider-scale" aria-hidden="true">
        {DISTANCE_CHOICES.map((choice) => (
          <li key={choice}>{choice}</li>
        ))}
      </ol>
    </div>
  );
}
