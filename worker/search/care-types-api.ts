/**
 * GET /api/care-types (spec search-and-compare §7, 'a care-types fetch per domain, returning
 * careTypes with names'): the care types the requesting host's brand offers, the one list its
 * selects, menu and chat show (domain/brands/brand-care-types.ts), named in `?lang=`'s language.
 * The answer depends only on the host and `lang`, so browsers and the edge may keep it for an hour.
 */
import { Hono } from "hono";
import { brandCareTypes } from "../../domain/brands/brand-care-types.ts";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { AppEnv } from "../env.ts";

const CARE_TYPES_MAX_AGE_SECONDS = 3600;

export const careTypesApi = new Hono<AppEnv>().get("/care-types", (c) => {
  const brand = c.get("brand") ?? BRANDS.default;
  c.header("Cache-Control", `public, max-age=${CARE_TYPES_MAX_AGE_SECONDS}`);
  const names = messagesFor(c.var.language).careTypes;
  const careTypes = brandCareTypes(brand).map((careType) => ({ ...careType, name: names[careType.id].label }));
  return c.json({ domain: brand.id, careTypes });
});
