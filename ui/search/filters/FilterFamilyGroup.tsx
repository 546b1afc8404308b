/**
 * One filter family (spec search-and-compare §9) as a group of checkboxes named by its URL
 * parameter, each with its facet count; values past the family's first few (languages: 3)
 * wait behind 'See more', which without JavaScript simply shows them all.
 */
import { useSetAtom } from "jotai";
import { useEffect, useState, useTransition } from "react";
import { formatCount } from "../../../domain/counts.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { applyFiltersAtom } from "./filter-atoms.ts";
import { type FamilyView, familyWords, type ValueView, withFilterValue } from "./filter-panel-rules.ts";

interface FilterFamilyGroupProps {
  idPrefix: string;
  view: FamilyView;
}

export function FilterFamilyGroup({ idPrefix, view }: FilterFamilyGroupProps) {
  const { t, locale } = useLanguage();
  const apply = useSetAtom(applyFiltersAtom);
  const [expanded, setExpanded] = useState(false);
  // A tick shows at once, and so does the address; the search it starts (new results and counts
  // across the page's islands) renders after the next paint, as a transition that lasts until
  // its answer is in, and the box shows the tick until then.
  // spec: search-and-compare §2.1 (the query string updates in place), issue 15 "no dead first click".
  const [searching, startSearch] = useTransition();
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (!searching) setTicked({});
  }, [searching]);
  const { family } = view;
  const names = familyWords(t.search, family.parameter);
  const familyLabel = names?.label ?? family.parameter;
  const groupId = `${idPrefix}-${family.parameter}`;
  const moreId = `${groupId}-more`;

  function option(value: ValueView) {
    const id = `${groupId}-${value.value}`;
    return (
      <li key={value.value} className="filter-option">
        <input
          id={id}
          type="checkbox"
          name={family.parameter}
          value={value.value}
          checked={searching ? (ticked[value.value] ?? value.chosen) : value.chosen}
          onChange={(event) => {
            const checked = event.target.checked;
            setTicked((shown) => ({ ...shown, [value.value]: checked }));
            startSearch(async () => {
              await apply((current) => withFilterValue(current, family, value.value, checked));
            });
          }}
        />
        <label htmlFor={id}>
          {names?.values[value.value] ?? value.value}
          {/* A count next to a value, as a screen reader reads it too: '(12)'. */}
          {value.count !== null ? (
            <span className="filter-count">{` (${formatCount(value.count, locale)})`}</span>
          ) : null}
        </label>
      </li>
    );
  }

  return (
    <fieldset className="filter-group">
      <legend className="filter-group-legend">{familyLabel}</legend>
      <ul className="filter-options">{view.shown.map(option)}</ul>
      {view.more.length > 0 ? (
        <>
          {/* The toggle sits before what it reveals, so the next Tab after opening lands on it. */}
          <button
            type="button"
            className="filter-more-toggle needs-script"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t.search.filters.seeLess : t.search.filters.seeMore}
            <span className="visually-hidden"> {familyLabel.toLowerCase()}</span>
          </button>
          <ul id={moreId} className="filter-options filter-options-more" data-expanded={expanded ? "true" : "false"}>
            {view.more.map(option)}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}
