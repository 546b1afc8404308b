/**
 * The review list's search box, 'Show Filters' / 'Hide Filters' panel (stars 5 to 1, the care
 * types and relationship groups the provider's reviews have), sort select and 'Reset All'
 * (spec reviews-and-provider-page §4 'Review reading'). Controlled by the list island; the
 * stylesheet hides them for readers without script, to whom the first reviews still read.
 */
import { useId, useState } from "react";
import {
  careTypeNameIn,
  REVIEW_SORT_OPTIONS,
  REVIEW_STAR_CHOICES,
  type ReviewFilterChoices,
  type ReviewFilters,
  type ReviewSort,
} from "../../../domain/reviews/review-list.ts";
import type { ReviewRelationshipGroup } from "../../../domain/reviews/review-relationships.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

export interface ReviewControlsProps {
  filters: ReviewFilters;
  sort: ReviewSort;
  choices: ReviewFilterChoices;
  onSearch: (text: string) => void;
  onFilters: (filters: Omit<ReviewFilters, "search">) => void;
  onSort: (sort: ReviewSort) => void;
  onReset: () => void;
}

/** The list with `value` added or taken out. */
function toggled<Value>(list: readonly Value[], value: Value, on: boolean): Value[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="reviews-filter-choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function ReviewControls({ filters, sort, choices, onSearch, onFilters, onSort, onReset }: ReviewControlsProps) {
  const { t } = useLanguage();
  const words = t.reviews.list;
  const [panelOpen, setPanelOpen] = useState(false);
  const id = useId();
  const { stars, careTypes, relationships } = filters;
  const setStars = (value: number, on: boolean) =>
    onFilters({ stars: toggled(stars, value, on), careTypes, relationships });
  const setCareType = (value: string, on: boolean) =>
    onFilters({ stars, careTypes: toggled(careTypes, value, on), relationships });
  const setRelationship = (value: ReviewRelationshipGroup, on: boolean) =>
    onFilters({ stars, careTypes, relationships: toggled(relationships, value, on) });
  return (
    <div className="reviews-controls">
      <div className="reviews-controls-row">
        <div className="reviews-search">
          <label htmlFor={`${id}-search`}>{words.search}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </div>
        <div className="reviews-sort">
          <label htmlFor={`${id}-sort`}>{words.sortBy}</label>
          <select
            id={`${id}-sort`}
            value={sort === "most_recent_review_desc" ? "date_review_desc" : sort}
            onChange={(event) => onSort(event.currentTarget.value as ReviewSort)}
          >
            {REVIEW_SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {words.sorts[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="reviews-controls-row">
        <button
          type="button"
          className="button reviews-button reviews-filters-toggle"
          aria-expanded={panelOpen}
          aria-controls={`${id}-panel`}
          onClick={() => setPanelOpen(!panelOpen)}
        >
          {panelOpen ? words.hideFilters : words.showFilters}
        </button>
        <button type="button" className="button reviews-button reviews-reset" onClick={onReset}>
          {words.resetAll}
        </button>
      </div>
      <div id={`${id}-panel`} className="reviews-filters" hidden={!panelOpen}>
        <fieldset>
          <legend>{words.rating}</legend>
          {REVIEW_STAR_CHOICES.map((value) => (
            <Checkbox
              key={value}
              label={t.reviews.stars(value)}
              checked={stars.includes(value)}
              onChange={(on) => setStars(value, on)}
            />
          ))}
        </fieldset>
        {choices.careTypes.length > 0 ? (
          <fieldset>
            <legend>{words.careType}</legend>
            {choices.careTypes.map((choice) => (
              <Checkbox
                key={choice.value}
                label={careTypeNameIn(t.careTypes, choice.value, choice.label)}
                checked={careTypes.includes(choice.value)}
                onChange={(on) => setCareType(choice.value, on)}
              />
            ))}
          </fieldset>
        ) : null}
        {choices.relationships.length > 0 ? (
          <fieldset>
            <legend>{words.relationship}</legend>
            {choices.relationships.map((group) => (
              <Checkbox
                key={group}
                label={words.groups[group]}
                checked={relationships.includes(group)}
                onChange={(on) => setRelationship(group, on)}
              />
            ))}
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
