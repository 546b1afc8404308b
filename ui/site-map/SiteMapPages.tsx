/**
 * The HTML site maps (spec search-and-compare §2, 'Site map page: heading '{care type} in {city
 * or county} - {site} Site Map' with provider links in columns'): the index (care types and
 * their states), a state's places for a care type, and a place's providers. Plain links in CSS
 * columns, one column on a phone; no script.
 */

import { formatCount } from "../../domain/counts.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export interface SiteMapLink {
  name: string;
  path: string;
}

export interface SiteMapIndexSection {
  careTypeSlug: string;
  careTypeLabel: string;
  states: SiteMapLink[];
}

function LinkColumns({ links, label }: { links: readonly SiteMapLink[]; label: string }) {
  return (
    <ul className="site-map-columns" aria-label={label}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}

export function SiteMapIndexPage({ chrome, sections }: { chrome: SiteChrome; sections: SiteMapIndexSection[] }) {
  const words = useLanguage().t.siteMap;
  return (
    <PageLayout chrome={chrome}>
      <div className="container page-section site-map-page">
        <h1>{words.indexTitle(chrome.brand.siteName)}</h1>
        <p className="site-map-lead">{words.indexLead}</p>
        {sections.map((section) => (
          <section key={section.careTypeSlug} aria-labelledby={`site-map-${section.careTypeSlug}`}>
            <h2 id={`site-map-${section.careTypeSlug}`}>{section.careTypeLabel}</h2>
            <LinkColumns links={section.states} label={words.byState(section.careTypeLabel)} />
          </section>
        ))}
      </div>
    </PageLayout>
  );
}

export interface SiteMapPlaceLink {
  name: string;
  siteMapPath: string;
  geoPath: string;
  providerCount: number;
}

function PlaceList({
  places,
  label,
  careTypeLabel,
}: {
  places: SiteMapPlaceLink[];
  label: string;
  careTypeLabel: string;
}) {
  const { t, locale } = useLanguage();
  return (
    <ul className="site-map-columns site-map-places" aria-label={label}>
      {places.map((place) => (
        <li key={place.siteMapPath}>
          <a href={place.siteMapPath}>{place.name}</a>{" "}
          <span className="site-map-count">({formatCount(place.providerCount, locale)})</span>{" "}
          <a className="site-map-geo-link" href={place.geoPath}>
            <Fill text={t.siteMap.careTypeIn} parts={{ careType: careTypeLabel, place: place.name }} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteMapStatePage(props: {
  chrome: SiteChrome;
  heading: string;
  careTypeLabel: string;
  stateName: string;
  cities: SiteMapPlaceLink[];
  counties: SiteMapPlaceLink[];
}) {
  const { chrome, heading, careTypeLabel, stateName, cities, counties } = props;
  const { t, path } = useLanguage();
  const words = t.siteMap;
  return (
    <PageLayout chrome={chrome}>
      <div className="container page-section site-map-page">
        <p className="site-map-up">
          <a href={path("/site-map/")}>{words.indexTitle(chrome.brand.siteName)}</a>
        </p>
        <h1>{heading}</h1>
        {cities.length > 0 ? (
          <section aria-labelledby="site-map-cities">
            <h2 id="site-map-cities">{words.cities}</h2>
            <PlaceList places={cities} label={words.citiesIn(stateName)} careTypeLabel={careTypeLabel} />
          </section>
        ) : null}
        {counties.length > 0 ? (
          <section aria-labelledby="site-map-counties">
            <h2 id="site-map-counties">{words.counties}</h2>
            <PlaceList places={counties} label={words.countiesIn(stateName)} careTypeLabel={careTypeLabel} />
          </section>
        ) : null}
      </div>
    </PageLayout>
  );
}

export function SiteMapPlacePage(props: {
  chrome: SiteChrome;
  heading: string;
  providers: SiteMapLink[];
  statePath: string;
  stateHeading: string;
  geoPath: string;
  geoLabel: string;
}) {
  const { chrome, heading, providers, statePath, stateHeading, geoPath, geoLabel } = props;
  const { t, locale } = useLanguage();
  const words = t.siteMap;
  return (
    <PageLayout chrome={chrome}>
      <div className="container page-section site-map-page">
        <p className="site-map-up">
          <a href={statePath}>{stateHeading}</a>
        </p>
        <h1>{heading}</h1>
        <p className="site-map-lead">
          <Fill
            text={words.placeLead(providers.length)}
            parts={{
              count: words.providerCount(providers.length, formatCount(providers.length, locale)),
              link: <a href={geoPath}>{geoLabel}</a>,
            }}
          />
        </p>
        <LinkColumns links={providers} label={words.providers} />
      </div>
    </PageLayout>
  );
}
