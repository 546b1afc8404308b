/**
 * The blocks of the results area that are not cards: the empty states, the advisor line with
 * its hours, the block inserted after the first six results, and skeleton cards.
 */
import { ADVISOR_HOURS_TEXT } from "../../domain/advisor-hours.ts";
import type { InsertedFragment } from "../../domain/content/fragment-view.ts";
import { telHref } from "../../domain/phone.ts";
import { SafeContent } from "../content/SafeContent.tsx";
import { NO_INPUT_TEXT, NO_INPUT_TITLE, NO_MATCHES_TEXT } from "./search-text.ts";

export function AdvisorLine({ phone }: { phone: string }) {
  return (
    <div className="advisor-line">
      <p>
        Talk it through with a family advisor, free: <a href={telHref(phone)}>{phone}</a>
      </p>
      <p className="advisor-line-hours">
        Advisors answer {ADVISOR_HOURS_TEXT[0]}, and {ADVISOR_HOURS_TEXT[1]}.
      </p>
    </div>
  );
}

/** spec: search-and-compare §4, no search input shows the No Results message. */
export function NoSearchInput() {
  return (
    <div className="results-empty" role="status">
      <h2>{NO_INPUT_TITLE}</h2>
      <p>{NO_INPUT_TEXT}</p>
    </div>
  );
}

/**
 * spec: search-and-compare §4, input with zero results: the message and the advisor line. With
 * no filter set, `noneNear` says that nothing of the kind is listed near the place instead.
 */
export function NoMatches({
  phone,
  locationError,
  noneNear,
}: {
  phone: string;
  locationError: string | null;
  noneNear: string | null;
}) {
  return (
    <div className="results-empty" role="status">
      {locationError ? <p className="results-location-error">{locationError}</p> : null}
      <p>{locationError === null && noneNear !== null ? noneNear : NO_MATCHES_TEXT}</p>
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
  if (fragment && fragment.nodes.length > 0) {
    return (
      <aside className="results-inserted" aria-label={fragment.title}>
        <SafeContent nodes={fragment.nodes} />
      </aside>
    );
  }
  if (page % 2 === 1) {
    return (
      <aside className="results-inserted" aria-label="Help from a family advisor">
        <h2>Not sure where to start?</h2>
        <AdvisorLine phone={phone} />
      </aside>
    );
  }
  return (
    <aside className="results-inserted" aria-label="Touring tips">
      <h2>Questions to ask on a tour</h2>
      <ul>
        <li>What is included in the monthly price, and what costs extra?</li>
        <li>How many staff are on duty at night, and what training do they have?</li>
        <li>May we join a meal and an activity before deciding?</li>
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
