/**
 * The costs summary of a care type in a place (spec reviews-and-provider-page §7, GET
 * /v1/costs/summary; §9, price comparison wording, top-providers count, money per month in
 * whole US dollars): the pure rules, shared by the API and the section the geo pages show.
 */
import type { ComparisonWord } from "../i18n/en/en-geo.ts";
import type { Messages } from "../i18n/messages.ts";
import { formatDollars } from "../money.ts";

/** Where a summary is taken: a city, a county, a state or the whole country. */
export type CostsGeoType = "city" | "county" | "state" | "national";

export type PriceComparison =
  | "higher than"
  | "slightly higher than"
  | "about the same as"
  | "slightly lower than"
  | "lower than";

/** The median, range and count of one scope's priced providers, in cents per month. */
export interface CostFigures {
  medianCents: number;
  minCents: number;
  maxCents: number;
  pricedProviders: number;
}

/**
 * A scope's figures as a visitor reads them (price-disclosure.ts): the range is left out, and
 * the median rounded, for a visitor who does not see prices.
 */
export interface ShownCostFigures {
  medianCents: number;
  minCents: number | null;
  maxCents: number | null;
  pricedProviders: number;
}

export interface CostsSummary {
  careTypeSlug: string;
  careTypeLabel: string;
  geoType: CostsGeoType;
  /** How the place reads: 'Austin, TX', 'Travis County, TX', 'Texas', 'the United States'. */
  placeName: string;
  /** The state's full name, null for the national summary. */
  stateName: string | null;
  place: ShownCostFigures;
  /** Providers of the care type in the place, priced or not. */
  providers: number;
  /** The state's figures, null when the place is the state or the country (or too few are priced). */
  state: ShownCostFigures | null;
  /** The country's figures, null when the place is the country. */
  national: ShownCostFigures | null;
  comparison: { state: PriceComparison | null; national: PriceComparison | null };
  /** How many top providers a list beside the summary names; null: no such list. */
  topProvidersCount: number | null;
  sentence: string;
}

/** The place's median against another one, in percent of the other, to 2 decimals. */
export function priceDifferencePercent(placeCents: number, otherCents: number): number {
  return Math.round(((placeCents - otherCents) / otherCents) * 100 * 100) / 100;
}

/**
 * spec: reviews-and-provider-page §9, price comparison wording: 5% or more higher 'higher than';
 * 2 to 4.99 'slightly higher than'; -1.99 to 1.99 'about the same as'; -2 to -4.99 'slightly
 * lower than'; -5 or less 'lower than'. The difference is first rounded to 2 decimals, so the
 * gaps between the bands (4.99..5, 1.99..2 and their negatives) fall to the nearer band
 * edge: 4.995% rounds to 5.00 and reads 'higher than', 1.994% to 1.99 'about the same as'.
 */
export function priceComparison(placeCents: number, otherCents: number): PriceComparison {
  const percent = priceDifferencePercent(placeCents, otherCents);
  if (percent >= 5) return "higher than";
  if (percent >= 2) return "slightly higher than";
  if (percent > -2) return "about the same as";
  if (percent > -5) return "slightly lower than";
  return "lower than";
}

/**
 * spec: reviews-and-provider-page §9, top-providers count: up to 2 providers, no list (null);
 * under 5, 3; under 10, 5; else 10.
 */
export function topProvidersCount(providers: number): number | null {
  if (providers <= 2) return null;
  if (providers < 5) return 3;
  if (providers < 10) return 5;
  return 10;
}

/** The scope a summary's place is taken at, named as the sentence reads it. */
export interface CostsPlace {
  geoType: CostsGeoType;
  placeName: string;
  stateName: string | null;
}

/**
 * The summary's one sentence: 'The median cost of Assisted Living in Austin, TX is $4,500 per
 * month, slightly higher than the Texas median ($4,350) and lower than the national median
 * ($4,800).' Each comparison is left out when its scope is the place itself.
 */
export function costsSentence(
  words: CostsWords,
  careTypeLabel: string,
  place: CostsPlace,
  medianCents: number,
  state: { name: string; medianCents: number } | null,
  nationalMedianCents: number | null,
): string {
  const { costs, locale } = words;
  const dollars = (cents: number) => formatDollars(cents, locale);
  const compared = (other: number) => costs.comparisons[COMPARISON_WORDS[priceComparison(medianCents, other)]];
  const comparisons: string[] = [];
  if (state) comparisons.push(costs.againstState(compared(state.medianCents), state.name, dollars(state.medianCents)));
  if (nationalMedianCents !== null)
    comparisons.push(costs.againstNational(compared(nationalMedianCents), dollars(nationalMedianCents)));
  const head = costs.sentenceHead(careTypeLabel, place.placeName, dollars(medianCents));
  return comparisons.length === 0 ? `${head}.` : `${head}, ${comparisons.join(costs.and)}.`;
}

/** The words a summary's sentence is written in: the catalogue's costs texts and the locale for money. */
export interface CostsWords {
  costs: Messages["geo"]["costs"];
  locale: string;
}

/** Each comparison's key in the catalogue. */
const COMPARISON_WORDS: Readonly<Record<PriceComparison, ComparisonWord>> = {
  "higher than": "higher",
  "slightly higher than": "slightlyHigher",
  "about the same as": "aboutTheSame",
  "slightly lower than": "slightlyLower",
  "lower than": "lower",
};

/** Builds the summary from the scopes' figures; `state` and `national` null where they are the place. */
export function buildCostsSummary(input: {
  careType: { slug: string; label: string };
  place: CostsPlace;
  figures: ShownCostFigures;
  providers: number;
  state: ShownCostFigures | null;
  national: ShownCostFigures | null;
  words: CostsWords;
}): CostsSummary {
  const { careType, place, figures, state, national, words } = input;
  const stateScope = state && place.stateName ? { name: place.stateName, medianCents: state.medianCents } : null;
  return {
    careTypeSlug: careType.slug,
    careTypeLabel: careType.label,
    geoType: place.geoType,
    placeName: place.placeName,
    stateName: place.stateName,
    place: figures,
    providers: input.providers,
    state,
    national,
    comparison: {
      state: stateScope ? priceComparison(figures.medianCents, stateScope.medianCents) : null,
      national: national ? priceComparison(figures.medianCents, national.medianCents) : null,
    },
    topProvidersCount: topProvidersCount(input.providers),
    sentence: costsSentence(
      words,
      careType.label,
      place,
      figures.medianCents,
      stateScope,
      national?.medianCents ?? null,
    ),
  };
}

/** The heading of the costs section: 'Cost of Assisted Living in Austin, TX'. */
export function costsHeading(
  summary: Pick<CostsSummary, "careTypeLabel" | "placeName">,
  words: Messages["geo"]["costs"],
): string {
  return words.heading(summary.careTypeLabel, summary.placeName);
}
