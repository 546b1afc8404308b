/**
 * The demo-data generator: a pure function from (provider count, seed, anchor date, gazetteer)
 * to every row of every provider table. Same inputs, same rows. Provider ids are 1..N in
 * generation order (real imported facilities use ids from 2,000,000,000 up); each provider draws
 * from its own random streams, so one provider's data does not depend on another's.
 */

import { CARING_STARS_NAME, HOME_CARE_PULSE_YEAR } from "../../../domain/awards/awards.ts";
import { type CareTypeId, careTypeById } from "../../../domain/care-types.ts";
import { urlName } from "../../../domain/geo/place-names.ts";
import { careTypesDescription, careTypeTags, chooseOfferedCareTypes, choosePrimaryCareType } from "./care-mix.ts";
import { chooseAmenities } from "./demo-amenities.ts";
import { caringStarsYears, homeCarePulseBadges } from "./demo-awards.ts";
import { generateInfoCards } from "./demo-info-cards.ts";
import { buildPlaceIndex, cityDraw, type Placement, type PlaceSource } from "./demo-places.ts";
import { generatePromotion } from "./demo-promotions.ts";
import { providerDescription } from "./descriptions.ts";
import { generateFaqs } from "./faqs.ts";
import { medicareRecord } from "./medicare.ts";
import { metroShortfalls } from "./metro-coverage.ts";
import { fictionalPhone, providerName, streetAddress } from "./names.ts";
import { generatePhotos, photoCount } from "./photos.ts";
import { providerPriceFactor } from "./prices.ts";
import { createRandom } from "./random.ts";
import { generateProviderReviews, MEAN_REVIEWS_PER_PROVIDER } from "./reviews.ts";
import type { DemoData } from "./rows.ts";
import { addServices } from "./services.ts";

interface DemoOptions {
  /** How many providers to generate. */
  providers: number;
  /** The random seed. */
  seed: number;
  /** The anchor date, YYYY-MM-DD: reviews lie in the three years before it, promotions around it. */
  today: string;
  /** The gazetteer (or a subset of it) to place providers in. */
  places: PlaceSource;
  /** Slugs already taken by other providers (imported facilities), never given to a demo provider. */
  reservedSlugs?: ReadonlySet<string>;
  /**
   * Fill in what each big city lacks (metro-coverage.ts) after the drawn providers: the seeded
   * databases do; tests of the drawn shares leave it off.
   */
  metroCoverage?: boolean;
  /** The average number of reviews a provider has; absent, the drawn counts (about 7.8). */
  reviewsPerProvider?: number;
}

/** Independent random streams of a provider. */
const STREAM = { listing: 1, reviews: 2, extras: 3, place: 4, infoCards: 5 } as const;

/** Share of providers of priced care types that publish no price ('Pricing not available'). */
const UNPRICED_SHARE = 0.15;

/** The anchor date as milliseconds at midnight UTC; throws on anything but YYYY-MM-DD. */
function anchorMilliseconds(today: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(today) ? Date.parse(`${today}T00:00:00.000Z`) : Number.NaN;
  if (!Number.isFinite(ms)) throw new Error(`not a YYYY-MM-DD date: ${today}`);
  return ms;
}

function emptyData(): DemoData {
  return {
    providers: [],
    services: [],
    roomTypeCosts: [],
    accommodations: [],
    amenities: [],
    photos: [],
    awards: [],
    promotions: [],
    medicareRecords: [],
    faqs: [],
    infoCards: [],
    reviews: [],
    reviewResponses: [],
  };
}

