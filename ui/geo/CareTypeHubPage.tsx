/**
 * A care type's hub page (`/senior-living/assisted-living/` and the other targets of the
 * mega-menu, spec lead-capture-and-chrome §2): what the care type is, its national costs, its
 * guide, a search box for it, and the interactive states map with each state's top cities.
 * Everything reads and works without script; the states map's map mode is the only extra.
 */
import type { ReactNode } from "react";
import type { CostsSummary } from "../../domain/geo/costs-summary.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { CostsSummarySection } from "./CostsSummarySection.tsx";
import type { StatesMapState } from "./states-map/StatesMap.tsx";

export interface HubStateSection {
  code: string;
  name: string;
  providers: number;
  statePath: string;
  cities: { name: string; path: string; providers: number }[];
}

export interface CareTypeHubPageProps {
  chrome: SiteChrome;
  careType: { slug: string; label: string };
  intro: string;
  summary: CostsSummary | null;
  guidePath: string;
  searchPath: string;
  states: StatesMapState[];
  sections: HubStateSection[];
  /** A block after the states (the places map, when a page has a point to show). */
  extra?: ReactNode;
}

export function CareTypeHubPage({
  chrome,
  careType,
  intro,
  summary,
  guidePath,
  searchPath,
  states,
  sections,
  extra,
}: CareTypeHubPageProps) {
  const { t, path } = useLanguage();
  const words = t.geo.hub;
  const keywordId = `hub-${careType.slug}-keyword`;
  return (
    <PageLayout chrome={chrome}>
      <div className="container care-type-hub">
        <h1>{careType.label}</h1>
        <p className="care-type-hub-intro">{intro}</p>
        <p>
          <a href={path(guidePath)}>
            <Fill text={words.guide} parts={{ careType: t.geo.careTypeInSentence(careType.label) }} />
          </a>
        </p>
        <form className="care-type-hub-search" action={path(searchPath)} method="get">
          <label htmlFor={keywordId}>
            <Fill text={words.find} parts={{ careType: t.geo.careTypeInSentence(careType.label) }} />
          </label>
          <div className="care-type-hub-search-row">
            <input
              id={keywordId}
              name="keyword"
              type="text"
              required
              maxLength={100}
              autoComplete="postal-code"
              placeholder={t.chrome.searchBar.locationPlaceholder}
            />
            <input type="hidden" name="careType" value={careType.slug} />
            <button type="submit" className="button button-primary">
              {t.chrome.searchBar.submit}
            </button>
          </div>
        </form>
        {summary ? <CostsSummarySection summary={summary} /> : null}
        <section className="care-type-hub-states" aria-labelledby="hub-states-heading">
          <h2 id="hub-states-heading">{words.byState(careType.label)}</h2>
          <Island
            name="StatesMap"
            hydrate="idle"
            props={{ idPrefix: `hub-${careType.slug}-states`, careTypeLabel: careType.label, states }}
          />
          {sections.map((section) => (
            <section key={section.code} id={section.code} className="state-cities" tabIndex={-1}>
              {/* One text each: parts would cost React a seam comment apiece, 600 links' worth. */}
              <h3>{words.inState(careType.label, section.name)}</h3>
              {/* Folded, so the page is a list of states; a jump to the state opens it (StatesMap). */}
              <details className="state-cities-more">
                <summary>{words.citiesIn(section.name, section.cities.length)}</summary>
                <ul className="state-cities-list">
                  {section.cities.map((city) => (
                    <li key={city.path}>
                      <a href={path(city.path)}>{`${city.name} (${city.providers})`}</a>
                    </li>
                  ))}
                </ul>
              </details>
              <p>
                <a href={path(section.statePath)}>{words.allIn(careType.label, section.name)}</a>
              </p>
            </section>
          ))}
        </section>
        {extra}
      </div>
    </PageLayout>
  );
}
