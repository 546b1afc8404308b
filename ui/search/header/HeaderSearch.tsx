/**
 * The search bar in the site header, on every page (spec search-and-compare §2.1, §2.2, §5):
 * a location box with place suggestions (an ARIA combobox: arrow keys, Enter, Escape, or the
 * mouse), the care level and Search. On the search page whose path holds local/search a
 * search updates the results in place; elsewhere it goes to the brand's search URL. Without
 * JavaScript it is a plain GET form to the search path. Below 768px a toggle reveals it.
 */

import { useAtom, useStore } from "jotai";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { CareTypeChoice } from "../../../domain/brands/brand-care-types.ts";
import { careTypeById, careTypeBySlug, DEFAULT_CARE_TYPE_SLUG } from "../../../domain/care-types.ts";
import { SEARCH_KEYWORD_MAX } from "../../../domain/events.ts";
import { recordEvent } from "../../app/record-event.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { searchCareTypeAtom, searchKeywordAtom } from "../search-atoms.ts";
import { searchFailedAtom, searchResponseAtom } from "../search-seed-atoms.ts";
import { CareLevelSelect } from "./CareLevelSelect.tsx";
import { LocationComboboxInput, usePlaceCombobox } from "./PlaceCombobox.tsx";
import { locationError, searchesInPlace } from "./search-bar-rules.ts";
import { buildSearchUrl } from "./search-url.ts";

interface HeaderSearchProps {
  searchPath: string;
  locationRequired: boolean;
  /** How long to wait after a keystroke before asking for suggestions (ui/search/header/search-bar-rules.ts). */
  debounceMs: number;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
  /** The brand's care types for the care-level select (GET /api/care-types lists the same). */
  careTypes: readonly CareTypeChoice[];
}

/** The care type a search URL names, as the select's value: assisted living when none or unknown. */
function careTypeOfUrl(search: string): string {
  const value = new URLSearchParams(search).get("careType")?.trim() ?? "";
  const careType = careTypeBySlug(value) ?? careTypeById(value);
  return careType?.searchable ? careType.slug : DEFAULT_CARE_TYPE_SLUG;
}

function SearchIcon() {
  return (
    <svg className="header-search-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function HeaderSearch({ searchPath, locationRequired, debounceMs, idPrefix, careTypes }: HeaderSearchProps) {
  const store = useStore();
  const text = useLanguage().t.chrome.searchBar;
  const [keyword, setKeyword] = useAtom(searchKeywordAtom);
  const [careType, setCareType] = useAtom(searchCareTypeAtom);
  const [error, setError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  const panelId = `${idPrefix}-panel`;
  const keywordId = `${idPrefix}-keyword`;
  const errorId = `${idPrefix}-keyword-error`;
  const combobox = usePlaceCombobox({
    listboxId: `${idPrefix}-suggestions`,
    input,
    debounceMs,
    onChoose: (place) => {
      setKeyword(place.label);
      setError(null);
    },
  });

  // With JavaScript the bar says what is missing itself; without it the browser's `required` does.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  // Revealing the bar on a phone puts the visitor in the location box.
  useEffect(() => {
    if (expanded && opened.current) input.current?.focus();
    opened.current = true;
  }, [expanded]);

  // Back and forward on the in-place search page: the bar shows the search the URL holds.
  useEffect(() => {
    if (!searchesInPlace(window.location.pathname, searchPath)) return;
    const follow = () => {
      setKeyword((new URLSearchParams(window.location.search).get("keyword") ?? "").trim());
      setCareType(careTypeOfUrl(window.location.search));
      setError(null);
    };
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [searchPath, setKeyword, setCareType]);

  /** spec: search-and-compare §5, validation on blur; once shown, the message follows each keystroke. */
  function validate(value: string = keyword): boolean {
    const problem = locationError(value, locationRequired, text.locationRequired);
    setError(problem);
    return problem === null;
  }

  async function searchInPlace(location: string, slug: string) {
    // Loaded already on the search page, so this costs other pages nothing.
    const { changeCriteriaAtom } = await import("../search-page-atoms.ts");
    const chosen = careTypeBySlug(slug) ?? careTypeBySlug(DEFAULT_CARE_TYPE_SLUG);
    if (!chosen) throw new Error(`unknown care type ${slug}`);
    await store.set(changeCriteriaAtom, (criteria) => ({
      ...criteria,
      keyword: location,
      careType: chosen,
      latLng: null,
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.dismiss();
    if (!validate()) {
      input.current?.focus();
      return;
    }
    const location = keyword.trim();
    // spec: search-and-compare §5, assisted living when no care type is chosen.
    const slug = careType.trim() || DEFAULT_CARE_TYPE_SLUG;
    // spec: lead-capture-and-chrome §7, search submitted: with the count when the results update in place.
    const submitted = (resultsCount: number | null) =>
      recordEvent("search submitted", {
        keyword: location.slice(0, SEARCH_KEYWORD_MAX),
        careType: slug,
        source: "header",
        resultsCount,
      });
    try {
      if (!searchesInPlace(window.location.pathname, searchPath)) {
        submitted(null);
        window.location.assign(buildSearchUrl(searchPath, location, slug));
        return;
      }
      setKeyword(location);
      setCareType(slug);
      if (expanded) {
        setExpanded(false);
        toggle.current?.focus();
      }
      await searchInPlace(location, slug);
      if (!store.get(searchFailedAtom)) submitted(store.get(searchResponseAtom)?.totalItems ?? null);
    } catch (failure) {
      // spec: search-and-compare §4, §8, a failed submit is logged and goes to the default search page.
      console.error("the search could not be submitted; opening the search page", failure);
      window.location.assign(searchPath);
    }
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="button header-search-toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <SearchIcon />
        <span className="visually-hidden">{text.toggle}</span>
      </button>
      <search id={panelId} className="header-search" data-open={expanded ? "true" : "false"} aria-label={text.landmark}>
        {/*
          On a phone without JavaScript the toggle cannot work: the bar folds behind this instead,
          its form the sibling shown while it is open (ui/styles/header-search.css).
        */}
        <details className="header-search-fold">
          <summary>
            <SearchIcon />
            {text.toggle}
          </summary>
        </details>
        <form ref={form} className="header-search-form" action={searchPath} method="get" onSubmit={submit}>
          <div className="header-search-field header-search-location">
            <label className="header-search-label" htmlFor={keywordId}>
              {text.locationLabel}
            </label>
            <LocationComboboxInput
              combobox={combobox}
              inputRef={input}
              id={keywordId}
              value={keyword}
              required={locationRequired}
              error={error}
              errorId={errorId}
              onText={(text) => {
                setKeyword(text);
                if (error) validate(text);
              }}
              onLeave={() => validate()}
            />
            {error ? (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="header-search-field header-search-care">
            <label className="header-search-label" htmlFor={`${idPrefix}-care-type`}>
              {text.careLabel}
            </label>
            <CareLevelSelect
              id={`${idPrefix}-care-type`}
              careTypes={careTypes}
              value={careType}
              onChange={setCareType}
            />
          </div>
          <button type="submit" className="button button-primary header-search-submit">
            {text.submit}
          </button>
        </form>
      </search>
    </>
  );
}
