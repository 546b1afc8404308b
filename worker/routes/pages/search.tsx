/**
 * The brand's search path (`/local/search/` or `/search/`). Until the results page exists it
 * echoes the query; the other brand's search path redirects here with the query kept.
 */
import { type Handler, Hono } from "hono";
import { z } from "zod";
import { careTypeBySlug, DEFAULT_CARE_TYPE_SLUG } from "../../../ui/lib/care-types.ts";
import { SearchEchoPage } from "../../../ui/pages/SearchEchoPage.tsx";
import type { AppEnv } from "../../env.ts";
import { renderPage, siteChrome } from "../../ssr/render.tsx";

/** spec: search-and-compare §5, keyword and care type are trimmed; bad values fall back to defaults. */
const searchQuerySchema = z.object({
  keyword: z.string().trim().max(100).catch(""),
  careType: z
    .string()
    .trim()
    .catch("")
    .transform((slug) => careTypeBySlug(slug) ?? careTypeBySlug(DEFAULT_CARE_TYPE_SLUG)),
});

const searchPage: Handler<AppEnv> = (c) => {
  const brand = c.get("brand");
  const url = new URL(c.req.url);
  if (url.pathname !== brand.searchPath) return c.redirect(`${brand.searchPath}${url.search}`, 301);

  const query = searchQuerySchema.parse({
    keyword: c.req.query("keyword") ?? "",
    careType: c.req.query("careType") ?? "",
  });
  const careTypeLabel = query.careType?.label ?? "Senior Living";
  return renderPage(c, {
    title: query.keyword ? `${careTypeLabel} near ${query.keyword}` : careTypeLabel,
    description: `Find and compare ${careTypeLabel.toLowerCase()} providers${query.keyword ? ` near ${query.keyword}` : ""}.`,
    canonicalPath: brand.searchPath,
    noindex: true,
    seed: { searchKeyword: query.keyword, searchCareType: query.careType?.slug ?? "" },
    body: <SearchEchoPage chrome={siteChrome(c)} keyword={query.keyword} careTypeLabel={careTypeLabel} />,
  });
};

export const searchPages = new Hono<AppEnv>().get("/local/search/", searchPage).get("/search/", searchPage);
