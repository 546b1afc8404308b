/**
 * A geo page's content, the same for the page and the geo-pages API: the place from its path,
 * the D1 read (one batch), the providers' cards and the nearby sections with their links.
 */
import type { Context } from "hono";
import { type CareType, careTypeById, careTypeBySlug } from "../../domain/care-types.ts";
import type { ShownCostFigures } from "../../domain/geo/costs-summary.ts";
import {
  GEO_DEFAULT_FILTERS,
  type GeoListFilters,
  type GeoPageKind,
  geoMinRating,
  geoPageCount,
  geoPageHeading,
  geoPageIntro,
  geoPagePath,
  type NearbyLink,
  type NearbySection,
  nearbyHeading,
  placeLabel,
} from "../../domain/geo/geo-page-rules.ts";
import { geoPlacePath, geoStatePath } from "../../domain/geo/geo-paths.ts";
import { disclosedFigures, placePricesSentence } from "../../domain/geo/price-disclosure.ts";
import { stateNamedIn } from "../../domain/geo/us-states.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { LANGUAGE_FACTS, type Language } from "../../domain/i18n/languages.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { geoPageFamily, type StoredGeoPageRead } from "../../kv-schemas/geo-page-read.ts";
import { geoPlaceFamily } from "../../kv-schemas/geo-place.ts";
import { readThrough, readThroughIfFound } from "../cache/kv-cache.ts";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { resultCard } from "../search/search-service.ts";
import { placeCostFigures, priced } from "./costs-summary-service.ts";
import {
  findGeoPlace,
  type GeoPageQuery,
  type GeoPageRead,
  type GeoPlaceLookup,
  readGeoPage,
} from "./geo-page-queries.ts";

/** A canonical geo path's parts: roll-up, care type slug, state and optionally the place. */
export interface GeoPathParts {
  rollUp: string;
  careTypeSlug: string;
  state: string;
  place: string | null;
}

/** The care type a canonical path names: its slug under its own roll-up type only. */
export function geoCareType(rollUp: string, slug: string): CareType | undefined {
  const careType = careTypeBySlug(slug);
  return careType && careType.rollUpType === rollUp ? careType : undefined;
}

export interface GeoPageContent {
  careType: CareType;
  lookup: GeoPlaceLookup;
  kind: GeoPageKind;
  path: string;
  heading: string;
  intro: string;
  /** The place's prices as this visitor may read them (domain/geo/price-disclosure.ts); null: none. */
  prices: ShownCostFigures | null;
  /** `prices` in words, in the request's language; null without prices. */
  pricesText: string | null;
  /** The care type's name in the request's language. */
  careTypeLabel: string;
  read: GeoPageRead;
  page: number;
  /** The list's sort and rating filter. */
  filters: GeoListFilters;
  /** Pages of the list as sorted and filtered. */
  totalPages: number;
  cards: SearchResultProvider[];
  sections: NearbySection[];
}

/**
 * The state and the place in it that the URL names, through KV (kv-schemas/geo-place.ts): a
 * run of pages of one place reads the gazetteer once. Null when either is unknown.
 */
export function cachedGeoPlace(
  env: Env,
  stateUrlName: string,
  placeUrlName: string | null,
): Promise<GeoPlaceLookup | null> {
  return readThroughIfFound(
    env.CACHE,
    geoPlaceFamily,
    () => findGeoPlace(env.DB, stateUrlName, placeUrlName),
    stateUrlName,
    placeUrlName,
  );
}

/** The place the parts name, or null when the care type, state or place is unknown. */
export async function resolveGeoPage(
  env: Env,
  parts: GeoPathParts,
): Promise<{ careType: CareType; lookup: GeoPlaceLookup } | null> {
  const careType = geoCareType(parts.rollUp, parts.careTypeSlug);
  if (!careType) return null;
  const lookup = await cachedGeoPlace(env, parts.state, parts.place);
  return lookup ? { careType, lookup } : null;
}

function sectionsOf(
  t: Messages,
  careType: CareType,
  lookup: GeoPlaceLookup,
  kind: GeoPageKind,
  read: GeoPageRead,
): NearbySection[] {
  const { state, place } = lookup;
  const others = read.careTypes.filter((entry) => entry.careType.id !== careType.id);
  const section = (key: NearbySection["key"], links: NearbyLink[], total: number): NearbySection => ({
    key,
    heading: nearbyHeading(t.geo.nearby, key, kind, state, place),
    links,
    total,
  });
  // Cities and counties link to this care type's page of the place, named with the state's code.
  const placeLinks = (rows: readonly { name: string; urlName: string }[]): NearbyLink[] =>
    rows.map((row) => ({
      linkText: `${row.name}, ${state.code}`,
      url: geoPlacePath(careType, state.urlName, row.urlName),
    }));
  return [
    section("cities", placeLinks(read.cities.rows), read.cities.total),
    section("counties", placeLinks(read.counties.rows), read.counties.total),
    section(
      "other-care-types",
      others.map((entry) => ({
        linkText: t.geo.nearby.careTypeIn(t.careTypes[entry.careType.id].label, placeLabel(state, place)),
        url: geoPagePath(entry.careType, state, place),
      })),
      others.length,
    ),
    section(
      "other-providers",
      read.otherProviders.rows.map((provider) => ({ linkText: provider.name, url: provider.url })),
      read.otherProviders.total,
    ),
  ];
}

