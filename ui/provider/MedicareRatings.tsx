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
  type MedicareWords,
  medicareSourceText,
  metricByLabel,
  ratingBarPercent,
  starRatings,
} from "../../domain/providers/care-compare.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

type Metric = MedicareRecord["metrics"][number];

/** The block's words and number formats in the page's language. */
interface Words {
  t: MedicareWords;
  locale: string;
  decimals: Intl.NumberFormat;
  hours: Intl.NumberFormat;
}

function wordsFor(t: MedicareWords, locale: string): Words {
  return {
    t,
    locale,
    decimals: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    hours: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}

/** A measure's value in words: '4.1 hours per resident per day', '92%', '$21,385', 'Yes'. */
function measureText(metric: Metric, words: Words): string {
  const number = words.decimals.format(metric.value);
  const measures = words.t.measures;
  switch (metric.unit) {
    case "%":
      return `${number}%`;
    case "USD":
      return formatDollars(Math.round(metric.value * 100), words.locale);
    case "count":
      return number;
    case "stars":
      return measures.stars(number);
    case "yes/no":
      return metric.value === 1 ? measures.yes : measures.no;
    case "hours per resident per day":
      return measures.hoursPerResidentPerDay(words.hours.format(metric.value));
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
function RatingBars({ ratings, words }: { ratings: { label: string; rating: number | null }[]; words: MedicareWords }) {
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
            <span className="medicare-bar-value">{rated ? words.outOfFive(rating) : words.notRated}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The star ratings Care Compare gives this kind of provider. */
function ratingsFor(record: MedicareRecord, words: MedicareWords): { label: string; rating: number | null }[] {
  if (record.localResourceType === "nursing_homes") return starRatings(record, words.ratings);
  if (record.localResourceType === "home_healthcare_agencies") {
    return [{ label: words.ratings.patientCare, rating: record.overallRating }];
  }
  // The hospice file has no star rating: a bar would only ever say 'Not rated'.
  return starRatings(record, words.ratings).filter((entry) => entry.rating !== null);
}

/** The key measures the record holds, as term and description. */
/** A key measure; `federal` marks a detail that is the federal file's own English words. */
type KeyMeasure = { term: string; detail: string; federal?: boolean };

function keyMeasures(record: MedicareRecord, words: Words): KeyMeasure[] {
  const text = words.t.measures;
  const measures: KeyMeasure[] = [];
  const rn = metricByLabel(record, KEY_MEASURE_LABELS.registeredNurseStaffing);
  if (rn) measures.push({ term: text.registeredNurseStaffing, detail: measureText(rn, words) });
  const total = metricByLabel(record, KEY_MEASURE_LABELS.totalNurseStaffing);
  if (total) measures.push({ term: text.totalNurseStaffing, detail: measureText(total, words) });
  const fines = metricByLabel(record, KEY_MEASURE_LABELS.fines);
  const dollars = metricByLabel(record, KEY_MEASURE_LABELS.fineDollars);
  if (fines) {
    const amount =
      dollars && fines.value > 0 ? text.finesTotal(formatDollars(Math.round(dollars.value * 100), words.locale)) : "";
    measures.push({
      term: text.fines,
      detail: fines.value === 0 ? text.none : `${text.fineCount(fines.value)}${amount}`,
    });
  }
  const penalties = metricByLabel(record, KEY_MEASURE_LABELS.penalties);
  if (penalties) {
    measures.push({
      term: text.penalties,
      detail: penalties.value === 0 ? text.none : text.penaltyCount(penalties.value),
    });
  }
  if (record.ownershipType) measures.push({ term: text.ownership, detail: record.ownershipType, federal: true });
  if (record.certifiedBeds !== null)
    measures.push({ term: text.certifiedBeds, detail: words.decimals.format(record.certifiedBeds) });
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
  const { t } = useLanguage();
  return (
    <section
      id={MEDICARE_SECTION_ID}
      className="provider-section medicare-ratings"
      aria-labelledby="provider-medicare-heading"
    >
      <h2 id="provider-medicare-heading">{t.provider.medicare.heading}</h2>
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
  const { t, language } = useLanguage();
  const words = t.provider.medicare;
  const link =
    record.source === "cms" && record.ccn
      ? careCompareUrlByCcn(record.primaryCareType.id, record.ccn, record.address.state)
      : null;
  if (!link) return null;
  return (
    <MedicareSection>
      <p className="medicare-source">
        <Fill text={words.withoutFigures} parts={{ name: record.name }} />
      </p>
      <p>
        <a href={link} rel="noopener" hrefLang={language === "es" ? "en" : undefined}>
          <Fill text={words.seeOnCareCompare} parts={{ name: record.name }} />
        </a>
      </p>
    </MedicareSection>
  );
}

/** The block; for a real facility without Medicare figures, where to find them; else nothing. */
export function MedicareRatings({ record }: MedicareRatingsProps) {
  const { t, locale, language } = useLanguage();
  const text = t.provider.medicare;
  const medicare = record.medicare[0];
  if (!medicare) return <WithoutFigures record={record} />;
  const words = wordsFor(text, locale);
  const ratings = ratingsFor(medicare, text);
  const measures = keyMeasures(medicare, words);
  const others = medicare.metrics.filter((metric) => !KEY_LABELS.has(metric.label));
  const month = dataMonth(medicare, locale);
  // Every group of figures says where it is from and when (CMS Care Compare, June 2024).
  const source = medicareSourceText({ month, source: record.source }, text.line);
  const link = record.source === "cms" ? careCompareUrl(medicare) : null;
  return (
    <MedicareSection>
      <p className="medicare-source">
        {record.source === "cms" ? text.fromCms : text.demo}
        {month ? text.dataFrom(month) : null}
      </p>
      <h3 className="medicare-subheading">
        {`${text.starRatings} `}
        <span className="medicare-figure-source">({source})</span>
      </h3>
      {ratings.length > 0 ? <RatingBars ratings={ratings} words={text} /> : <p>{text.noStarRating}</p>}
      {hasAbuseIcon(medicare) ? (
        <p className="medicare-abuse">
          <AbuseIcon />
          <span>
            <strong>{text.abuseTerm}</strong>
            {text.abuse}
          </span>
        </p>
      ) : null}
      {measures.length > 0 ? (
        <h3 className="medicare-subheading">
          {`${text.measuresHeading} `}
          <span className="medicare-figure-source">({source})</span>
        </h3>
      ) : null}
      {measures.length > 0 ? (
        <dl className="medicare-measures">
          {measures.map((measure) => (
            <div key={measure.term}>
              <dt>{measure.term}</dt>
              <dd lang={measure.federal && language === "es" ? "en" : undefined}>{measure.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {others.length > 0 ? (
        <details className="medicare-all">
          <summary>{text.allMeasures(others.length)}</summary>
          <dl className="medicare-measures">
            {others.map((metric) => (
              <div key={metric.label}>
                {/* The measure's name is the federal file's, in English. */}
                <dt lang={language === "es" ? "en" : undefined}>{metric.label}</dt>
                <dd>{measureText(metric, words)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {link ? (
        <p>
          <a href={link} rel="noopener" hrefLang={language === "es" ? "en" : undefined}>
            <Fill text={text.seeOnCareCompare} parts={{ name: record.name }} />
          </a>
        </p>
      ) : null}
    </MedicareSection>
  );
}
