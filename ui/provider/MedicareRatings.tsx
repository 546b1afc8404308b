/**
 * The Medicare ratings block of a provider page (spec lead-capture-and-chrome §2 Medicare
 * external link, §3 Medicare record, §9 Medicare): the star ratings as bars rating*20 % wide,
 * each with its number and label in text; the key measures the record holds (nurse staffing,
 * fines and penalties, the abuse icon, ownership, certified beds); every other measure under a
 * disclosure; the month of the data; and the provider's Care Compare page for nursing homes and
 * home-health agencies. Server HTML only: nothing here needs script.
 */

import type { ReactNode } from "react";
import { formatDollars } from "../../domain/money.ts";
import {
  careCompareUrl,
  careCompareUrlByCcn,
  dataMonth,
  hasAbuseIcon,
  KEY_MEASURE_LABELS,
  type MedicareRecord,
  medicareSourceText,
  metricByLabel,
  ratingBarPercent,
  starRatings,
} from "../../domain/providers/care-compare.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";

const decimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const hours = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A measure's value in words: '4.1 hours per resident per day', '92%', '$21,385', 'Yes'. */
function measureText(metric: MedicareRecord["metrics"][number]): string {
  const number = decimals.format(metric.value);
  switch (metric.unit) {
    case "%":
      return `${number}%`;
    case "USD":
      return formatDollars(Math.round(metric.value * 100));
    case "count":
      return number;
    case "stars":
      return `${number} out of 5 stars`;
    case "yes/no":
      return metric.value === 1 ? "Yes" : "No";
    case "hours per resident per day":
      return `${hours.format(metric.value)} ${metric.unit}`;
    default:
      return `${number} ${metric.unit}`;
  }
}

/**
 * The rating bars. Care Compare rates 1 to 5 stars; null (and 0, which the data uses for the
 * same) reads 'Not rated', with an empty bar. The content security policy allows no inline
 * style, so the fill's width (a whole-star multiple of 20 %) is a data attribute the
 * stylesheet sizes.
 */
