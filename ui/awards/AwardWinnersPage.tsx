/**
 * A page of award winners (spec reviews-and-provider-page §2: the badges on provider pages link
 * to /bestseniorliving/ and /bestseniorliving/home-care-pulse-awards/): what the award is, its
 * groups (years or badges) as links with their counts, and one page of the chosen group's
 * winners, each linking to its provider page. Plain links only: it needs no script.
 */
import type { ReactNode } from "react";
import { formatCount } from "../../domain/counts.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { AwardText } from "./award-texts.tsx";

export interface AwardGroupLink {
  label: string;
  href: string;
  count: number;
  current: boolean;
}

export interface AwardWinnerItem {
  id: number;
  name: string;
  url: string;
  city: string;
  state: string;
}

interface AwardWinnersPageProps {
  chrome: SiteChrome;
  title: string;
  /** What the award is and how it is given. */
  about: ReactNode;
  groupsLabel: string;
  groups: AwardGroupLink[];
  /** The chosen group's heading and winners; null when the address named no group there is. */
  listing: {
    heading: string;
    total: number;
    winners: AwardWinnerItem[];
    page: number;
    pages: number;
    previousHref: string | null;
    nextHref: string | null;
  } | null;
  /** What was wrong with the address, when something was. */
  problem: string | null;
  /** Links to the award's other pages (Caring Stars by kind of care); null when there are none. */
  related?: { label: string; links: AwardGroupLink[] } | null;
}

export function AwardWinnersPage({
  chrome,
  title,
  about,
  groupsLabel,
  groups,
  listing,
  problem,
  related = null,
}: AwardWinnersPageProps) {
  const { t, locale, path } = useLanguage();
  const words = t.awards.page;
  return (
    <PageLayout chrome={chrome}>
      <div className="container awards-page">
        <h1>
          <AwardText text={title} />
        </h1>
        {about}
        {problem ? (
          <p className="awards-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {related ? (
          <nav aria-label={related.label} className="awards-related">
            <h2>
              <AwardText text={related.label} />
            </h2>
            <ul className="awards-groups">
              {related.links.map((link) => (
                <li key={link.href}>
                  <a href={path(link.href)} aria-current={link.current ? "page" : undefined}>
                    {link.label} ({formatCount(link.count, locale)})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {groups.length === 0 ? (
          <p>{words.noWinners}</p>
        ) : (
          <nav aria-label={groupsLabel}>
            <ul className="awards-groups">
              {groups.map((group) => (
                <li key={group.href}>
                  <a href={path(group.href)} aria-current={group.current ? "page" : undefined}>
                    <AwardText text={group.label} /> ({formatCount(group.count, locale)})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {listing ? (
          <section aria-labelledby="award-winners-heading">
            <h2 id="award-winners-heading">
              <AwardText text={listing.heading} />
            </h2>
            <p>
              <Fill
                text={words.listing}
                parts={{
                  count: formatCount(listing.total, locale),
                  providers: words.providers(listing.total),
                  pages: listing.pages > 1 ? words.pageOf(listing.page, listing.pages) : "",
                }}
              />
            </p>
            <ul className="awards-winners">
              {listing.winners.map((winner) => (
                <li key={winner.id}>
                  <a href={path(winner.url)}>{winner.name}</a>, {winner.city}, {winner.state}
                </li>
              ))}
            </ul>
            {listing.pages > 1 ? (
              <nav aria-label={words.pagesLabel}>
                <ul className="awards-pager">
                  {listing.previousHref ? (
                    <li>
                      <a href={path(listing.previousHref)} rel="prev">
                        {words.previous}
                      </a>
                    </li>
                  ) : null}
                  {listing.nextHref ? (
                    <li>
                      <a href={path(listing.nextHref)} rel="next">
                        {words.next}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
          </section>
        ) : null}
      </div>
    </PageLayout>
  );
}