/** The read as KV keeps it: care types by id. */
function storedRead(read: GeoPageRead): StoredGeoPageRead {
  return { ...read, careTypes: read.careTypes.map((entry) => ({ careTypeId: entry.careType.id, count: entry.count })) };
}

function fromStored(stored: StoredGeoPageRead): GeoPageRead {
  return {
    ...stored,
    careTypes: stored.careTypes.flatMap((entry) => {
      const careType = careTypeById(entry.careTypeId);
      return careType ? [{ careType, count: entry.count }] : [];
    }),
  };
}

/**
 * The page's D1 read through its KV copy (kv-schemas/geo-page-read.ts): the same for every visitor,
 * so a state page's counts and lists over thousands of providers are read once per half hour.
 */
async function cachedGeoPageRead(env: Env, query: GeoPageQuery): Promise<GeoPageRead> {
  const { careType, lookup } = query;
  const scope = lookup.place === null ? `state-${lookup.state.code}` : `${lookup.place.kind}-${lookup.place.id}`;
  const stored = await readThrough(env.CACHE, geoPageFamily, async () => storedRead(await readGeoPage(env.DB, query)), {
    careTypeId: careType.id,
    scope,
    page: query.page,
    pageSize: query.pageSize,
    sortBy: query.sortBy,
    minRating: query.minRating,
    nearbyLimit: query.nearbyLimit,
    nearbyOffset: query.nearbyOffset,
  });
  return fromStored(stored);
}

/** Everything a geo page shows, for one page of providers and one window of nearby links. */
export async function loadGeoPage(
  c: Context<AppEnv>,
  found: { careType: CareType; lookup: GeoPlaceLookup },
  window: { page: number; pageSize: number; nearbyLimit: number; nearbyOffset: number },
  filters: GeoListFilters = GEO_DEFAULT_FILTERS,
): Promise<GeoPageContent> {
  const { careType } = found;
  // The state named in the page's language: in its heading, trail, sections and the API's answer.
  const lookup: GeoPlaceLookup = { ...found.lookup, state: stateNamedIn(found.lookup.state, c.var.language) };
  const read = await cachedGeoPageRead(c.env, {
    careType,
    lookup,
    ...window,
    sortBy: filters.sortBy,
    minRating: geoMinRating(filters),
  });
  const records = read.providerIds.length > 0 ? await getProviderRecords(c.env.DB, c.env.CACHE, read.providerIds) : [];
  const now = new Date();
  const withPrices = pricesVisible(c);
  const kind: GeoPageKind = lookup.place?.kind ?? "state";
  const prices = disclosedFigures(priced(await placeCostFigures(c.env, careType.id, lookup)), withPrices);
  const t = messagesFor(c.var.language);
  const pricesText = prices && placePricesSentence(prices, t.geo.prices, LANGUAGE_FACTS[c.var.language].locale);
  return {
    careType,
    lookup,
    kind,
    path: geoPagePath(careType, lookup.state, lookup.place),
    heading: geoPageHeading(t, careType, lookup.state, lookup.place),
    intro: geoPageIntro(t, careType, lookup.state, lookup.place, read.count, pricesText),
    prices,
    pricesText,
    careTypeLabel: t.careTypes[careType.id].label,
    read,
    page: window.page,
    filters,
    totalPages: geoPageCount(read.matched),
    // No search point: the distance means nothing here and the cards leave it out.
    cards: records.map((record) => resultCard(record, careType.id, 0, null, now, withPrices, c.var.language)),
    sections: sectionsOf(t, careType, lookup, kind, read),
  };
}

/** The page's content as the geo-pages API answers it, its care types named in `language`. */
export function geoPageJson(content: GeoPageContent, language: Language) {
  const { careType, lookup, read } = content;
  const names = messagesFor(language).careTypes;
  return {
    path: content.path,
    kind: content.kind,
    careType: { id: careType.id, slug: careType.slug, label: content.careTypeLabel, rollUpType: careType.rollUpType },
    state: { code: lookup.state.code, name: lookup.state.name, urlName: lookup.state.urlName },
    place:
      lookup.place === null
        ? null
        : {
            kind: lookup.place.kind,
            name: lookup.place.name,
            urlName: lookup.place.urlName,
            latitude: lookup.place.latitude,
            longitude: lookup.place.longitude,
            county: lookup.place.county,
          },
    heading: content.heading,
    intro: content.intro,
    providerCount: read.count,
    // To a visitor who does not see prices: the rounded median alone, of 3 or more priced providers.
    priceRange:
      content.prices === null
        ? null
        : {
            minCents: content.prices.minCents,
            maxCents: content.prices.maxCents,
            medianCents: content.prices.medianCents,
            pricedProviders: content.prices.pricedProviders,
            text: content.pricesText,
          },
    careTypes: read.careTypes.map((entry) => ({
      slug: entry.careType.slug,
      label: names[entry.careType.id].label,
      providerCount: entry.count,
      url: geoPagePath(entry.careType, lookup.state, lookup.place),
    })),
    page: content.page,
    totalPages: content.totalPages,
    providers: content.cards,
    sections: content.sections,
    stateUrl: geoStatePath(careType, lookup.state.urlName),
  };
}
