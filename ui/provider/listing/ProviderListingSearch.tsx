/**
 * The provider page listing's search bar (spec reviews-and-provider-page §2, §5, §7): a place
 * box (the place combobox every location box shares: suggestions after more than 2 characters,
 * 500 ms after the last keystroke, arrow keys and Enter) and the brand's care types. Without
 * JavaScript it is a plain GET form to the provider page itself, landing on the listing; with it,
 * the address it goes to leaves out an empty keyword and the page's own care type.
 */

import { type FormEvent, useRef, useState } from "react";
import type { CareTypeChoice } from "../../../domain/brands/brand-care-types.ts";
import {
  PROVIDER_LISTING_ANCHOR,
  PROVIDER_LISTING_DISPLAY,
  PROVIDER_LISTING_PARAMETERS,
  providerListingHref,
} from "../../../domain/providers/nearby-listing.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { LocationComboboxInput, usePlaceCombobox } from "../../search/header/PlaceCombobox.tsx";

export interface ProviderListingSearchProps {
  /** The provider page's path, where the form goes. */
  providerPath: string;
  keyword: string;
  /** The chosen care type's slug. */
  careType: string;
  /** The page's default care type's slug, left out of the address the script builds. */
  defaultCareType: string;
  /** The brand's care types, as GET /api/care-types lists them. */
  careTypes: readonly CareTypeChoice[];
  /** True while the listing shows the map: a new search keeps it. */
  map: boolean;
  debounceMs: number;
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
}

export function ProviderListingSearch(props: ProviderListingSearchProps) {
  const { providerPath, careTypes, map, debounceMs, idPrefix } = props;
  const words = useLanguage().t.provider.listing;
  const [keyword, setKeyword] = useState(props.keyword);
  const [careType, setCareType] = useState(props.careType);
  const keywordInput = useRef<HTMLInputElement>(null);
  const keywordId = `${idPrefix}-keyword`;
  const careTypeId = `${idPrefix}-care-type`;
  const combobox = usePlaceCombobox({
    listboxId: `${idPrefix}-suggestions`,
    input: keywordInput,
    debounceMs,
    onChoose: (place) => setKeyword(place.label),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.dismiss();
    // A new search starts on page 1.
    window.location.assign(
      providerListingHref(providerPath, { keyword, careTypeSlug: careType, page: 1, map }, props.defaultCareType),
    );
  }

  return (
    <search aria-label={words.searchLandmark}>
      <form
        className="search-form provider-listing-form"
        action={`${providerPath}#${PROVIDER_LISTING_ANCHOR}`}
        method="get"
        onSubmit={submit}
      >
        <div className="field search-form-location">
          <label htmlFor={keywordId}>{words.place}</label>
          <LocationComboboxInput
            combobox={combobox}
            inputRef={keywordInput}
            id={keywordId}
            inputMode="search"
            value={keyword}
            required={false}
            error={null}
            errorId={`${keywordId}-error`}
            onText={setKeyword}
            onLeave={() => undefined}
          />
        </div>
        <div className="field search-form-care">
          <label htmlFor={careTypeId}>{words.careType}</label>
          <select
            id={careTypeId}
            name={PROVIDER_LISTING_PARAMETERS.careType}
            value={careType}
            onChange={(event) => setCareType(event.target.value)}
          >
            {careTypes.map((type) => (
              <option key={type.slug} value={type.slug}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        {map ? (
          <input type="hidden" name={PROVIDER_LISTING_PARAMETERS.display} value={PROVIDER_LISTING_DISPLAY.map} />
        ) : null}
        <button type="submit" className="button button-primary search-form-submit">
          {words.search}
        </button>
      </form>
    </search>
  );
}
