/** Every JSON API route a visitor's page or a partner calls, mounted at its full path. */
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { eventsApi } from "./events/events-api.ts";
import { citiesApi } from "./geo/cities-api.ts";
import { geoipApi } from "./geo/geoip-api.ts";
import { placesApi } from "./geo/places-api.ts";
import { inquiryApi } from "./leads/inquiry-api.tsx";
import { multiStepFormApi } from "./leads/multi-step-api.ts";
import { partnerApi } from "./leads/partner-api.ts";
import { locationsApi } from "./providers/locations-api.ts";
import { enhancedSearchApi } from "./search/enhanced-search-api.ts";
import { facetedSearchApi } from "./search/faceted-search-api.ts";
import { keywordSearchApi } from "./search/keyword-search-api.ts";
import { nearbySearchApi } from "./search/nearby-search-api.ts";

export const apiRoutes = new Hono<AppEnv>()
  .route("/api/places", placesApi)
  .route("/api/geoip", geoipApi)
  .route("/", enhancedSearchApi)
  .route("/", facetedSearchApi)
  .route("/", nearbySearchApi)
  .route("/", keywordSearchApi)
  .route("/", locationsApi)
  .route("/", citiesApi)
  .route("/", inquiryApi)
  .route("/", multiStepFormApi)
  .route("/", partnerApi)
  .route("/", eventsApi);
