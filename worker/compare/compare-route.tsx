/**
 * GET /compare/?ids=12,7,40[&near=Austin, TX] — the compare page (docs/search.md, the compare page): up to the
 * brand's compare limit of providers side by side, server-rendered for this visitor (prices
 * blurred unless they have asked), so it works without JavaScript and as a shared link. The
 * ids may also come as repeated `ids` parameters, as a form of checkboxes sends them. A
 * visitor's own view: never indexed, never kept in the page cache (domain/cache/page-cache-rules.ts).
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { COMPARE_PAGE_PARAMS, COMPARE_PATH } from "../../domain/compare/compare-url.ts";
import { parseLocationText } from "../../domain/geo/location-text.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { ComparePage } from "../../ui/compare/ComparePage.tsx";
import { compareTable } from "../../ui/compare/compare-table.ts";
import type { AppEnv } from "../env.ts";
import { resolvePlace } from "../geo/place-queries.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { languageOf, renderPage, siteChrome } from "../ssr/render.tsx";

/** The longest place text the search box takes, as search itself reads it. */
const NEAR_MAX_LENGTH = 100;

/** The page's query, for a brand whose compare limit is `limit`, its rules in the page's words. */
function compareQuerySchema(limit: number, words: Messages["compare"]["page"]) {
  const idsMessage = words.idsRule(limit);
  return z.object({
    ids: z
      .array(z.string())
      .transform((values) =>
        values
          .flatMap((value) => value.split(","))
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      )
      .pipe(
        z
          .array(z.string().regex(/^[1-9]\d{0,14}$/, idsMessage))
          .min(1, idsMessage)
          .transform((parts) => [...new Set(parts.map(Number))])
          .pipe(z.array(z.number()).max(limit, idsMessage)),
      ),
    near: z
      .string()
      .trim()
      .max(NEAR_MAX_LENGTH, words.nearRule(NEAR_MAX_LENGTH))
      .optional()
      .transform((value) => (value ? value : null)),
  });
}

async function comparePage(c: Context<AppEnv>) {
  const brand = c.get("brand");
  const words = languageOf(c).t.compare.page;
  const parsed = compareQuerySchema(brand.compareLimit, words).safeParse({
    ids: c.req.queries(COMPARE_PAGE_PARAMS.ids) ?? [],
    near: c.req.query(COMPARE_PAGE_PARAMS.near),
  });
  const page = {
    title: words.title,
    description: words.description(brand.siteName),
    canonicalPath: `${COMPARE_PATH}${new URL(c.req.url).search}`,
    // One visitor's choice of communities: nothing for search engines.
    noindex: true,
  };
  if (!parsed.success) {
    const first = fieldProblems(parsed.error)[0];
    const field = first?.field.split(".")[0] ?? COMPARE_PAGE_PARAMS.ids;
    return renderPage(c, {
      ...page,
      status: 400,
      canonicalPath: COMPARE_PATH,
      body: (
        <ComparePage
          chrome={siteChrome(c)}
          table={null}
          problem={words.problem(field, first?.message ?? words.invalid)}
          ids={[]}
          missing={0}
          near={null}
          nearLabel={null}
          nearUnknown={false}
        />
      ),
    });
  }
  const { ids, near } = parsed.data;
  const nearQuery = near ? parseLocationText(near) : null;
  const [records, place] = await Promise.all([
    getProviderRecords(c.env.DB, c.env.CACHE, ids),
    nearQuery ? resolvePlace(c.env.DB, c.env.CACHE, nearQuery) : Promise.resolve(null),
  ]);
  // In the order asked for; ids the directory does not list are left out and counted.
  const byId = new Map(records.map((record) => [record.id, record]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  const table = compareTable(found, pricesVisible(c), place, languageOf(c).locale);
  return renderPage(c, {
    ...page,
    ...(found.length === 0 ? { status: 404 as const } : {}),
    body: (
      <ComparePage
        chrome={siteChrome(c)}
        table={table}
        problem={found.length === 0 ? words.noneListed : null}
        ids={found.map((record) => record.id)}
        missing={found.length === 0 ? 0 : ids.length - found.length}
        near={near}
        nearLabel={place?.label ?? null}
        nearUnknown={near !== null && place === null}
      />
    ),
  });
}

export const comparePages = new Hono<AppEnv>()
  .get(COMPARE_PATH, comparePage)
  .get(COMPARE_PATH.slice(0, -1), (c) => c.redirect(`${COMPARE_PATH}${new URL(c.req.url).search}`, 301));
