/** The operator API under /admin/, every route behind the admin bearer token. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { adminAuth } from "../../middleware/admin-auth.ts";
import { cacheAdmin } from "./cache.ts";
import { flagsAdmin } from "./flags.ts";
import { leadsAdmin } from "./leads.ts";

export const adminRoutes = new Hono<AppEnv>()
  .use(adminAuth)
  .route("/cache", cacheAdmin)
  .route("/flags", flagsAdmin)
  .route("/leads", leadsAdmin);
