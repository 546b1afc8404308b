/**
 * What a visitor who does not see prices may read of a place's prices. A provider's own price
 * shows only once the visitor has asked for it (spec search-and-compare §6); a place's figures
 * must not give it away by the back door. So, to such a visitor, a place's prices are told only
 * when at least 3 of its providers publish one, and then only as their median rounded to the
 * nearest $100: never the lowest or the highest price, which are two providers' own figures.
 * A visitor who sees prices reads the exact median and range.
 */
import type { Messages } from "../i18n/messages.ts";
import { formatDollars } from "../money.ts";
import type { CostFigures, ShownCostFigures } from "./costs-summary.ts";

/** The fewest priced providers whose prices a place tells a visitor who does not see prices. */
export const PRICED_PROVIDERS_FOR_A_FIGURE = 3;

/** A median told to a visitor who does not see prices is rounded to this step: $100. */
export const BLURRED_MEDIAN_STEP_CENTS = 10_000;

/** The median to the nearest $100: 423_740 cents read $4,200. */
export function roundedMedianCents(cents: number): number {
  return Math.round(cents / BLURRED_MEDIAN_STEP_CENTS) * BLURRED_MEDIAN_STEP_CENTS;
}

/**
 * A scope's figures as the visitor may read them: all of them when prices show; otherwise the
 * rounded median alone, and nothing for a scope of fewer than 3 priced providers.
 */
export function disclosedFigures(figures: CostFigures | null, pricesShown: boolean): ShownCostFigures | null {
  if (figures === null) return null;
  if (pricesShown) return figures;
  if (figures.pricedProviders < PRICED_PROVIDERS_FOR_A_FIGURE) return null;
  return {
    medianCents: roundedMedianCents(figures.medianCents),
    minCents: null,
    maxCents: null,
    pricedProviders: figures.pricedProviders,
  };
}

/**
 * The sentence a geo page's intro gives its prices: 'Starting prices run from $2,500 to $7,400
 * per month.' with the range; 'The median starting price is about $4,200 per month.' with the
 * rounded median alone.
 */
export function placePricesSentence(
  figures: ShownCostFigures,
  words: Messages["geo"]["prices"],
  locale = "en-US",
): string {
  const dollars = (cents: number) => formatDollars(cents, locale);
  if (figures.minCents === null || figures.maxCents === null) return words.median(dollars(figures.medianCents));
  if (figures.minCents === figures.maxCents) return words.from(dollars(figures.minCents));
  return words.range(dollars(figures.minCents), dollars(figures.maxCents));
}
