/**
 * What the XML sitemaps list, from D1: the provider pages search engines may index, the geo
 * pages that have providers and the content pages. "Listed" providers are the ones search shows
 * (`search_excluded = 0`), of a care type they offer (provider_services).
 */
import { urlName } from "../../domain/geo/place-names.ts";
import { DETAILED_DESCRIPTION_WORDS, isThinPage, wordCount } from "../../domain/providers/provider-structured-data.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";

export interface ProviderPageEntry {
  path: string;
  /** When the provider's row last changed (W3C datetime). */
  updatedAt: string | null;
}

/**
 * A description shorter than this many characters cannot hold the words the thin-page rule
 * asks for (each word and the space after it), so the query leaves its text out.
 */
const SHORTEST_DETAILED_DESCRIPTION = DETAILED_DESCRIPTION_WORDS * 2 - 1;

/** Providers read per query: a national directory's pages come in bounded reads, by id. */
export const SITEMAP_PROVIDERS_PER_READ = 5_000;

/**
 * The provider pages that do not tell search engines to stay away, in id order: the ones an
 * operator left indexed and that are not thin (the provider page's own rule,
 * domain/providers/provider-structured-data.ts), whose primary care type is of the roll-ups given.
 * Read `perRead` providers at a time, each read starting after the last id of the one before
 * (the providers by their own id range, first: no plan of the database's may start elsewhere).
 */
export async function indexableProviderPages(
  db: D1Database,
  rollUpTypes: readonly string[],
  perRead = SITEMAP_PROVIDERS_PER_READ,
): Promise<ProviderPageEntry[]> {
  if (rollUpTypes.length === 0) return [];
  const pages: ProviderPageEntry[] = [];
  for (let after = 0; ; ) {
    const read = await providerPagesAfter(db, rollUpTypes, after, perRead);
    pages.push(...read.pages);
    if (read.lastId === null) return pages;
    after = read.lastId;
  }
}

