/**
 * GET /partners/get-listed/ — how providers list or claim their listing (spec
 * reviews-and-provider-page §2). `provider` (a provider id, as the 'Claim this listing' link
 * sends it) names the listing being claimed when it is one; any other value is left out and the
 * page is the same as without it, so a mistyped link still helps its reader.
 */
import { Hono } from "hono";
import { z } from "zod";
import { GET_LISTED_PATH } from "../../domain/partners/get-listed.ts";
import { GetListedPage } from "../../ui/partners/GetListedPage.tsx";
import type { AppEnv } from "../env.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { brandOrigin, languageOf, renderPage, siteChrome } from "../ssr/render.tsx";

/** The query: the id of the listing being claimed. */
const getListedQuerySchema = z.object({
  provider: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const getListedPage = new Hono<AppEnv>()
  .get(GET_LISTED_PATH.slice(0, -1), (c) => c.redirect(`${GET_LISTED_PATH}${new URL(c.req.url).search}`, 301))
  .get(GET_LISTED_PATH, async (c) => {
    const parsed = getListedQuerySchema.safeParse(c.req.query());
    const id = parsed.success ? parsed.data.provider : undefined;
    const [record] = id === undefined ? [] : await getProviderRecords(c.env.DB, c.env.CACHE, [id]);
    const words = languageOf(c).t.partners.getListed;
    return renderPage(c, {
      title: words.title,
      description: words.description(c.get("brand").siteName),
      // One page, whichever listing it names.
      canonicalPath: GET_LISTED_PATH,
      canonicalOrigin: brandOrigin(c),
      body: (
        <GetListedPage
          chrome={siteChrome(c)}
          provider={
            record
              ? { id: record.id, name: record.name, url: record.url, city: record.city.name, state: record.state.code }
              : null
          }
        />
      ),
    });
  });
