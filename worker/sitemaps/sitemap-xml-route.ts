/**
 * GET /sitemap.xml, /sitemaps/{file}.xml and /robots.txt, per brand and on the brand's own
 * origin (worker/middleware/brand-origin.ts). The same for every visitor, so no session runs
 * and caches may keep them an hour.
 */
import { Hono } from "hono";
import { robotsTxt, SITEMAP_INDEX_PATH, sitemapIndexXml, urlsetXml } from "../../domain/sitemaps/sitemap-xml.ts";
import type { AppEnv } from "../env.ts";
import { brandOrigin } from "../middleware/brand-origin.ts";
import { sitemapFileEntries, sitemapIndexEntries } from "./sitemap-files.ts";

const PUBLIC_CACHE_CONTROL = "public, max-age=3600";
const XML = "application/xml; charset=UTF-8";

export const sitemapRoutes = new Hono<AppEnv>()
  .get(SITEMAP_INDEX_PATH, async (c) => {
    const entries = await sitemapIndexEntries(c.env.DB, c.get("brand"), brandOrigin(c));
    c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
    return c.body(sitemapIndexXml(entries), 200, { "Content-Type": XML });
  })
  .get("/sitemaps/:file", async (c) => {
    const entries = await sitemapFileEntries(c.env.DB, c.get("brand"), brandOrigin(c), c.req.param("file"));
    if (entries === null) return c.notFound();
    c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
    return c.body(urlsetXml(entries), 200, { "Content-Type": XML });
  })
  .get("/robots.txt", (c) => {
    // spec: lead-capture-and-chrome §6, three site variants: the two live brands are the sites to
    // crawl; the default (any other host, a preview) asks for nothing to be crawled.
    c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
    return c.text(robotsTxt(c.get("brand").id !== "default", brandOrigin(c)));
  });
