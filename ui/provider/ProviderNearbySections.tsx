/**
 * The provider page's comparison and nearby sections (spec reviews-and-provider-page §2;
 * lead-capture-and-chrome §2 'Nearby links', §9 'Nearby and headings'): the comparison carousel
 * under provider-comparison-{id}, then the next nearby providers, the nearby cities and the
 * city's other care types. Every link goes to a page that exists: a provider page, or the
 * brand's search for a city and a care type. All of it is plain server HTML; only the carousel's
 * buttons need script, and its island wakes once the page has loaded and is idle.
 */

import { stateNamedIn } from "../../domain/geo/us-states.ts";
import { careTypeLabelIn } from "../../domain/providers/care-type-words.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { nearbyProviderCard, type ProviderNearby } from "../../domain/providers/provider-nearby.ts";
import { Island } from "../app/Island.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { buildSearchUrl } from "../search/header/search-url.ts";
import { comparisonAnchor } from "./costs.ts";

interface ProviderNearbySectionsProps {
  record: LocationRecord;
  nearby: ProviderNearby;
  /** The brand's search page path. */
  searchPath: string;
}

export function ProviderNearbySections({ record, nearby, searchPath }: ProviderNearbySectionsProps) {
  const { t, language, path } = useLanguage();
  const words = t.provider.nearby;
  const search = path(searchPath);
  const place = `${record.city.name}, ${record.state.code}`;
  const pageCareType = careTypeLabelIn(t, record.primaryCareType.label);
  return (
    <>
      <section
        id={comparisonAnchor(record.id)}
        className="provider-section"
        tabIndex={-1}
        aria-labelledby="provider-comparison-heading"
      >
        <h2 id="provider-comparison-heading">{t.provider.comparison.heading}</h2>
        <Island
          name="ComparisonCarousel"
          props={{ providerId: record.id, cards: [nearbyProviderCard(record), ...nearby.comparison] }}
          hydrate="idle"
        />
      </section>
      {nearby.nearbyProviders.length > 0 ? (
        <section className="provider-section nearby-links" aria-labelledby="provider-nearby-providers-heading">
          <h2 id="provider-nearby-providers-heading">{words.providers(record.city.name)}</h2>
          <ul>
            {nearby.nearbyProviders.map((provider) => (
              <li key={provider.id}>
                <a href={path(provider.url)}>{provider.name}</a>
                <span className="nearby-detail">
                  {words.inPlace(
                    careTypeLabelIn(t, provider.careTypes[0] ?? ""),
                    `${provider.city}, ${provider.stateCode}`,
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {nearby.nearbyCities.length > 0 ? (
        <section className="provider-section nearby-links" aria-labelledby="provider-nearby-cities-heading">
          <h2 id="provider-nearby-cities-heading">{words.cities(stateNamedIn(record.state, language).name)}</h2>
          <ul>
            {nearby.nearbyCities.map((city) => (
              <li key={`${city.name}-${city.stateCode}`}>
                <a href={buildSearchUrl(search, `${city.name}, ${city.stateCode}`, record.primaryCareType.slug)}>
                  {words.inPlace(pageCareType, `${city.name}, ${city.stateCode}`)}
                </a>
                <span className="nearby-detail">{words.providerCount(city.providerCount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {nearby.cityCareTypes.length > 0 ? (
        <section className="provider-section nearby-links" aria-labelledby="provider-city-care-types-heading">
          <h2 id="provider-city-care-types-heading">{words.careTypes}</h2>
          <p>{words.otherCareTypes(record.city.name)}</p>
          <ul>
            {nearby.cityCareTypes.map((careType) => (
              <li key={careType.slug}>
                <a href={buildSearchUrl(search, place, careType.slug)}>
                  {words.inPlace(careTypeLabelIn(t, careType.label), place)}
                </a>
                <span className="nearby-detail">{words.providerCount(careType.providerCount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