/** Generates the demo data. Pure: no I/O, no clock, no global randomness. */
export function generateDemoData(options: DemoOptions): DemoData {
  const anchorMs = anchorMilliseconds(options.today);
  const anchorYear = new Date(anchorMs).getUTCFullYear();
  const places = buildPlaceIndex(options.places);
  const takenSlugs = new Set(options.reservedSlugs ?? []);
  const cityStart = createRandom(options.seed, 0, STREAM.place).next();
  const data = emptyData();
  let medicareSerial = 0;

  /** Adds one provider, in the given place, of the given primary type or one drawn in the usual shares. */
  function addProvider(providerId: number, place: Placement, forcedPrimary?: CareTypeId): void {
    const listing = createRandom(options.seed, providerId, STREAM.listing);
    const extras = createRandom(options.seed, providerId, STREAM.extras);
    const stateCode = place.city.stateCode;
    const primary = forcedPrimary ?? choosePrimaryCareType(listing);
    const offered = chooseOfferedCareTypes(primary, listing);
    const rollUpType = careTypeById(primary)?.rollUpType ?? "senior-living";
    const name = providerName(primary, listing);

    const baseSlug = urlName(`${name} ${place.city.name} ${stateCode}`);
    let slug = baseSlug;
    for (let suffix = 2; takenSlugs.has(slug); suffix++) slug = `${baseSlug}-${suffix}`;
    takenSlugs.add(slug);

    const subscriptionContract = listing.chance(0.1);
    // Every subscriber has claimed its listing; about a fifth of all providers have.
    const claimed = subscriptionContract || listing.chance(0.11);
    const enhancedListing = listing.chance(0.08);
    const street = streetAddress(listing);
    const priceFactor = providerPriceFactor(stateCode, listing);
    const publishesPrices = !listing.chance(UNPRICED_SHARE);

    data.providers.push({
      id: providerId,
      legacyId: `cf-${providerId}`,
      name,
      slug,
      primaryCareTypeId: primary,
      street,
      cityId: place.city.id,
      cityName: place.city.name,
      countyId: place.countyId,
      countyName: place.countyName,
      stateCode,
      zip: place.zip,
      formattedAddress: `${street}, ${place.city.name}, ${stateCode} ${place.zip}`.trim(),
      latitude: place.latitude,
      longitude: place.longitude,
      phone: fictionalPhone(stateCode, listing),
      description: providerDescription(name, offered, place.city.name, stateCode, listing),
      tags: careTypeTags(offered),
      careTypesDescription: careTypesDescription(offered),
      isIndexed: listing.chance(0.95),
      enhancedListing,
      subscriptionContract,
      claimed,
      searchExcluded: primary === "low_income_affordable",
    });

    const services = addServices(
      data,
      {
        providerId,
        name,
        stateCode,
        offered,
        subscriptionContract,
        claimed,
        priceFactor: publishesPrices ? priceFactor : null,
      },
      listing,
    );

    const amenityIds = chooseAmenities(offered, stateCode, listing);
    for (const amenityId of amenityIds) data.amenities.push({ providerId, amenityId });

    // Photos: enhanced listings always show a full gallery.
    const photos = Math.max(photoCount(extras), enhancedListing ? 5 : 0);
    for (const photo of generatePhotos(providerId, name, rollUpType, photos, extras)) {
      data.photos.push({ id: data.photos.length + 1, ...photo });
    }

    // Reviews and the provider's replies.
    const reviewed = generateProviderReviews(
      {
        providerId,
        providerName: name,
        services: services.map((service) => ({
          careTypeId: service.careTypeId,
          legacyResourceId: service.legacyResourceId,
        })),
        claimed,
        anchorMs,
        countScale: options.reviewsPerProvider ? options.reviewsPerProvider / MEAN_REVIEWS_PER_PROVIDER : 1,
      },
      createRandom(options.seed, providerId, STREAM.reviews),
    );
    const firstReviewId = data.reviews.length + 1;
    for (const review of reviewed.reviews) data.reviews.push({ id: data.reviews.length + 1, ...review });
    for (const { reviewIndex, ...response } of reviewed.responses) {
      data.reviewResponses.push({
        id: data.reviewResponses.length + 1,
        reviewId: firstReviewId + reviewIndex,
        ...response,
      });
    }

    // Awards: Caring Stars where earned, Home Care Pulse for some well-rated home care agencies.
    for (const year of caringStarsYears(reviewed.reviews, anchorYear)) {
      data.awards.push({ id: data.awards.length + 1, providerId, kind: "caring_stars", name: CARING_STARS_NAME, year });
    }
    if (primary === "homecare_agencies") {
      for (const badge of homeCarePulseBadges(reviewed.reviews, extras)) {
        data.awards.push({
          id: data.awards.length + 1,
          providerId,
          kind: "home_care_pulse",
          name: badge,
          year: HOME_CARE_PULSE_YEAR,
        });
      }
    }

    if (extras.chance(0.06)) {
      data.promotions.push({
        id: data.promotions.length + 1,
        ...generatePromotion(providerId, primary, anchorMs, extras),
      });
    }

    // Medicare records: most certified nursing homes and home-health agencies have one.
    for (const kind of ["nursing_homes", "home_healthcare_agencies"] as const) {
      if (!offered.includes(kind) || !extras.chance(primary === kind ? 0.9 : 0.5)) continue;
      medicareSerial += 1;
      data.medicareRecords.push({
        id: data.medicareRecords.length + 1,
        ...medicareRecord(kind, providerId, medicareSerial, stateCode, anchorMs, extras),
      });
    }

    if (extras.chance(0.25)) {
      const prices = services.flatMap((service) =>
        service.startingPriceCents === null ? [] : [service.startingPriceCents],
      );
      const faqs = generateFaqs(
        {
          name,
          offered,
          amenityIds: new Set(amenityIds),
          minPriceCents: prices.length ? Math.min(...prices) : null,
          cityName: place.city.name,
          isCommunity: rollUpType === "senior-living",
        },
        extras,
      );
      faqs.forEach((faq, index) => {
        data.faqs.push({ id: data.faqs.length + 1, providerId, position: index + 1, ...faq });
      });
    }

    // Additional-information cards, from a stream of their own so no other row changes with them.
    const cardsRandom = createRandom(options.seed, providerId, STREAM.infoCards);
    if (cardsRandom.chance(0.2)) {
      const cards = generateInfoCards(
        {
          providerId,
          name,
          priced: services.some((service) => service.startingPriceCents !== null),
          isCommunity: rollUpType === "senior-living",
        },
        cardsRandom,
      );
      for (const card of cards) data.infoCards.push({ id: data.infoCards.length + 1, ...card });
    }
  }

  for (let providerId = 1; providerId <= options.providers; providerId++) {
    addProvider(
      providerId,
      places.choose(cityDraw(cityStart, providerId), createRandom(options.seed, providerId, STREAM.place)),
    );
  }
  // Then the agencies and communities a big city still lacks, after every drawn provider, so
  // providers 1..N stay exactly as the shares drew them.
  let nextId = options.providers + 1;
  for (const { city, careTypeId } of options.metroCoverage ? metroShortfalls(options.places, data) : []) {
    addProvider(nextId, places.chooseIn(city, createRandom(options.seed, nextId, STREAM.place)), careTypeId);
    nextId += 1;
  }
  return data;
}
