/**
 * GET /{care-type-slug}/{state}/{city}/{provider-slug}/ — a provider's page. The slug names the
 * provider; when the other parts (or the trailing slash) differ from its address the answer is
 * a 301 to it, and an unknown slug is the branded 404. A first part that is no care type is
 * not a provider page at all: the next route may answer it.
 */

import { type Handler, Hono } from "hono";
import { ADVISOR_TIME_ZONE } from "../../domain/advisor-hours.ts";
import { careTypeBySlug } from "../../domain/care-types.ts";
import { stateTimeZone } from "../../domain/geo/us-time-zones.ts";
import { careTypeSingularIn } from "../../domain/providers/care-type-words.ts";
import { PHOTO_INDEX_PARAM, parseGalleryQuery, STREET_VIEW_PARAM } from "../../domain/providers/gallery-query.ts";
import { locationRecord } from "../../domain/providers/location-record.ts";
import { listingAddressOf, providerListingHref } from "../../domain/providers/nearby-listing.ts";
import { providerPageNoindex, providerStructuredData } from "../../domain/providers/provider-structured-data.ts";
import { mapsApiKey } from "../../domain/providers/street-view.ts";
import type { ProviderMediaState } from "../../ui/provider/gallery/ProviderPhotos.tsx";
import { ProviderPage } from "../../ui/provider/ProviderPage.tsx";
import { pageSearchResponse } from "../../ui/search/page-results.ts";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { providerFirstReviews } from "../reviews/first-reviews.ts";
import { saveOutcomeOf } from "../saved/saved-route.tsx";
import { brandOrigin, inquiryPageFor, languageOf, renderErrorPage, renderPage, siteChrome } from "../ssr/render.tsx";
import { pastLastPage, providerListing, providerListingState } from "./listing-search.ts";
import { providerNearby } from "./nearby-queries.ts";
import { providerRecordBySlug } from "./provider-records.ts";

const DESCRIPTION_LENGTH = 155;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

const providerPage: Handler<AppEnv> = async (c, next) => {
  const careType = careTypeBySlug(c.req.param("careType") ?? "");
  if (!careType) return next();
  const record = await providerRecordBySlug(c.env.DB, c.env.CACHE, c.req.param("slug") ?? "");
  if (!record) return renderErrorPage(c, 404);
  // The English path: a Spanish address reads as the same page (worker/middleware/language.ts).
  if (c.req.path !== record.url) return c.redirect(`${record.url}${new URL(c.req.url).search}`, 301);

  // spec: reviews-and-provider-page §2, §4, the search listing's parameters: a value out of
  // bounds is a 400 naming it; one that means nothing is the default, as on the search page.
  const brand = c.get("brand");
  const listingState = providerListingState(c, record, brand.searchRollUps);
  if (!listingState.ok) {
    const problems = fieldProblems(listingState.error);
    const first = problems[0];
    return c.json({ error: `Invalid query: ${first ? `${first.field}: ${first.message}` : "invalid"}`, problems }, 400);
  }
  const { query: listingQuery, defaultCareType } = listingState.state;
  // A later page of the listing past its last goes back to its first (§4), which only the search
  // can tell: that page's search runs before the head goes out; the first page's runs beside the rest.
  const laterPage = listingQuery.page > 1 ? await providerListing(c, record, listingQuery) : undefined;
  if (laterPage !== undefined && pastLastPage(listingQuery, laterPage)) {
    const firstPage = listingAddressOf({ ...listingQuery, page: 1 });
    return c.redirect(providerListingHref(record.url, firstPage, defaultCareType.slug), 302);
  }

  // The page exists and its address is right: its head goes out before the rest is read.
  return renderPage(c, async () => {
    // spec: reviews-and-provider-page §6, prices blurred unless an inquiry was sent or blurring is
    // off. A blurred page renders from the record without its figures, so none reaches the HTML
    // or the islands' state.
    const visible = pricesVisible(c);
    // The canonical URL and the structured data name the page on the brand's own host, whichever
    // host of the brand was asked. The structured data holds no price, so it reads the full record.
    const origin = brandOrigin(c);
    // Tours take place on the provider's clock: its tour times are those not yet past there.
    const timeZone = stateTimeZone(record.state.code) ?? ADVISOR_TIME_ZONE;
    // spec: reviews-and-provider-page §4, the first 6 approved reviews, newest first, read in
    // the server HTML; the list's island asks the API for the rest.
    const [nearby, reviews, listing] = await Promise.all([
      providerNearby(c.env, record, brand),
      providerFirstReviews(c.env, record.id),
      laterPage === undefined ? providerListing(c, record, listingQuery) : laterPage,
    ]);
    // The map display pins the listing's providers from the page's state (ui/search/map/ResultsMapView.tsx).
    const { t, language } = languageOf(c);
    const pageCareType = careTypeBySlug(record.primaryCareType.slug) ?? careType;
    const mapShown = listingQuery.display === "map" && listing !== null && listing.results.length > 0;
    return {
      title: t.provider.page.title(
        record.name,
        careTypeSingularIn(t, pageCareType.id, pageCareType.singular),
        record.city.name,
        record.state.code,
      ),
      // The provider's own description is English by nature; without one the page says where it is.
      description:
        summary(record.description) || t.provider.page.description(record.name, record.city.name, record.state.code),
      canonicalPath: record.url,
      canonicalOrigin: origin,
      noindex: providerPageNoindex(record),
      jsonLd: providerStructuredData(record, origin, reviews.reviews, { t, language }),
      ...(mapShown ? { seed: { searchResponse: pageSearchResponse(listing) } } : {}),
      chatProvider: {
        id: record.id,
        name: record.name,
        location: `${record.city.name}, ${record.state.code}`,
        careTypeSlugs: [...new Set(record.services.map((service) => service.careType.slug))],
        timeZone,
      },
      body: (
        <ProviderPage
          chrome={{ ...siteChrome(c), pageType: "provider" }}
          record={locationRecord(record, visible)}
          blurred={!visible}
          page={inquiryPageFor(c, "provider_page", new Date(), timeZone)}
          media={mediaStateOf(
            c.req.query(PHOTO_INDEX_PARAM),
            c.req.query(STREET_VIEW_PARAM),
            record.photos.length,
            mapsApiKey(c.env.MAPS_API_KEY),
          )}
          nearby={nearby}
          reviews={reviews}
          // What the Save button's plain form post came to: from the address alone, so the page
          // stays the same for everyone who opens it and the edge cache keys it with the query.
          saveOutcome={brand.showSaved ? saveOutcomeOf(c) : null}
          listing={{ query: listingQuery, defaultCareType, response: listing }}
        />
      ),
    };
  });
};

export const providerPages = new Hono<AppEnv>()
  .get("/:careType/:state/:city/:slug/", providerPage)
  .get("/:careType/:state/:city/:slug", providerPage);

/**
 * What the address asks of the photos section. spec: reviews-and-provider-page §2, §5: an invalid
 * photo-index or street-view is no state, never an error; without a maps key there is no street
 * view, so `street-view=true` is ignored like any unknown parameter (200, as old shared links keep working).
 */
function mediaStateOf(
  photoIndex: string | undefined,
  streetView: string | undefined,
  photoCount: number,
  mapsKey: string | null,
): ProviderMediaState {
  return {
    ...parseGalleryQuery({ photoIndex, streetView: mapsKey === null ? undefined : streetView }, photoCount),
    mapsKey,
  };
}
