/** The home page: a hero with the search box, what families can do here, and ways to ask for help. */

import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";
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
      <section className="hero" aria-labelledby="home-heading">
        <div className="container hero-inner">
          <div id="home-heading">
            <Island name="SearchHeading" props={{ fallback: "Find senior living and senior care near you" }} />
          </div>
          <p className="hero-lead">
            Compare communities and care agencies, read reviews from families, and ask for prices or a tour, free.
          </p>
          <Island
            name="HomeSearch"
            props={{ searchPath: brand.searchPath, locationRequired: brand.locationRequired, idPrefix: "home-search" }}
          />
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
