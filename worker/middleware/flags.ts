/**
 * Feature flags for this request: code defaults, the KV rollout config bucketed by anon id,
 * and overrides from `feature-override` (query) or `x-feature-override` (header). An override
 * is kept in a session cookie so a campaign visitor keeps the variant while browsing; a
 * response rendered under an override is `Cache-Control: private`.
 */

import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  type FlagOverride,
  formatFeatureOverride,
  hasOverride,
  parseFeatureOverride,
  resolveFlags,
} from "../../domain/flags/feature-flags.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { parseCookie } from "../../domain/visitor/visitor-cookies.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "./cookies.ts";
import { flagRollout } from "./flag-rollout-memory.ts";

const overrideCookieSchema = z.string().max(500).transform(parseFeatureOverride);

const OVERRIDE_QUERY_PARAMETER = "feature-override";
const OVERRIDE_HEADER = "x-feature-override";

export const flags = createMiddleware<AppEnv>(async (c, next) => {
  const remembered = parseCookie(overrideCookieSchema, getCookie(c, COOKIE_NAMES.featureOverride), false) ?? {};
  const requested: FlagOverride = {
    ...parseFeatureOverride(c.req.header(OVERRIDE_HEADER)),
    ...parseFeatureOverride(c.req.query(OVERRIDE_QUERY_PARAMETER)),
  };
  const override = { ...remembered, ...requested };

  if (hasOverride(requested) && formatFeatureOverride(override) !== formatFeatureOverride(remembered)) {
    // No Max-Age: a session cookie, gone when the browser closes.
    writeCookie(c, COOKIE_NAMES.featureOverride, formatFeatureOverride(override), { readableByScript: false });
  }

  const rollout = await flagRollout(c.env.CACHE);
  c.set("flags", resolveFlags({ brand: c.get("brand").id, anonId: c.get("visitor").anonId, rollout, override }));
  c.set("flagOverride", override);
  // An answer under an override is the visitor's own: the visitor-state headers keep it private.
  await next();
});
