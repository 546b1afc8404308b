/**
 * GET /v3/location{url}?domain (spec reviews-and-provider-page §7): the provider record of a
 * provider page's URL, as GET /v2/location/{id} answers it (prices only to a visitor who may
 * see them). `url` is the page's path, /{care-type-slug}/{state}/{city}/{provider-slug}/ (the
 * trailing slash may be left out); `domain` names the site it is on, one of the brands' hosts,
 * and defaults to the request's own. A path of another shape or an unknown domain is a 400
 * naming the field; a well-formed path that is no provider's page is a 404.
 */
import { Hono } from "hono";
import { z } from "zod";
import { brandHosts } from "../../domain/brands/brand-hosts.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import type { AppEnv } from "../env.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { forVisitor } from "./locations-api.ts";
import { providerRecordBySlug } from "./provider-records.ts";

const ROUTE_PREFIX = "/v3/location";

/** Four lowercase URL segments, as every provider page path has. */
const PROVIDER_PATH = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){4}\/?$/;

/** `GET /v3/location/{provider page path}`. */
export const locationByUrlApi = new Hono<AppEnv>().get("/location/*", async (c) => {
  const hosts = brandHosts({ carefind: c.env.CAREFIND_HOSTS, seniorhousing: c.env.SENIORHOUSING_HOSTS });
  const schema = z.object({
    url: z
      .string()
      .max(400, "Must be at most 400 characters")
      .regex(PROVIDER_PATH, "Must be a provider page path: /{care-type}/{state}/{city}/{provider}/"),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .refine((host) => hosts.has(host), "Must be one of the sites' domains")
      .optional(),
  });
  const parsed = schema.safeParse({
    url: c.req.path.slice(ROUTE_PREFIX.length),
    domain: c.req.query("domain"),
  });
  if (!parsed.success) {
    const problems = fieldProblems(parsed.error);
    const first = problems[0];
    return c.json({ error: `Invalid request: ${first?.field}: ${first?.message}`, problems }, 400);
  }
  const path = parsed.data.url.endsWith("/") ? parsed.data.url : `${parsed.data.url}/`;
  const slug = path.split("/").at(-2) ?? "";
  const record = await providerRecordBySlug(c.env.DB, c.env.CACHE, slug);
  if (!record || record.url !== path) return c.json({ error: messagesFor(c.var.language).provider.api.notFound }, 404);
  return c.json<LocationRecord>(forVisitor(c, record));
});
