/**
 * The filter form (spec search-and-compare §2.1, §4, §9): rating, the Medicare star rating where
 * Medicare rates, distance, price, ongoing
 * promotions, every filter family with its facet counts, match-all and Clear All. It is a real
 * GET form to the search path, with the keyword, care type and sort in hidden fields, so it
 * works without JavaScript through 'Apply filters'; with JavaScript each change applies at
 * once (back to page 1, the URL updated in place, the results fetched). The sidebar, the
 * mobile all-filters modal and the map's Filters drawer all render it; it reads the page's
 * atoms itself.
 */

import { useAtomValue, useSetAtom } from "jotai";
import type { MouseEvent } from "react";
import { FILTER_FAMILIES } from "../../../domain/search/search-filters.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { latestCriteriaAtom, searchCriteriaAtom } from "../search-page-atoms.ts";
import { searchResponseAtom } from "../search-seed-atoms.ts";
import { DistanceSlider } from "./DistanceSlider.tsx";
import { FilterFamilyGroup } from "./FilterFamilyGroup.tsx";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { clearedCriteria, familyView, panelFacets, searchHref } from "./filter-panel-rules.ts";
import { HiddenFields } from "./HiddenFields.tsx";
import { MedicareRatingFilter } from "./MedicareRatingFilter.tsx";
import { PriceSlider } from "./PriceSlider.tsx";
import { RatingFilter } from "./RatingFilter.tsx";

interface FilterPanelProps {
  /** Prefix for element ids, one per place the panel shows (sidebar, modal, map drawer). */
  idPrefix: string;
  /** The brand's search path, where the form goes without JavaScript. */
  searchPath: string;
}

/** What the panel's hidden fields carry: where, what and in which order, not the filters it sets itself. */
const KEPT_PARAMETERS = ["keyword", "careType", "latLng", "sortBy"] as const;

/** The id of the panel's heading, for a dialog or drawer that the panel names. */
export function filterPanelHeadingId(idPrefix: string): string {
  return `${idPrefix}-heading`;
}

export function FilterPanel({ idPrefix, searchPath }: FilterPanelProps) {
  const words = useLanguage().t.search.filters;
  const criteria = useAtomValue(searchCriteriaAtom);
  const response = useAtomValue(searchResponseAtom);
  const apply = useSetAtom(applyFiltersAtom);
  const facets = panelFacets(response);
  const headingId = filterPanelHeadingId(idPrefix);

  function clearAll(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void apply(clearedCriteria);
  }

  return (
    <form
      className="filter-panel"
      method="get"
      action={searchPath}
      aria-labelledby={headingId}
      // With JavaScript every change has applied already; nothing is left to send.
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="filter-panel-top">
        <h2 id={headingId} className="filter-panel-heading">
          {words.heading}
        </h2>
        <a className="filter-clear" href={searchHref(searchPath, clearedCriteria(criteria))} onClick={clearAll}>
          {words.clearAll}
        </a>
      </div>
      <HiddenFields criteria={criteria} keep={KEPT_PARAMETERS} />
      <RatingFilter idPrefix={idPrefix} name="reviews" />
      <MedicareRatingFilter idPrefix={idPrefix} />
      <DistanceSlider idPrefix={idPrefix} />
      <PriceSlider idPrefix={idPrefix} />
      <PromotionsFilter idPrefix={idPrefix} />
      {FILTER_FAMILIES.map((family) => {
        const view = familyView(family, facets, criteria.filters[family.parameter] ?? []);
        return view.visible ? <FilterFamilyGroup key={family.parameter} idPrefix={idPrefix} view={view} /> : null;
      })}
      <MatchAllFilter idPrefix={idPrefix} />
      <button type="submit" className="button button-primary filter-apply no-script-only">
        {words.apply}
      </button>
    </form>
  );
}

/*
 * The controls below read the criteria the page is moving to (latestCriteriaAtom): a change
 * shows at once, while the results and the family groups' counts follow after the next paint.
 * spec: issue 15 "no dead first click".
 */

function PromotionsFilter({ idPrefix }: { idPrefix: string }) {
  const words = useLanguage().t.search.filters;
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  return (
    <fieldset className="filter-group">
      <legend className="filter-group-legend">{words.promotions}</legend>
      <div className="filter-option">
        <input
          id={`${idPrefix}-promotions`}
          type="checkbox"
          name="promotions"
          value="ongoing"
          checked={criteria.ongoingPromotion}
          onChange={(event) => {
            const ongoingPromotion = event.target.checked;
            void apply((current) => ({ ...current, ongoingPromotion }));
          }}
        />
        <label htmlFor={`${idPrefix}-promotions`}>{words.ongoingPromotions}</label>
      </div>
    </fieldset>
  );
}

function MatchAllFilter({ idPrefix }: { idPrefix: string }) {
  const words = useLanguage().t.search.filters;
  const criteria = useAtomValue(latestCriteriaAtom);
  const apply = useSetAtom(applyFiltersAtom);
  return (
    <fieldset className="filter-group">
      <legend className="filter-group-legend">{words.matchAll}</legend>
      {[true, false].map((matchAll) => {
        const id = `${idPrefix}-match-all-${matchAll}`;
        return (
          <div key={id} className="filter-option">
            <input
              id={id}
              type="radio"
              name="match-all"
              value={String(matchAll)}
              checked={criteria.matchAll === matchAll}
              onChange={() => void apply((current) => ({ ...current, matchAll }))}
            />
            <label htmlFor={id}>{matchAll ? words.matchAllTrue : words.matchAllFalse}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
