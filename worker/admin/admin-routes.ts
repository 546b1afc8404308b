/** The operator API under /admin/, every route behind the admin bearer token. */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { adminAuth } from "./admin-auth.ts";
import { cacheAdmin } from "./cache-purge-api.ts";
import { contentPagesAdmin } from "./content-pages-api.ts";
import { flagsAdmin } from "./flag-rollout-api.ts";
import { leadDeletionsAdmin } from "./lead-deletion-export-api.ts";
import { leadsAdmin } from "./lead-export-api.ts";
import { moveInLinksAdmin } from "./move-in-link-api.ts";
import { reviewLinksAdmin } from "./review-links-api.ts";
import { reviewsAdmin } from "./review-moderation-api.ts";
import { reviewResponsesAdmin } from "./review-responses-api.ts";
import { webVitalsAdmin } from "./web-vitals-api.ts";

export const adminRoutes = new Hono<AppEnv>()
  .use(adminAuth)
  .route("/cache", cacheAdmin)
  .route("/pages", contentPagesAdmin)
  .route("/flags", flagsAdmin)
  .route("/leads", leadsAdmin)
  .route("/leads", moveInLinksAdmin)
  .route("/lead-deletions", leadDeletionsAdmin)
  .route("/reviews", reviewLinksAdmin)
  .route("/reviews", reviewResponsesAdmin)
  .route("/reviews", reviewsAdmin)
  .route("/web-vitals", webVitalsAdmin);
