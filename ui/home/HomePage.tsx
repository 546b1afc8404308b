/** The home page: a hero with the search box, what families can do here, and ways to ask for help. */

import { brandCareTypeChoices } from "../../domain/brands/brand-care-types.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
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
  const { t, path } = useLanguage();
  const words = t.home;
  return (
    <PageLayout chrome={chrome}>
      <section className="hero hero-rotating" aria-labelledby="home-heading">
        <div className="container hero-layout">
          <div className="hero-inner">
            <div id="home-heading">
              <Island name="SearchHeading" props={{ fallback: words.heading }} />
            </div>
            <p className="hero-lead">{words.lead}</p>
            <Island
              name="HomeSearch"
              props={{
                searchPath: path(brand.searchPath),
                locationRequired: brand.locationRequired,
                debounceMs: keywordDebounceMs(brand.id),
                idPrefix: "home-search",
                careTypes: brandCareTypeChoices(brand, t),
              }}
            />
            <HeroSecondaryAction brand={brand} advisorPhone={chrome.advisorPhone} />
          </div>
          <HeroImages />
        </div>
      </section>
      <section className="container home-steps" aria-labelledby="home-steps-heading">
        <h2 id="home-steps-heading">{words.stepsHeading(brand.siteName)}</h2>
        <ol className="home-steps-list">
          <li>
            <h3>{words.steps.searchHeading}</h3>
            <p>{words.steps.search}</p>
          </li>
          <li>
            <h3>{words.steps.compareHeading}</h3>
            <p>{words.steps.compare(brand.compareLimit)}</p>
          </li>
          <li>
            <h3>{words.steps.askHeading}</h3>
            <p>{words.steps.ask}</p>
          </li>
        </ol>
      </section>
      <HomeInquiryBlocks page={inquiry} />
    </PageLayout>
  );
}

/** spec: lead-capture-and-chrome §2, the hero's optional secondary call to action, per brand; none when not configured. */
function HeroSecondaryAction({ brand, advisorPhone }: { brand: Brand; advisorPhone: string }) {
  const { t, language, path } = useLanguage();
  const action = brand.heroSecondaryAction;
  if (!action) return null;
  return (
    <p className="hero-secondary">
      {action.kind === "advisor-call" ? (
        <a className="hero-secondary-link" href={telHref(advisorPhone)}>
          {t.home.advisorCall}
          {t.home.advisorCallAt(advisorPhone)}
        </a>
      ) : (
        <a className="hero-secondary-link" href={path(action.href)}>
          {action.label[language]}
        </a>
      )}
    </p>
  );
}
