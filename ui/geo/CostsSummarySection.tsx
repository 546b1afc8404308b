/**
 * The costs section of the hub, state, county and city pages (spec reviews-and-provider-page §7,
 * §9): 'Cost of {care type} in {place}', the comparison sentence, and the medians side by side
 * (the place, its state, the country) in a plain table; money per month in whole dollars. The
 * range of starting prices only for a visitor who sees prices.
 */
import { type CostsSummary, costsHeading } from "../../domain/geo/costs-summary.ts";
import { formatDollars } from "../../domain/money.ts";

function providersText(count: number): string {
  return count === 1 ? "1 provider" : `${count} providers`;
}

export function CostsSummarySection({ summary, headingLevel = 2 }: { summary: CostsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `costs-${summary.careTypeSlug}-${summary.geoType}`;
  const rows: { label: string; medianCents: number }[] = [
    { label: summary.placeName, medianCents: summary.place.medianCents },
  ];
  if (summary.state && summary.stateName)
    rows.push({ label: summary.stateName, medianCents: summary.state.medianCents });
  if (summary.national) rows.push({ label: "National", medianCents: summary.national.medianCents });
  return (
    <section className="costs-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>{costsHeading(summary)}</Heading>
      <p className="costs-summary-sentence">{summary.sentence}</p>
      <table className="costs-summary-table">
        <caption>Median monthly starting price of {summary.careTypeLabel}</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Median per month</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{formatDollars(row.medianCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.place.minCents !== null && summary.place.maxCents !== null ? (
        <p className="costs-summary-range">
          Starting prices from {formatDollars(summary.place.minCents)} to {formatDollars(summary.place.maxCents)} per
          month, across {providersText(summary.place.pricedProviders)} with published prices.
        </p>
      ) : (
        // A visitor who does not see prices reads rounded medians only (domain/geo/price-disclosure.ts).
        <p className="costs-summary-range">
          Medians to the nearest $100, across {providersText(summary.place.pricedProviders)} with published prices. Each
          provider's own prices show once you ask for them.
        </p>
      )}
    </section>
  );
}