function RatingBars({ ratings }: { ratings: { label: string; rating: number | null }[] }) {
  return (
    <ul className="medicare-bars">
      {ratings.map(({ label, rating }) => {
        const rated = rating !== null && rating > 0;
        return (
          <li key={label} className="medicare-bar">
            <span className="medicare-bar-label">{label}</span>
            <span className="medicare-bar-track" aria-hidden="true">
              <span className="medicare-bar-fill" data-width={rated ? ratingBarPercent(rating) : 0} />
            </span>
            <span className="medicare-bar-value">{rated ? `${rating} out of 5` : "Not rated"}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The star ratings Care Compare gives this kind of provider. */
function ratingsFor(record: MedicareRecord): { label: string; rating: number | null }[] {
  if (record.localResourceType === "nursing_homes") return starRatings(record);
  if (record.localResourceType === "home_healthcare_agencies") {
    return [{ label: "Quality of patient care", rating: record.overallRating }];
  }
  // The hospice file has no star rating: a bar would only ever say 'Not rated'.
  return starRatings(record).filter((entry) => entry.rating !== null);
}

function plural(count: number, one: string, many: string): string {
  return `${decimals.format(count)} ${count === 1 ? one : many}`;
}

/** The key measures the record holds, as term and description. */
function keyMeasures(record: MedicareRecord): { term: string; detail: string }[] {
  const measures: { term: string; detail: string }[] = [];
  const rn = metricByLabel(record, KEY_MEASURE_LABELS.registeredNurseStaffing);
  if (rn) measures.push({ term: "Registered nurse staffing", detail: measureText(rn) });
  const total = metricByLabel(record, KEY_MEASURE_LABELS.totalNurseStaffing);
  if (total) measures.push({ term: "Total nurse staffing", detail: measureText(total) });
  const fines = metricByLabel(record, KEY_MEASURE_LABELS.fines);
  const dollars = metricByLabel(record, KEY_MEASURE_LABELS.fineDollars);
  if (fines) {
    const amount = dollars && fines.value > 0 ? `, ${formatDollars(Math.round(dollars.value * 100))} in total` : "";
    measures.push({
      term: "Fines",
      detail: fines.value === 0 ? "None" : `${plural(fines.value, "fine", "fines")}${amount}`,
    });
  }
  const penalties = metricByLabel(record, KEY_MEASURE_LABELS.penalties);
  if (penalties) {
    measures.push({
      term: "Penalties (fines and payment denials)",
      detail: penalties.value === 0 ? "None" : plural(penalties.value, "penalty", "penalties"),
    });
  }
  if (record.ownershipType) measures.push({ term: "Ownership", detail: record.ownershipType });
  if (record.certifiedBeds !== null)
    measures.push({ term: "Certified beds", detail: decimals.format(record.certifiedBeds) });
  return measures;
}

const KEY_LABELS: ReadonlySet<string> = new Set(Object.values(KEY_MEASURE_LABELS));

/** A hand raised in warning, as Care Compare marks abuse; the text beside it says what it means. */
function AbuseIcon() {
  return (
    <svg
      className="medicare-abuse-icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M11 5.5h2v9h-2zM11 16.5h2v2h-2z" fill="#fff" />
    </svg>
  );
}

/** The Medicare section's id, which the page's first screen links to. */
export const MEDICARE_SECTION_ID = "provider-medicare";

/** The block's section and heading, whatever it holds. */
function MedicareSection({ children }: { children: ReactNode }) {
  return (
    <section
      id={MEDICARE_SECTION_ID}
      className="provider-section medicare-ratings"
      aria-labelledby="provider-medicare-heading"
    >
      <h2 id="provider-medicare-heading">Medicare ratings and inspection results</h2>
      {children}
    </section>
  );
}

interface MedicareRatingsProps {
  record: Pick<ProviderRecord, "name" | "source" | "medicare" | "ccn" | "primaryCareType" | "address">;
}

/**
 * A real nursing home or home-health agency the directory has no Medicare figures for (the
 * national locations file gives its CCN, not its ratings): said plainly, with its own page on
 * Care Compare, where the federal figures are.
 */
function WithoutFigures({ record }: MedicareRatingsProps) {
  const link =
    record.source === "cms" && record.ccn
      ? careCompareUrlByCcn(record.primaryCareType.id, record.ccn, record.address.state)
      : null;
  if (!link) return null;
  return (
    <MedicareSection>
      <p className="medicare-source">
        This directory does not hold Medicare's star ratings or inspection results for {record.name} yet. CMS Care
        Compare, the federal government's comparison of Medicare-certified providers, has them.
      </p>
      <p>
        <a href={link} rel="noopener">
          See {record.name} on Medicare's Care Compare (medicare.gov)
        </a>
      </p>
    </MedicareSection>
  );
}

/** The block; for a real facility without Medicare figures, where to find them; else nothing. */
export function MedicareRatings({ record }: MedicareRatingsProps) {
  const medicare = record.medicare[0];
  if (!medicare) return <WithoutFigures record={record} />;
  const ratings = ratingsFor(medicare);
  const measures = keyMeasures(medicare);
  const others = medicare.metrics.filter((metric) => !KEY_LABELS.has(metric.label));
  const month = dataMonth(medicare);
  // Every group of figures says where it is from and when (CMS Care Compare, June 2024).
  const source = medicareSourceText({ month, source: record.source });
  const link = record.source === "cms" ? careCompareUrl(medicare) : null;
  return (
    <MedicareSection>
      <p className="medicare-source">
        {record.source === "cms"
          ? "From CMS Care Compare, the federal government's comparison of Medicare-certified providers."
          : "Demo figures: invented for this fictional listing, in the form CMS Care Compare uses. Real facilities show the federal figures."}
        {month ? ` Data from ${month}.` : null}
      </p>
      <h3 className="medicare-subheading">
        Star ratings <span className="medicare-figure-source">({source})</span>
      </h3>
      {ratings.length > 0 ? <RatingBars ratings={ratings} /> : <p>Care Compare gives this provider no star rating.</p>}
      {hasAbuseIcon(medicare) ? (
        <p className="medicare-abuse">
          <AbuseIcon />
          <span>
            <strong>Abuse icon:</strong> Medicare marks this nursing home because inspectors cited it for abuse that
            harmed a resident in the past year, or for abuse that could have harmed residents in each of the past two
            years.
          </span>
        </p>
      ) : null}
      {measures.length > 0 ? (
        <h3 className="medicare-subheading">
          Staffing, fines and ownership <span className="medicare-figure-source">({source})</span>
        </h3>
      ) : null}
      {measures.length > 0 ? (
        <dl className="medicare-measures">
          {measures.map((measure) => (
            <div key={measure.term}>
              <dt>{measure.term}</dt>
              <dd>{measure.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {others.length > 0 ? (
        <details className="medicare-all">
          <summary>{`All ${others.length} Medicare ${others.length === 1 ? "measure" : "measures"}`}</summary>
          <dl className="medicare-measures">
            {others.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{measureText(metric)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {link ? (
        <p>
          <a href={link} rel="noopener">
            See {record.name} on Medicare's Care Compare (medicare.gov)
          </a>
        </p>
      ) : null}
    </MedicareSection>
  );
}
