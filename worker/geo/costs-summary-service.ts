/**
 * The costs summary of a care type in a place, for GET /v1/costs/summary and the geo pages
 * (spec reviews-and-provider-page §7, §9). Every figure goes through KV
 * (kv-schemas/costs-figures.ts): a state's and the country's for 9.6 hours, so the national
 * median over every provider is computed once per care type; a city's or a county's for 30
 * minutes, like the rest of its geo page. What a visitor who does not see prices reads of them
 * is decided by domain/geo/price-disclosure.ts: the rounded median of 3 or more priced providers.
 */
import type { CareTypeId } from "../../domain/care-types.ts";
import { careTypeById } from "../../domain/care-types.ts";
import {
  buildCostsSummary,
  type CostFigures,
  type CostsPlace,
  type CostsSummary,
} from "../../domain/geo/costs-summary.ts";
import { disclosedFigures } from "../../domain/geo/price-disclosure.ts";
import { stateNamedIn } from "../../domain/geo/us-states.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { LANGUAGE_FACTS, type Language } from "../../domain/i18n/languages.ts";
import { type CostScopeFigures, costsPlaceFamily, costsSummaryFamily } from "../../kv-schemas/costs-figures.ts";
import { readCached, readThrough, writeCached } from "../cache/kv-cache.ts";
import { type CostScope, type CostsPlaceRow, costFigures, costsPlace } from "./costs-queries.ts";

/** The country's key in the family. */
const NATIONAL_SCOPE = "US";

/** A state's or the country's figures, read through KV. */
async function cachedFigures(env: Env, careTypeId: string, scope: CostScope): Promise<CostScopeFigures> {
  const key = scope.kind === "state" ? scope.stateCode : NATIONAL_SCOPE;
  const hit = await readCached(env.CACHE, costsSummaryFamily, careTypeId, key);
  if (hit) return hit;
  const figures = await costFigures(env.DB, careTypeId, scope);
  await writeCached(env.CACHE, costsSummaryFamily, figures, careTypeId, key);
  return figures;
}

/** A city's or a county's figures, read through KV. */
function cachedPlaceFigures(
  env: Env,
  careTypeId: string,
  scope: { kind: "city"; cityId: number } | { kind: "county"; countyId: number },
): Promise<CostScopeFigures> {
  const key = scope.kind === "city" ? (`city-${scope.cityId}` as const) : (`county-${scope.countyId}` as const);
  return readThrough(env.CACHE, costsPlaceFamily, () => costFigures(env.DB, careTypeId, scope), careTypeId, key);
}

/** The figures of the place a geo page is for: its city or its county, else its state. */
export function placeCostFigures(
  env: Env,
  careTypeId: string,
  lookup: { state: { code: string }; place: { kind: "city" | "county"; id: number } | null },
): Promise<CostScopeFigures> {
  const { place } = lookup;
  if (place === null) return cachedFigures(env, careTypeId, { kind: "state", stateCode: lookup.state.code });
  return cachedPlaceFigures(
    env,
    careTypeId,
    place.kind === "city" ? { kind: "city", cityId: place.id } : { kind: "county", countyId: place.id },
  );
}

export function priced(figures: CostScopeFigures): CostFigures | null {
  if (figures.medianCents === null || figures.minCents === null || figures.maxCents === null) return null;
  return {
    medianCents: figures.medianCents,
    minCents: figures.minCents,
    maxCents: figures.maxCents,
    pricedProviders: figures.pricedProviders,
  };
}

export interface CostsSummaryRequest {
  careTypeId: CareTypeId;
  /** Null for the national summary. */
  stateCode: string | null;
  countyId: number | null;
  cityId: number | null;
  /** Whether this visitor sees prices (worker/middleware/price-visibility.ts). */
  pricesShown: boolean;
  /** The language of the summary's names and sentence; English unless told. */
  language?: Language;
}

/** The care type's name and the sentence's words in `language`. */
function summaryWords(careType: { id: string; slug: string; label: string }, language: Language) {
  const messages = messagesFor(language);
  const names = messages.careTypes as Readonly<Record<string, { label: string } | undefined>>;
  return {
    careType: { slug: careType.slug, label: names[careType.id]?.label ?? careType.label },
    words: { costs: messages.geo.costs, locale: LANGUAGE_FACTS[language].locale },
  };
}

/**
 * The summary for the most specific place given (city, then county, then state, else the
 * country); null when the place is unknown or none of its providers of the care type is priced
 * (for a visitor who does not see prices: fewer than 3).
 */
export async function costsSummaryFor(env: Env, request: CostsSummaryRequest): Promise<CostsSummary | null> {
  const careType = careTypeById(request.careTypeId);
  if (!careType) return null;
  const national = cachedFigures(env, careType.id, { kind: "national" });
  if (request.stateCode === null) {
    const figures = disclosedFigures(priced(await national), request.pricesShown);
    if (!figures) return null;
    const named = summaryWords(careType, request.language ?? "en");
    return buildCostsSummary({
      ...named,
      place: { geoType: "national", placeName: named.words.costs.country, stateName: null },
      figures,
      providers: (await national).providers,
      state: null,
      national: null,
    });
  }
  const row = await costsPlace(env.DB, {
    stateCode: request.stateCode,
    county: request.countyId === null ? null : { id: request.countyId },
    city: request.cityId === null ? null : { id: request.cityId },
  });
  if (!row) return null;
  return summaryForPlace(env, careType, row, request.pricesShown, national, request.language);
}

/** The summary of a known place (see costs-queries.ts, costsPlace). */
export async function summaryForPlace(
  env: Env,
  careType: { id: string; slug: string; label: string },
  row: CostsPlaceRow,
  pricesShown: boolean,
  national: Promise<CostScopeFigures> = cachedFigures(env, careType.id, { kind: "national" }),
  language: Language = "en",
): Promise<CostsSummary | null> {
  const state = cachedFigures(env, careType.id, { kind: "state", stateCode: row.stateCode });
  // The state named in the summary's language.
  const stateName = stateNamedIn({ code: row.stateCode, name: row.stateName }, language).name;
  let place: CostsPlace;
  let own: Promise<CostScopeFigures>;
  if (row.cityId !== null && row.cityName !== null) {
    place = { geoType: "city", placeName: `${row.cityName}, ${row.stateCode}`, stateName };
    own = cachedPlaceFigures(env, careType.id, { kind: "city", cityId: row.cityId });
  } else if (row.countyId !== null && row.countyName !== null) {
    place = { geoType: "county", placeName: `${row.countyName}, ${row.stateCode}`, stateName };
    own = cachedPlaceFigures(env, careType.id, { kind: "county", countyId: row.countyId });
  } else {
    place = { geoType: "state", placeName: stateName, stateName };
    own = state;
  }
  const [ownFigures, stateFigures, nationalFigures] = await Promise.all([own, state, national]);
  const figures = disclosedFigures(priced(ownFigures), pricesShown);
  if (!figures) return null;
  return buildCostsSummary({
    ...summaryWords(careType, language),
    place,
    figures,
    providers: ownFigures.providers,
    state: place.geoType === "state" ? null : disclosedFigures(priced(stateFigures), pricesShown),
    national: disclosedFigures(priced(nationalFigures), pricesShown),
  });
}