/** One read of `indexableProviderPages`: the pages of the next `limit` providers after id `after`, and the last id read (null at the end). */
async function providerPagesAfter(
  db: D1Database,
  rollUpTypes: readonly string[],
  after: number,
  limit: number,
): Promise<{ pages: ProviderPageEntry[]; lastId: number | null }> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.slug, p.updated_at, ct.slug AS care_type_slug, s.url_name AS state_url_name,
          c.url_name AS city_url_name, p.city_name, p.review_count, p.enhanced_listing, p.subscription_contract,
          EXISTS (SELECT 1 FROM provider_services sv WHERE sv.provider_id = p.id AND sv.is_claimed = 1) AS claimed,
          (SELECT count(DISTINCT pa.amenity_id) FROM provider_amenities pa WHERE pa.provider_id = p.id) AS amenities,
          (SELECT count(*) FROM provider_faqs f WHERE f.provider_id = p.id) AS faqs,
          CASE WHEN length(p.description) >= ?1 THEN p.description ELSE '' END AS description
        FROM providers p NOT INDEXED CROSS JOIN care_types ct ON ct.id = p.primary_care_type_id
        CROSS JOIN states s ON s.code = p.state_code LEFT JOIN cities c ON c.id = p.city_id
        WHERE p.is_indexed = 1 AND ct.roll_up_type IN (SELECT value FROM json_each(?2)) AND p.id > ?3
        ORDER BY p.id LIMIT ?4`,
    )
    .bind(SHORTEST_DETAILED_DESCRIPTION, JSON.stringify(rollUpTypes), after, limit)
    .all<{
      id: number;
      slug: string;
      updated_at: string | null;
      care_type_slug: string;
      state_url_name: string;
      city_url_name: string | null;
      city_name: string;
      review_count: number;
      enhanced_listing: number;
      subscription_contract: number;
      claimed: number;
      amenities: number;
      faqs: number;
      description: string;
    }>();
  const pages = results
    .filter(
      (row) =>
        !isThinPage({
          reviewCount: row.review_count,
          enhancedListing: row.enhanced_listing === 1,
          claimedService: row.claimed === 1,
          descriptionWords: row.description ? wordCount(row.description) : 0,
          distinctAmenities: row.amenities,
          faqCount: row.faqs,
          subscriptionContract: row.subscription_contract === 1,
        }),
    )
    .map((row) => ({
      path: providerPagePath({
        careTypeSlug: row.care_type_slug,
        stateUrlName: row.state_url_name,
        cityUrlName: row.city_url_name ?? urlName(row.city_name),
        slug: row.slug,
      }),
      updatedAt: row.updated_at,
    }));
  return { pages, lastId: results.length < limit ? null : (results.at(-1)?.id ?? null) };
}

export interface GeoPlaceRow {
  careTypeId: string;
  stateUrlName: string;
  /** The city's or county's url name; null for the state itself. */
  placeUrlName: string | null;
}

/**
 * The states, cities and counties with listed providers, per care type (of the ids given),
 * sorted by care type, state and place. Read `perRead` providers at a time by id range (each
 * range ends at the id of its `perRead`-th provider, so sparse ids make no empty reads), the
 * places gathered across the reads.
 */
export async function geoPagesWithProviders(
  db: D1Database,
  careTypeIds: readonly string[],
  perRead = SITEMAP_PROVIDERS_PER_READ,
): Promise<GeoPlaceRow[]> {
  if (careTypeIds.length === 0) return [];
  const ids = JSON.stringify(careTypeIds);
  // Cities and counties stay apart, as two lists: a city and a county may share a url name.
  const states = new Map<string, GeoPlaceRow>();
  const cities = new Map<string, GeoPlaceRow>();
  const counties = new Map<string, GeoPlaceRow>();
  const add = (into: Map<string, GeoPlaceRow>, row: GeoPlaceRow) =>
    into.set(`${row.careTypeId} ${row.stateUrlName} ${row.placeUrlName ?? ""}`, row);
  for (let after: number | null = 0; after !== null; ) {
    const bound: { id: number } | null = await db
      .prepare("SELECT id FROM providers WHERE id > ?1 ORDER BY id LIMIT 1 OFFSET ?2")
      .bind(after, perRead - 1)
      .first<{ id: number }>();
    const upTo: number | null = bound?.id ?? null;
    const { results } = await db
      .prepare(
        `SELECT DISTINCT sv.care_type_id, s.url_name AS state_url_name, c.url_name AS city_url_name,
            k.url_name AS county_url_name
          FROM providers p NOT INDEXED CROSS JOIN provider_services sv ON sv.provider_id = p.id
          CROSS JOIN states s ON s.code = p.state_code
          LEFT JOIN cities c ON c.id = p.city_id LEFT JOIN counties k ON k.id = p.county_id
          WHERE p.search_excluded = 0 AND sv.care_type_id IN (SELECT value FROM json_each(?1))
            AND p.id > ?2 AND p.id <= coalesce(?3, 9007199254740991)`,
      )
      .bind(ids, after, upTo)
      .all<{
        care_type_id: string;
        state_url_name: string;
        city_url_name: string | null;
        county_url_name: string | null;
      }>();
    for (const row of results) {
      const place = { careTypeId: row.care_type_id, stateUrlName: row.state_url_name };
      add(states, { ...place, placeUrlName: null });
      if (row.city_url_name !== null) add(cities, { ...place, placeUrlName: row.city_url_name });
      if (row.county_url_name !== null) add(counties, { ...place, placeUrlName: row.county_url_name });
    }
    after = upTo;
  }
  const order = new Map(careTypeIds.map((id, index) => [id, index]));
  return [...states.values(), ...cities.values(), ...counties.values()].sort(
    (a, b) =>
      (order.get(a.careTypeId) ?? 0) - (order.get(b.careTypeId) ?? 0) ||
      a.stateUrlName.localeCompare(b.stateUrlName) ||
      (a.placeUrlName ?? "").localeCompare(b.placeUrlName ?? ""),
  );
}

/**
 * The content pages' paths (the content_pages table, kind 'page'), sorted. Before the table
 * exists the list is empty rather than an error.
 */
export async function contentPagePaths(db: D1Database): Promise<string[]> {
  try {
    const { results } = await db
      .prepare("SELECT path FROM content_pages WHERE kind = 'page' ORDER BY path")
      .all<{ path: string }>();
    return results.map((row) => row.path).filter((path) => path.startsWith("/") && !path.startsWith("//"));
  } catch (error) {
    if (String(error).includes("no such table")) return [];
    throw error;
  }
}
