/**
 * The HTML site maps (spec search-and-compare §2, 'Site map page: heading '{care type} in {city
 * or county} - {site} Site Map' with provider links in columns'): the index (care types and
 * their states), a state's places for a care type, and a place's providers. Plain links in CSS
 * columns, one column on a phone; no script.
 */

import { formatCount } from "../../domain/counts.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

export interface SiteMapLink {
  name: string;
  path: string;
}

export interface SiteMapIndexSection {
  careTypeSlug: string;
  careTypeLabel: string;
  states: SiteMapLink[];
}

export function siteMapIndexTitle(siteName: string): string {
  return `${siteName} Site Map`;
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
  return (
    <PageLayout chrome={chrome}>
      <div className="container page-section site-map-page">
        <h1>{siteMapIndexTitle(chrome.brand.siteName)}</h1>
        <p className="site-map-lead">
          Every care type we list, by state: choose a state to see its cities and counties.
        </p>
        {sections.map((section) => (
          <section key={section.careTypeSlug} aria-labelledby={`site-map-${section.careTypeSlug}`}>
            <h2 id={`site-map-${section.careTypeSlug}`}>{section.careTypeLabel}</h2>
            <LinkColumns links={section.states} label={`${section.careTypeLabel} by state`} />
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
  return (
    <ul className="site-map-columns site-map-places" aria-label={label}>
      {places.map((place) => (
        <li key={place.siteMapPath}>
          <a href={place.siteMapPath}>{place.name}</a>{" "}
          <span className="site-map-count">({formatCount(place.providerCount)})</span>{" "}
          <a className="site-map-geo-link" href={place.geoPath}>
            {careTypeLabel} in {place.name}
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
  return (
    <PageLayout chrome={chrome}>
      <div className="container page-section site-map-page">
        <p className="site-map-up">
          <a href="/site-map/">{siteMapIndexTitle(chrome.brand.siteName)}</a>
        </p>
        <h1>{heading}</h1>
        {cities.length > 0 ? (
          <section aria-labelledby="site-map-cities">
            <h2 id="site-map-cities">Cities</h2>
            <PlaceList places={cities} label={`Cities in ${stateName}`} careTypeLabel={careTypeLabel} />
          </section>
        ) : null}
        {counties.length > 0 ? (
          <section aria-labelledby="site-map-counties">
            <h2 id="site-map-counties">Counties</h2>
            <PlaceList places={counties} label={`Counties in ${stateName}`} careTypeLabel={careTypeLabel} />
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
  return (
    <PageLayout chrome={chrome}>
      <div className="container page-section site-map-page">
        <p className="site-map-up">
          <a href={statePath}>{stateHeading}</a>
        </p>
        <h1>{heading}</h1>
        <p className="site-map-lead">
          {providers.length === 1 ? "1 provider" : `${formatCount(providers.length)} providers`}, by name. Compare them
          on <a href={geoPath}>{geoLabel}</a>.
        </p>
        <LinkColumns links={providers} label="Providers" />
      </div>
    </PageLayout>
  );
}
