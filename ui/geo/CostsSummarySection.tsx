/**
 * The costs section of the hub, state, county and city pages (spec reviews-and-provider-page §7,
 * §9): 'Cost of {care type} in {place}', the comparison sentence, and the medians side by side
 * (the place, its state, the country) in a plain table; money per month in whole dollars. The
 * range of starting prices only for a visitor who sees prices.
 */
import { type CostsSummary, costsHeading } from "../../domain/geo/costs-summary.ts";
import { formatDollars } from "../../domain/money.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export function CostsSummarySection({ summary, headingLevel = 2 }: { summary: CostsSummary; headingLevel?: 2 | 3 }) {
  const { t, locale } = useLanguage();
  const words = t.geo.costs;
  const dollars = (cents: number) => formatDollars(cents, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `costs-${summary.careTypeSlug}-${summary.geoType}`;
  const rows: { label: string; medianCents: number }[] = [
    { label: summary.placeName, medianCents: summary.place.medianCents },
  ];
  if (summary.state && summary.stateName)
    rows.push({ label: summary.stateName, medianCents: summary.state.medianCents });
  if (summary.national) rows.push({ label: words.national, medianCents: summary.national.medianCents });
  return (
    <section className="costs-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{costsHeading(summary, words)}</Heading>
      <p className="costs-summary-sentence">{summary.sentence}</p>
      <table className="costs-summary-table">
        <caption>
          <Fill text={words.caption} parts={{ careType: t.geo.careTypeInSentence(summary.careTypeLabel) }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{words.area}</th>
            <th scope="col">{words.medianPerMonth}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{dollars(row.medianCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.place.minCents !== null && summary.place.maxCents !== null ? (
        <p className="costs-summary-range">
          <Fill
            text={words.range}
            parts={{
              low: dollars(summary.place.minCents),
              high: dollars(summary.place.maxCents),
              providers: words.providers(summary.place.pricedProviders),
            }}
          />
        </p>
      ) : (
        // A visitor who does not see prices reads rounded medians only (domain/geo/price-disclosure.ts).
        <p className="costs-summary-range">
          <Fill text={words.rounded} parts={{ providers: words.providers(summary.place.pricedProviders) }} />
        </p>
      )}
    </section>
  );
}
