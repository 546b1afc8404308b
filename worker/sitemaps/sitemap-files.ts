/**
 * The XML sitemaps' contents per brand, on the brand's own origin: the index and its child
 * files `/sitemaps/providers-{n}.xml` (indexable provider pages), `/sitemaps/geo-{n}.xml` (the
 * care-type hubs and the canonical state, city and county pages with providers) and
 * `/sitemaps/pages.xml` (home, the award and partner pages, the guidelines, the site map and
 * the content pages). Every page but the content pages is listed in English and in Spanish,
 * each entry naming both (docs/languages.md). A family longer than the protocol's limits takes
 * several numbered files.
 */
import { CARING_STARS_PATH, HOME_CARE_PULSE_PATH } from "../../domain/awards/awards.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import { careTypeById } from "../../domain/care-types.ts";
import { careTypeHubPath, geoPlacePath, geoStatePath } from "../../domain/geo/geo-paths.ts";
import { GET_LISTED_PATH } from "../../domain/partners/get-listed.ts";
import { REVIEW_GUIDELINES_PATH } from "../../domain/reviews/review-response-form.ts";
import { SITE_MAP_INDEX_PATH, siteMapCareTypes } from "../../domain/site-map/site-map-paths.ts";
import {
  entriesInEveryLanguage,
  PAGES_SITEMAP_PATH,
  SITEMAP_LIMITS,
  type SitemapEntry,
  type SitemapFamily,
  type SitemapLimits,
  sitemapFilePath,
  splitSitemap,
} from "../../domain/sitemaps/sitemap-xml.ts";
import { contentPagePaths, geoPagesWithProviders, indexableProviderPages } from "./sitemap-queries.ts";

async function providerEntries(db: D1Database, brand: Brand, origin: string): Promise<SitemapEntry[]> {
  const pages = await indexableProviderPages(db, brand.searchRollUps);
  return pages.flatMap((page) => entriesInEveryLanguage(origin, page.path, page.updatedAt ?? undefined));
}

async function geoEntries(db: D1Database, brand: Brand, origin: string): Promise<SitemapEntry[]> {
  const careTypes = siteMapCareTypes(brand.searchRollUps);
  const rows = await geoPagesWithProviders(
    db,
    careTypes.map((careType) => careType.id),
  );
  const paths: string[] = [];
  let hubOf = "";
  for (const row of rows) {
    const careType = careTypeById(row.careTypeId);
    if (!careType) continue;
    // A care type's hub comes before its first state.
    if (hubOf !== careType.id) {
      paths.push(careTypeHubPath(careType));
      hubOf = careType.id;
    }
    paths.push(
      row.placeUrlName === null
        ? geoStatePath(careType, row.stateUrlName)
        : geoPlacePath(careType, row.stateUrlName, row.placeUrlName),
    );
  }
  return paths.flatMap((path) => entriesInEveryLanguage(origin, path));
}

/** The pages every brand serves to anyone, then the content pages. */
const FIXED_PAGES = [
  "/",
  CARING_STARS_PATH,
  HOME_CARE_PULSE_PATH,
  GET_LISTED_PATH,
  REVIEW_GUIDELINES_PATH,
  SITE_MAP_INDEX_PATH,
];

/**
 * The fixed pages in both languages; the content pages in English only, as their text is (a
 * content page's Spanish address says so and names the English page as its canonical).
 */
async function pageEntries(db: D1Database, origin: string): Promise<SitemapEntry[]> {
  const content = (await contentPagePaths(db)).filter((path) => !FIXED_PAGES.includes(path));
  return [
    ...FIXED_PAGES.flatMap((path) => entriesInEveryLanguage(origin, path)),
    ...content.map((path) => ({ loc: `${origin}${path}` })),
  ];
}

function familyEntries(db: D1Database, brand: Brand, origin: string, family: SitemapFamily) {
  return family === "providers" ? providerEntries(db, brand, origin) : geoEntries(db, brand, origin);
}

/** The index's entries: every child file of the brand, in order providers, geo, pages. */
export async function sitemapIndexEntries(
  db: D1Database,
  brand: Brand,
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<SitemapEntry[]> {
  const families: SitemapFamily[] = ["providers", "geo"];
  const counts = await Promise.all(
    families.map(async (family) => splitSitemap(await familyEntries(db, brand, origin, family), limits).length),
  );
  const children = families.flatMap((family, index) =>
    Array.from({ length: counts[index] ?? 0 }, (_, number) => sitemapFilePath(family, number + 1)),
  );
  return [...children, PAGES_SITEMAP_PATH].map((path) => ({ loc: `${origin}${path}` }));
}

const CHILD_FILE = /^(providers|geo)-([1-9][0-9]{0,5})\.xml$/;

/** The entries of the child file named (`providers-1.xml`, `pages.xml`), or null when there is no such file. */
export async function sitemapFileEntries(
  db: D1Database,
  brand: Brand,
  origin: string,
  fileName: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<SitemapEntry[] | null> {
  if (`/sitemaps/${fileName}` === PAGES_SITEMAP_PATH) return pageEntries(db, origin);
  const match = CHILD_FILE.exec(fileName);
  if (!match) return null;
  const family = match[1] as SitemapFamily;
  const files = splitSitemap(await familyEntries(db, brand, origin, family), limits);
  return files[Number(match[2]) - 1] ?? null;
}
