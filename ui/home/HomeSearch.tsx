/**
 * The home page's search box: location, care level and Search. Its location box is the place
 * combobox every location box shares (ui/search/header/PlaceCombobox.tsx), with the header
 * bar's suggestions. Its values live in atoms, so other islands (the heading) follow the
 * choice. Without JavaScript it is a plain GET form to the brand's search path with the same
 * parameters.
 */

import { useAtom } from "jotai";
import { type FormEvent, useRef, useState } from "react";
import type { CareTypeChoice } from "../../domain/brands/brand-care-types.ts";
import { DEFAULT_CARE_TYPE_SLUG } from "../../domain/care-types.ts";
import { SEARCH_KEYWORD_MAX } from "../../domain/events.ts";
import { recordEvent } from "../app/record-event.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { CareLevelSelect } from "../search/header/CareLevelSelect.tsx";
import { LocationComboboxInput, usePlaceCombobox } from "../search/header/PlaceCombobox.tsx";
import { locationError } from "../search/header/search-bar-rules.ts";
import { buildSearchUrl } from "../search/header/search-url.ts";
import { searchCareTypeAtom, searchKeywordAtom } from "../search/search-atoms.ts";

interface HomeSearchProps {
  searchPath: string;
  locationRequired: boolean;
  /** How long to wait after a keystroke before asking for suggestions, as the header bar waits. */
  debounceMs: number;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
  /** The brand's care types for the care-level select (GET /api/care-types lists the same). */
  careTypes: readonly CareTypeChoice[];
}

export function HomeSearch({ searchPath, locationRequired, debounceMs, idPrefix, careTypes }: HomeSearchProps) {
  const { t } = useLanguage();
  const text = t.chrome.searchBar;
  const [keyword, setKeyword] = useAtom(searchKeywordAtom);
  const [careType, setCareType] = useAtom(searchCareTypeAtom);
  const [error, setError] = useState<string | null>(null);
  const keywordInput = useRef<HTMLInputElement>(null);
  const submitUrl = buildSearchUrl(searchPath, keyword, careType);
  const keywordId = `${idPrefix}-keyword`;
  const errorId = `${idPrefix}-keyword-error`;
  const combobox = usePlaceCombobox({
    listboxId: `${idPrefix}-suggestions`,
    input: keywordInput,
    debounceMs,
    onChoose: (place) => {
      setKeyword(place.label);
      setError(null);
    },
  });

  /** Validation runs on blur; once a message shows, it also follows each keystroke until fixed. */
  function validate(value: string = keyword): boolean {
    const message = locationError(value, locationRequired, text.locationRequired);
    setError(message);
    return message === null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate()) {
      keywordInput.current?.focus();
      return;
    }
    combobox.dismiss();
    // spec: lead-capture-and-chrome §7, search submitted; the count is the results page's to tell.
    recordEvent("search submitted", {
      keyword: keyword.trim().slice(0, SEARCH_KEYWORD_MAX),
      careType: careType.trim() || DEFAULT_CARE_TYPE_SLUG,
      source: "home",
      resultsCount: null,
    });
    window.location.assign(submitUrl);
  }

  return (
    <search aria-label={t.home.searchLandmark}>
      <form className="search-form" action={searchPath} method="get" onSubmit={submit} data-submit-url={submitUrl}>
        <div className="field search-form-location">
          <label htmlFor={keywordId}>{text.locationLabel}</label>
          <LocationComboboxInput
            combobox={combobox}
            inputRef={keywordInput}
            id={keywordId}
            inputMode="search"
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
        <div className="field search-form-care">
          <label htmlFor={`${idPrefix}-care-type`}>{text.careLabel}</label>
          <CareLevelSelect id={`${idPrefix}-care-type`} careTypes={careTypes} value={careType} onChange={setCareType} />
        </div>
        <button type="submit" className="button button-primary search-form-submit">
          {text.submit}
        </button>
      </form>
    </search>
  );
}
