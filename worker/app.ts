/**
 * The Hono app: middleware in order (security headers, brand, then for visitors session and
 * flags), operator routes under /admin/, pages, and the branded 404 and 500 answers.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env.ts";
import { adminAuth } from "./middleware/admin-auth.ts";
import { brand } from "./middleware/brand.ts";
import { flags } from "./middleware/flags.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { session } from "./middleware/session.ts";
import { cacheAdmin } from "./routes/admin/cache.ts";
import { flagsAdmin } from "./routes/admin/flags.ts";
import { citiesApi } from "./routes/api/cities.ts";
import { enhancedSearchApi } from "./routes/api/enhanced-search.ts";
import { facetedSearchApi } from "./routes/api/faceted-search.ts";
import { geoipApi } from "./routes/api/geoip.ts";
import { keywordSearchApi } from "./routes/api/keyword-search.ts";
import { locationsApi } from "./routes/api/locations.ts";
import { nearbySearchApi } from "./routes/api/nearby-search.ts";
import { placesApi } from "./routes/api/places.ts";
import { homePage } from "./routes/pages/home.tsx";
import { searchPages } from "./routes/pages/search.tsx";
import { renderErrorPage } from "./ssr/render.tsx";

const admin = new Hono<AppEnv>().use(adminAuth).route("/cache", cacheAdmin).route("/flags", flagsAdmin);

const api = new Hono<AppEnv>()
  .route("/api/places", placesApi)
  .route("/api/geoip", geoipApi)
  .route("/", enhancedSearchApi)
  .route("/", facetedSearchApi)
  .route("/", nearbySearchApi)
  .route("/", keywordSearchApi)
  .route("/", locationsApi)
  .route("/", citiesApi);

const visitor = new Hono<AppEnv>().use(session, flags).route("/", api).route("/", homePage).route("/", searchPages);

export const app = new Hono<AppEnv>().use(securityHeaders, brand).route("/admin", admin).route("/", visitor);

function wantsJson(path: string): boolean {
  return /^\/(api|admin|v1|v2|v3|v4)\//.test(path);
}

app.notFound((c) => {
  if (wantsJson(c.req.path)) return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
  return renderErrorPage(c, 404);
});

app.onError((error, c) => {
  // Hono's own 4xx (a malformed JSON body, say) keep their status and say what was wrong.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: error.message || "Bad request" }, error.status);
  }
  console.error(`unhandled error on ${c.req.method} ${c.req.path}`, error);
  if (wantsJson(c.req.path)) return c.json({ error: "Something went wrong on our side" }, 500);
  return renderErrorPage(c, 500);
});
