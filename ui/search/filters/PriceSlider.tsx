/**
 * The price slider (spec search-and-compare §5, §9): bands 1 to 4 ($ to $$$$) with two thumbs
 * kept at least one step apart, and what each band means. Its thumbs are two native range
 * inputs on one track, so each works from the keyboard. A plain GET form cannot join two
 * inputs into `price=low,high`, so without JavaScript a select of the ranges stands in.
 */
import { useAtomValue, useSetAtom } from "jotai";
import type { Messages } from "../../../domain/i18n/messages.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { latestCriteriaAtom } from "../search-page-atoms.ts";
import { applyFiltersAtom } from "./filter-atoms.ts";
import {
  movePriceThumb,
  PRICE_RANGE,
  type PriceThumb,
  priceBandMeaning,
  priceRangeChoices,
  priceSymbols,
} from "./filter-panel-rules.ts";
import { useDraft } from "./use-draft.ts";

type Range = readonly [number, number];

const BANDS = [1, 2, 3, 4] as const;

type FilterWords = Messages["search"]["filters"];

function rangeText([low, high]: Range, words: FilterWords): string {
  return words.priceRange(priceSymbols(low), priceSymbols(high));
}

function bandText(band: number, words: FilterWords): string {
  return `${priceSymbols(band)}, ${priceBandMeaning(band, words)}`;
}

export function PriceSlider({ idPrefix }: { idPrefix: string }) {
  const words = useLanguage().t.search.filters;
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  const [range, move] = useDraft<Range>(criteria.price, (price) => {
    void apply((current) => ({ ...current, price }));
  });
  const selectId = `${idPrefix}-price-select`;

  function thumb(which: PriceThumb, label: string) {
    const value = which === "low" ? range[0] : range[1];
    const id = `${idPrefix}-price-${which}`;
    return (
      <>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          className={`range price-thumb price-thumb-${which}`}
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={1}
          value={value}
          aria-valuetext={bandText(value, words)}
          onChange={(event) => move(movePriceThumb(range, which, Number(event.target.value)))}
        />
      </>
    );
  }

  return (
    <fieldset className="filter-group filter-slider">
      <legend className="filter-group-legend">{words.price}</legend>
      <output className="filter-slider-value needs-script" htmlFor={`${idPrefix}-price-low ${idPrefix}-price-high`}>
        {rangeText(range, words)}
      </output>
      <div className="price-track needs-script" data-low={range[0]} data-high={range[1]}>
        {thumb("low", words.priceLow)}
        {thumb("high", words.priceHigh)}
      </div>
      <ol className="filter-slider-scale needs-script" aria-hidden="true">
        {BANDS.map((band) => (
          <li key={band}>{priceSymbols(band)}</li>
        ))}
      </ol>
      <div className="field price-select">
        <label htmlFor={selectId} className="visually-hidden">
          {words.price}
        </label>
        <select
          id={selectId}
          name="price"
          value={`${criteria.price[0]},${criteria.price[1]}`}
          onChange={(event) => {
            const [low = PRICE_RANGE.min, high = PRICE_RANGE.max] = event.target.value.split(",").map(Number);
            void apply((current) => ({ ...current, price: [low, high] }));
          }}
        >
          {priceRangeChoices().map((choice) => (
            <option key={choice.join(",")} value={choice.join(",")}>
              {rangeText(choice, words)}
            </option>
          ))}
        </select>
      </div>
      <p className="price-bands-intro">{words.priceBandsIntro}</p>
      <ul className="price-bands">
        {BANDS.map((band) => (
          <li key={band}>
            <span className="price-band-symbols">{priceSymbols(band)}</span> {priceBandMeaning(band, words)}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
