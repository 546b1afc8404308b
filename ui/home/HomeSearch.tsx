/**
 * The home page's search box: location, care level and Search. Its values live in atoms, so
 * other islands (the heading) follow the choice. Without JavaScript it is a plain GET form to
 * the brand's search path with the same parameters.
 */
import { useAtom } from "jotai";
import { type FormEvent, useRef, useState } from "react";
import { CareLevelSelect } from "../search/header/CareLevelSelect.tsx";
import { locationError, SEARCH_BAR_TEXT } from "../search/header/search-bar-rules.ts";
import { buildSearchUrl } from "../search/header/search-url.ts";
import { searchCareTypeAtom, searchKeywordAtom } from "../search/search-atoms.ts";

interface HomeSearchProps {
  searchPath: string;
  locationRequired: boolean;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

export function HomeSearch({ searchPath, locationRequired, idPrefix }: HomeSearchProps) {
  const [keyword, setKeyword] = useAtom(searchKeywordAtom);
  const [careType, setCareType] = useAtom(searchCareTypeAtom);
  const [error, setError] = useState<string | null>(null);
  const keywordInput = useRef<HTMLInputElement>(null);
  const submitUrl = buildSearchUrl(searchPath, keyword, careType);
  const keywordId = `${idPrefix}-keyword`;
  const errorId = `${idPrefix}-keyword-error`;

  /** Validation runs on blur; once a message shows, it also follows each keystroke until fixed. */
  function validate(value: string = keyword): boolean {
    const message = locationError(value, locationRequired);
    setError(message);
    return message === null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate()) {
      keywordInput.current?.focus();
      return;
    }
    window.location.assign(submitUrl);
  }

  return (
    <search aria-label="Find senior living and care">
      <form className="search-form" action={searchPath} method="get" onSubmit={submit} data-submit-url={submitUrl}>
        <div className="field search-form-location">
          <label htmlFor={keywordId}>{SEARCH_BAR_TEXT.locationLabel}</label>
          <input
            ref={keywordInput}
            id={keywordId}
            name="keyword"
            type="text"
            inputMode="search"
            placeholder={SEARCH_BAR_TEXT.locationPlaceholder}
            value={keyword}
            required={locationRequired}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setKeyword(event.target.value);
              if (error) validate(event.target.value);
            }}
            onBlur={() => validate()}
          />
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="field search-form-care">
          <label htmlFor={`${idPrefix}-care-type`}>{SEARCH_BAR_TEXT.careLabel}</label>
          <CareLevelSelect id={`${idPrefix}-care-type`} value={careType} onChange={setCareType} />
        </div>
        <button type="submit" className="button button-primary search-form-submit">
          Search
        </button>
      </form>
    </search>
  );
}
