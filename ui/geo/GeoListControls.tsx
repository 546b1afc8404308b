/**
 * The sort and rating filter above a geo page's providers (spec lead-capture-and-chrome §4: the
 * search page's cards and filters where they fit; search-and-compare §9 for the sorts and the
 * rating values). A plain form that reloads the page with the choice in its address: it works
 * without JavaScript, and its result is a real page a family can bookmark or share.
 */
import type { GeoListFilters } from "../../domain/geo/geo-page-rules.ts";
import { RATING_FILTERS, sortsFor } from "../../domain/search/search-filters.ts";
import { useLanguage } from "../i18n/page-language.tsx";

interface GeoListControlsProps {
  /** The place's page, where the form sends the choice. */
  path: string;
  filters: GeoListFilters;
  /** The listed care type, which decides whether the Medicare rating sort is offered. */
  careTypeId: string;
  idPrefix: string;
}

export function GeoListControls({ path, filters, careTypeId, idPrefix }: GeoListControlsProps) {
  const { t } = useLanguage();
  const words = t.geo.controls;
  return (
    <form className="geo-list-controls" method="get" action={path} aria-label={words.label}>
      <div className="field geo-list-sort">
        <label htmlFor={`${idPrefix}-sort`}>{words.sortBy}</label>
        <select id={`${idPrefix}-sort`} name="sortBy" defaultValue={filters.sortBy}>
          {sortsFor(careTypeId, filters.sortBy).map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t.search.sorts[sort.value]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="geo-list-rating">
        <legend>{words.rating}</legend>
        <div className="field-checkbox">
          <input
            type="radio"
            id={`${idPrefix}-rating-any`}
            name="reviews"
            value=""
            defaultChecked={filters.reviews === null}
          />
          <label htmlFor={`${idPrefix}-rating-any`}>{words.anyRating}</label>
        </div>
        {RATING_FILTERS.map((filter) => (
          <div className="field-checkbox" key={filter.value}>
            <input
              type="radio"
              id={`${idPrefix}-rating-${filter.value}`}
              name="reviews"
              value={filter.value}
              defaultChecked={filters.reviews === filter.value}
            />
            <label htmlFor={`${idPrefix}-rating-${filter.value}`}>{t.search.ratings[filter.value]}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary geo-list-apply">
        {words.submit}
      </button>
    </form>
  );
}
