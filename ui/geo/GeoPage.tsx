/**
 * A geo page: a care type in a state, a county or a city (spec lead-capture-and-chrome §2 'City
 * pages', §9; search-and-compare §2-§4). The trail, the heading and an intro with the real count
 * and price range, the other care types offered here, the providers as cards (20 a page, by
 * bayesian average), their page links, and the nearby-links sections. A place with no
 * providers of the care type says so and offers the advisor line and the places around it.
 */
import type { ReactNode } from "react";
import { type GeoListFilters, geoPageHref, type NearbySection } from "../../domain/geo/geo-page-rules.ts";
import type { Crumb } from "../../domain/navigation/breadcrumb-trail.ts";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { Breadcrumbs } from "../app/Breadcrumbs.tsx";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";
import { cardProvider } from "../search/cards/card-provider.ts";
import { GEO_PAGES_ID, Pagination } from "../search/Pagination.tsx";
import { AdvisorLine } from "../search/ResultsBlocks.tsx";
import { GeoListControls } from "./GeoListControls.tsx";
import { NearbyLinks } from "./NearbyLinks.tsx";

export interface GeoCareTypeLink {
  label: string;
  url: string;
  count: number;
  current: boolean;
}

export interface GeoPageProps {
  chrome: SiteChrome;
  crumbs: readonly Crumb[];
  heading: string;
  intro: string;
  /** Where the place is, for the empty state's sentence ('Austin, TX'). */
  placeLabel: string;
  careTypeLabel: string;
  careTypeId: string;
  careTypes: readonly GeoCareTypeLink[];
  cards: SearchResultProvider[];
  page: number;
  /** The list's sort and rating filter, and how many providers it lets through of all here. */
  filters: GeoListFilters;
  matched: number;
  totalCount: number;
  /** The place's page without sort, filter or page. */
  path: string;
  totalPages: number;
  sections: readonly NearbySection[];
  nearbyShown: number;
  nearbyPageSize: number;
  inquiryPage: InquiryPageContext;
  /** The costs summary of the care type here, when there is one. */
  costs?: ReactNode;
  /** The map of the places, when there is one. */
  map?: ReactNode;
}

export function GeoPage(props: GeoPageProps) {
  const { chrome, cards, careTypes } = props;
  const { t, path } = useLanguage();
  const words = t.geo.page;
  const others = careTypes.filter((careType) => !careType.current);
  return (
    <PageLayout chrome={chrome}>
      <div className="container geo-page">
        <Breadcrumbs crumbs={props.crumbs} />
        <h1>{props.heading}</h1>
        <p className="geo-intro">{props.intro}</p>
        {others.length > 0 ? (
          <nav className="geo-care-types" aria-label={words.otherCareTypes}>
            <h2 className="geo-care-types-title">
              <Fill text={words.alsoIn} parts={{ place: props.placeLabel }} />
            </h2>
            <ul>
              {others.map((careType) => (
                <li key={careType.url}>
                  <a href={path(careType.url)}>{`${careType.label} (${careType.count})`}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {props.costs}
        {props.totalCount > 0 ? (
          <section className="geo-providers" aria-labelledby="geo-providers-title">
            <h2 id="geo-providers-title" className="results-count">
              {props.totalPages > 1
                ? words.providersPage(props.careTypeLabel, props.page, props.totalPages)
                : words.providers(props.careTypeLabel)}
            </h2>
            <GeoListControls
              path={path(props.path)}
              filters={props.filters}
              careTypeId={props.careTypeId}
              idPrefix="geo-list"
            />
            {props.filters.reviews !== null ? (
              <p className="geo-list-matched">
                {props.matched === props.totalCount
                  ? words.matchedAll(props.totalCount)
                  : words.matched(props.matched, props.totalCount)}
              </p>
            ) : null}
            {cards.length === 0 ? (
              <p className="geo-list-none">
                <Fill text={words.noneRated} parts={{ link: <a href={path(props.path)}>{words.showEvery}</a> }} />
              </p>
            ) : null}
            {cards.length > 0 ? (
              <Island
                hydrate="idle"
                name="GeoProviders"
                props={{
                  cards: cards.map(cardProvider),
                  start: (props.page - 1) * 20 + 1,
                  idPrefix: "geo",
                  showSaved: chrome.brand.showSaved,
                }}
              />
            ) : null}
            <Pagination
              id={GEO_PAGES_ID}
              page={props.page}
              totalPages={props.totalPages}
              label={words.pagesLabel}
              href={(page) => path(geoPageHref(props.path, page, props.filters))}
            />
          </section>
        ) : (
          <section className="geo-empty results-empty" aria-labelledby="geo-empty-title">
            <h2 id="geo-empty-title">{words.emptyHeading(props.careTypeLabel, props.placeLabel)}</h2>
            <p>
              <Fill text={words.emptyLead} parts={{ place: props.placeLabel }} />
            </p>
            <AdvisorLine phone={chrome.advisorPhone} />
          </section>
        )}
        {props.map}
        {props.sections.map((section) => (
          <NearbyLinks key={section.key} section={section} shown={props.nearbyShown} pageSize={props.nearbyPageSize} />
        ))}
      </div>
      <Island hydrate="idle" name="ProviderInquiry" props={{ page: props.inquiryPage, idPrefix: "geo-inquiry" }} />
      <Island hydrate="idle" name="Toasts" props={{}} />
    </PageLayout>
  );
}
