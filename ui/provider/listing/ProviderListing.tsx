/**
 * The provider page's search listing under #provider-listing (spec reviews-and-provider-page §2,
 * §3, §4): other providers near this one, or near the place the visitor typed, of the chosen care
 * type, 6 a page, nearest first. The search bar, the list or map display, the page links and the
 * guided-search banner. All of it is server HTML that reads and works as a GET form and links;
 * script only adds the place suggestions, the cards' controls and the map.
 */

import type { ReactNode } from "react";
import { brandCareTypeChoices } from "../../../domain/brands/brand-care-types.ts";
import type { Brand } from "../../../domain/brands/brands.ts";
import type { CareType } from "../../../domain/care-types.ts";
import { careTypeLabelIn } from "../../../domain/providers/care-type-words.ts";
import {
  listingAddressOf,
  PROVIDER_LISTING_ANCHOR,
  PROVIDER_LISTING_DEBOUNCE_MS,
  PROVIDER_LISTING_PAGE_SIZE,
  type ProviderListingQuery,
  providerListingHref,
  providerListingRange,
} from "../../../domain/providers/nearby-listing.ts";
import type { SearchResponse } from "../../../domain/search/search-contract.ts";
import { Island } from "../../app/Island.tsx";
import { Fill } from "../../i18n/Fill.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { cardProvider } from "../../search/cards/card-provider.ts";
import { Pagination } from "../../search/Pagination.tsx";
import { AdvisorLine } from "../../search/ResultsBlocks.tsx";

interface ProviderListingProps {
  providerPath: string;
  /** The provider's city: the place searched around when no keyword was typed. */
  cityName: string;
  query: ProviderListingQuery;
  defaultCareType: CareType;
  /** The search's answer, or null when it failed. */
  response: SearchResponse | null;
  brand: Pick<Brand, "searchPath" | "searchRollUps" | "showSaved">;
  advisorPhone: string;
}

const HEADING_ID = "provider-listing-heading";
const ID_PREFIX = "provider-listing";

/** The place the list is about: the provider's city, or the place the keyword named. */
function placeOf(query: ProviderListingQuery, response: SearchResponse | null, cityName: string): string {
  if (!query.keyword) return cityName;
  const location = response?.location;
  return location && location.kind !== "coordinates" ? location.label : query.keyword;
}

export function ProviderListing({
  providerPath,
  cityName,
  query,
  defaultCareType,
  response,
  brand,
  advisorPhone,
}: ProviderListingProps) {
  const { t, path } = useLanguage();
  const words = t.provider.listing;
  const place = placeOf(query, response, cityName);
  const address = listingAddressOf(query);
  const pagePath = path(providerPath);
  const href = (change: Partial<typeof address>) =>
    providerListingHref(pagePath, { ...address, ...change }, defaultCareType.slug);
  const careTypeLabel = careTypeLabelIn(t, query.careType.label);
  const results = response?.results ?? [];
  const map = query.display === "map";

  let body: ReactNode;
  if (response === null) {
    body = (
      <p className="results-empty" role="status">
        {words.failed}
      </p>
    );
  } else if (results.length === 0) {
    body = (
      <div className="results-empty" role="status">
        <p>{response.locationError ? words.unknownPlace(query.keyword) : words.none(careTypeLabel, place)}</p>
        <AdvisorLine phone={advisorPhone} />
      </div>
    );
  } else {
    const range = providerListingRange(response.page, results.length);
    body = (
      <>
        <div className="provider-listing-bar">
          <p className="provider-listing-count">
            {words.range(careTypeLabel, range.first, range.last, response.totalItems)}
          </p>
          <nav className="provider-listing-display" aria-label={words.display}>
            <ul>
              <li>
                <a href={href({ map: false })} aria-current={map ? undefined : "true"}>
                  {words.list}
                </a>
              </li>
              <li>
                <a href={href({ map: true })} aria-current={map ? "true" : undefined}>
                  {words.map}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        {map ? (
          <>
            <div className="needs-script">
              <Island hydrate="idle" name="ProviderListingMap" props={{ idPrefix: `${ID_PREFIX}-map` }} />
            </div>
            <p className="no-script-only provider-listing-map-note">
              <Fill
                text={words.mapNeedsScript}
                parts={{ link: <a href={href({ map: false })}>{words.showAsList}</a> }}
              />
            </p>
          </>
        ) : (
          <Island
            hydrate="idle"
            name="GeoProviders"
            props={{
              cards: results.map(cardProvider),
              start: (response.page - 1) * PROVIDER_LISTING_PAGE_SIZE + 1,
              idPrefix: ID_PREFIX,
              showSaved: brand.showSaved,
              showDistance: true,
              requestInPlace: false,
              listName: "provider listing",
            }}
          />
        )}
        <Pagination
          page={response.page}
          totalPages={response.totalPages}
          label={words.pages}
          href={(page) => href({ page })}
        />
      </>
    );
  }

  return (
    <section
      id={PROVIDER_LISTING_ANCHOR}
      className="provider-section provider-listing"
      tabIndex={-1}
      aria-labelledby={HEADING_ID}
    >
      <h2 id={HEADING_ID}>{words.heading(place)}</h2>
      <Island
        hydrate="idle"
        name="ProviderListingSearch"
        props={{
          providerPath: pagePath,
          keyword: query.keyword,
          careType: query.careType.slug,
          defaultCareType: defaultCareType.slug,
          careTypes: brandCareTypeChoices(brand, t),
          map,
          debounceMs: PROVIDER_LISTING_DEBOUNCE_MS,
          idPrefix: `${ID_PREFIX}-search`,
        }}
      />
      {body}
      {/* The guided search's questions open in a dialog; without script its banner links to them as a page. */}
      <Island
        hydrate="idle"
        name="GuidedSearch"
        props={{ idPrefix: `${ID_PREFIX}-guided`, searchPath: brand.searchPath, rollUps: brand.searchRollUps }}
      />
    </section>
  );
}
