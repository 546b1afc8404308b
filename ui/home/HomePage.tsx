/** The home page: a hero with the search box, what families can do here, and ways to ask for help. */

import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";
import { keywordDebounceMs } from "../search/header/search-bar-rules.ts";
import { HeroImages } from "./HeroImages.tsx";
import { HomeInquiryBlocks } from "./HomeInquiryBlocks.tsx";

interface HomePageProps {
  chrome: SiteChrome;
  /** What the page's inquiry forms share. */
  inquiry: InquiryPageContext;
}

export function HomePage({ chrome, inquiry }: HomePageProps) {
  const { brand } = chrome;
  return (
    <PageLayout chrome={chrome}>
      <section className="hero hero-rotating" aria-labelledby="home-heading">
        <div className="container hero-layout">
          <div className="hero-inner">
            <div id="home-heading">
              <Island name="SearchHeading" props={{ fallback: "Find senior living and senior care near you" }} />
            </div>
            <p className="hero-lead">
              Compare communities and care agencies, read reviews from families, and ask for prices or a tour, free.
            </p>
            <Island
              name="HomeSearch"
              props={{
                searchPath: brand.searchPath,
                locationRequired: brand.locationRequired,
                debounceMs: keywordDebounceMs(brand.id),
                idPrefix: "home-search",
                careTypes: brandCareTypeChoices(brand),
              }}
            />
            <HeroSecondaryAction brand={brand} advisorPhone={chrome.advisorPhone} />
          </div>
          <HeroImages />
        </div>
      </section>
      <section className="container home-steps" aria-labelledby="home-steps-heading">
        <h2 id="home-steps-heading">How {brand.siteName} helps</h2>
        <ol className="home-steps-list">
          <li>
            <h3>Search near a loved one</h3>
            <p>Enter a city, state or ZIP code and the kind of care you need.</p>
          </li>
          <li>
            <h3>Compare side by side</h3>
            <p>See prices, ratings, reviews and amenities for up to {brand.compareLimit} places at once.</p>
          </li>
          <li>
            <h3>Ask for prices or a tour</h3>
            <p>Send one request; a family advisor can call you back to help.</p>
          </li>
        </ol>
      </section>
      <HomeInquiryBlocks page={inquiry} />
    </PageLayout>
  );
}

/** spec: lead-capture-and-chrome §2, the hero's optional secondary call to action, per brand; none when not configured. */
function HeroSecondaryAction({ brand, advisorPhone }: { brand: Brand; advisorPhone: string }) {
  const action = brand.heroSecondaryAction;
  if (!action) return null;
  const href = action.kind === "advisor-call" ? telHref(advisorPhone) : action.href;
  return (
    <p className="hero-secondary">
      <a className="hero-secondary-link" href={href}>
        {action.label}
        {action.kind === "advisor-call" ? ` at ${advisorPhone}` : null}
      </a>
    </p>
  );
}
