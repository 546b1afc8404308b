/** Every JSON API route a visitor's page or a partner calls, mounted at its full path. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { citiesApi } from "./cities.ts";
import { enhancedSearchApi } from "./enhanced-search.ts";
import { eventsApi } from "./events.ts";
import { facetedSearchApi } from "./faceted-search.ts";
import { geoipApi } from "./geoip.ts";
import { inquiryApi } from "./inquiry.tsx";
import { keywordSearchApi } from "./keyword-search.ts";
import { locationsApi } from "./locations.ts";
import { multiStepFormApi } from "./multi-step-form.ts";
import { nearbySearchApi } from "./nearby-search.ts";
import { partnerApi } from "./partner.ts";
import { placesApi } from "./places.ts";

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
