/**
 * The Hono app: middleware in order (security headers, brand, then for visitors session and
 * flags), operator routes under /admin/, pages, and the branded 404 and 500 answers.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { adminRoutes } from "./admin/admin-routes.ts";
import { apiRoutes } from "./api-routes.ts";
import type { AppEnv } from "./env.ts";
import { healthRoute } from "./health.ts";
import { brand } from "./middleware/brand.ts";
import { flags } from "./middleware/flags.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { session } from "./middleware/session.ts";
import { pageRoutes } from "./page-routes.ts";
import { mapStyleRoute } from "./search/map-style-api.ts";
import { renderErrorPage } from "./ssr/render.tsx";

const visitor = new Hono<AppEnv>().use(session, flags).route("/", apiRoutes).route("/", pageRoutes);

export const app = new Hono<AppEnv>()
  .use(securityHeaders, brand)
  .route("/", healthRoute)
  // The map style needs no visitor session: it is the same for everyone.
  .route("/", mapStyleRoute)
  .route("/admin", adminRoutes)
  .route("/", visitor);

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
