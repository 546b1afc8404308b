/** Picks the brand from the request's hostname (the BRAND host vars), once per request. */
import { createMiddleware } from "hono/factory";
import { brandHosts, brandIdForHost, isPlainHttpLocalhost } from "../../domain/brands/brand-hosts.ts";
import { BRANDS } from "../../domain/brands/brands.ts";
import type { AppEnv } from "../env.ts";

export const brand = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const hosts = brandHosts({ carefind: c.env.CAREFIND_HOSTS, seniorhousing: c.env.SENIORHOUSING_HOSTS });
  c.set("brand", BRANDS[brandIdForHost(url.hostname, hosts)]);
  c.set("secureCookies", !isPlainHttpLocalhost(url));
  await next();
});
