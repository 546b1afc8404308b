/**
 * The blocks of the results area that are not cards: the empty states, the advisor line with
 * its hours, the block inserted after the first six results, and skeleton cards.
 */
import { advisorHoursText } from "../../domain/advisor-hours.ts";
import type { InsertedFragment } from "../../domain/content/fragment-view.ts";
import { telHref } from "../../domain/phone.ts";
import { SafeContent } from "../content/SafeContent.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export function AdvisorLine({ phone }: { phone: string }) {
  const { t } = useLanguage();
  const [weekdays, weekends] = advisorHoursText(t.inquiry.advisorHours);
  return (
    <div className="advisor-line">
      <p>
        <Fill text={t.search.advisor.line} parts={{ phone: <a href={telHref(phone)}>{phone}</a> }} />
      </p>
      <p className="advisor-line-hours">{t.search.advisor.hours(weekdays, weekends)}</p>
    </div>
  );
}

/** spec: search-and-compare §4, no search input shows the No Results message. */
export function NoSearchInput() {
  const { t } = useLanguage();
  return (
    <div className="results-empty" role="status">
      <h2>{t.search.results.noInputTitle}</h2>
      <p>{t.search.results.noInputText}</p>
    </div>
  );
}

/**
 * spec: search-and-compare §4, input with zero results: the message and the advisor line. With
 * no filter set, `noneNear` says that nothing of the kind is listed near the place instead.
 * `locationNotFound` is set when the keyword named no place.
 */
export function NoMatches({
  phone,
  locationNotFound,
  noneNear,
}: {
  phone: string;
  locationNotFound: boolean;
  noneNear: string | null;
}) {
  const { t } = useLanguage();
  return (
    <div className="results-empty" role="status">
      {locationNotFound ? <p className="results-location-error">{t.search.results.locationNotFound}</p> : null}
      <p>{!locationNotFound && noneNear !== null ? noneNear : t.search.results.noMatches}</p>
      <AdvisorLine phone={phone} />
    </div>
  );
}

/**
 * The block after the first six results; which one alternates by page parity (spec §2.2): the
 * editors' fragment for the page's parity when there is one, else the advisor line on odd
 * pages and touring tips on even ones.
 */
export function InsertedBlock({
  page,
  phone,
  fragment,
}: {
  page: number;
  phone: string;
  fragment: InsertedFragment | null;
}) {
  const { t, language } = useLanguage();
  const words = t.search.inserted;
  if (fragment && fragment.nodes.length > 0) {
    // What an editor wrote is English: a Spanish page says so to screen readers.
    return (
      <aside className="results-inserted" aria-label={fragment.title} lang={language === "es" ? "en" : undefined}>
        <SafeContent nodes={fragment.nodes} />
      </aside>
    );
  }
  if (page % 2 === 1) {
    return (
      <aside className="results-inserted" aria-label={words.advisorLabel}>
        <h2>{words.advisorHeading}</h2>
        <AdvisorLine phone={phone} />
      </aside>
    );
  }
  return (
    <aside className="results-inserted" aria-label={words.tipsLabel}>
      <h2>{words.tipsHeading}</h2>
      <ul>
        <li>{words.tipPrice}</li>
        <li>{words.tipStaff}</li>
        <li>{words.tipVisit}</li>
      </ul>
    </aside>
  );
}

export function SkeletonCards({ count }: { count: number }) {
  return (
    <ol className="result-list result-list-loading" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons are identical and never reorder.
        <li key={index} className="provider-card provider-card-skeleton">
          <div className="skeleton skeleton-image" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line skeleton-line-short" />
        </li>
      ))}
    </ol>
  );
}
