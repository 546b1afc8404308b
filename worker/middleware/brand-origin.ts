/**
 * A brand's own origin, over https: the first host of its BRAND host list. The same page
 * answers on every host of the list (and on the development hosts), but a search engine, a
 * feed's reader or a family following a mailed link should know one address for it. A host of
 * no brand has no other name than its own.
 */
import type { Context } from "hono";
import type { BrandId } from "../../domain/brands/brands.ts";
import type { AppEnv } from "../env.ts";

/** The origin of `brandId`; `requestUrl`'s own for the default brand or an empty host list. */
export function originOfBrand(env: Env, brandId: BrandId | string, requestUrl: string): string {
  const list = brandId === "carefind" ? env.CAREFIND_HOSTS : brandId === "seniorhousing" ? env.SENIORHOUSING_HOSTS : "";
  const primary = list
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .find((host) => host.length > 0);
  return `https://${primary ?? new URL(requestUrl).host}`;
}

/** The origin of the brand this request was made to. */
export function brandOrigin(c: Context<AppEnv>): string {
  return originOfBrand(c.env, c.get("brand")?.id ?? "default", c.req.url);
}
