/**
 * Content pages for visitors (spec reviews-and-provider-page §2): GET of a stored page's path
 * renders it; the same path without its trailing slash answers 301. A path with no stored page
 * (or a page another brand serves) falls through to the next route, and so to the 404.
 * Fragments are never served. An editor with the preview cookie (content-preview-route.tsx)
 * sees the page as editors do, never cached and never indexed.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { ContentPage as ContentPageDocument } from "../../domain/content/content-blocks.ts";
import { mayBeContentPath } from "../../domain/content/content-paths.ts";
import { faqStructuredData } from "../../domain/content/faq-structured-data.ts";
import { breadcrumbListJsonLd, type Crumb } from "../../domain/navigation/breadcrumb-trail.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { ContentPage } from "../../ui/content/ContentPage.tsx";
import type { AppEnv } from "../env.ts";
import { verifySignedValue } from "../middleware/signed-values.ts";
import { brandOrigin, inquiryPageFor, renderPage, siteChrome } from "../ssr/render.tsx";
import { loadBlockData } from "./block-data.ts";
import { cachedContentPages } from "./content-page-cache.ts";

/**
 * The structured data a content page carries beside its breadcrumbs: each producer reads the
 * page's blocks and answers its JSON-LD objects (none when the page has nothing for it). The
 * FAQ block's FAQPage joins here.
 */
export type StructuredDataProducer = (page: ContentPageDocument, origin: string) => object[];
export const CONTENT_STRUCTURED_DATA: StructuredDataProducer[] = [
  (page) => {
    const faq = faqStructuredData(page.blocks);
    return faq ? [faq] : [];
  },
];

/** `/a/b/c/` gives `/a/`, `/a/b/`: the ancestors that may be pages of the trail. */
function ancestorPaths(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join("/")}/`);
}

/** Whether the request carries a valid editor preview cookie (a signed expiry still ahead). */
export async function isEditorPreview(c: Context<AppEnv>): Promise<boolean> {
  const cookie = getCookie(c, COOKIE_NAMES.contentPreview);
  if (!cookie) return false;
  try {
    const value = await verifySignedValue(c.env.SIGNING_SECRET, "content-preview", cookie);
    return value !== null && /^[0-9]{1,15}$/.test(value) && Number(value) > Date.now();
  } catch (error) {
    // No signing secret: nobody previews, and visitors still get the page.
    console.error("content preview cookie not checked", error);
    return false;
  }
}

function servesBrand(page: ContentPageDocument, brandId: string): boolean {
  return page.brands.length === 0 || (page.brands as readonly string[]).includes(brandId);
}

/** The content pages' route, as middleware: it answers a stored page and lets every other path through. */
export const contentPages = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path;
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !mayBeContentPath(path)) return next();
  const storedPath = path.endsWith("/") ? path : `${path}/`;
  const [stored] = await cachedContentPages(c.env, [storedPath], "page", storedPath, false);
  const brand = c.get("brand");
  if (!stored || !servesBrand(stored.page, brand.id)) return next();
  if (storedPath !== path) return c.redirect(`${storedPath}${new URL(c.req.url).search}`, 301);

  const { page } = stored;
  const editor = await isEditorPreview(c);
  const origin = brandOrigin(c);
  const [ancestors, data] = await Promise.all([
    cachedContentPages(c.env, ancestorPaths(storedPath), "page", storedPath, true),
    loadBlockData(c, page.blocks),
  ]);
  // spec: lead-capture-and-chrome §2, no Home crumb: the stored ancestors, then the page itself.
  // A page's path is unique in its trail, so it is the crumb's level.
  const crumbs: Crumb[] = [
    ...ancestors
      .filter((ancestor) => servesBrand(ancestor.page, brand.id))
      .sort((a, b) => a.path.length - b.path.length)
      .map((ancestor) => ({ level: ancestor.path, name: ancestor.page.title, path: ancestor.path })),
    { level: storedPath, name: page.title, path: storedPath },
  ];
  const jsonLd = [
    ...(crumbs.length > 1 ? [breadcrumbListJsonLd(crumbs, origin)] : []),
    ...CONTENT_STRUCTURED_DATA.flatMap((produce) => produce(page, origin)),
  ];
  const response = await renderPage(c, {
    title: page.title,
    description: page.description,
    canonicalPath: storedPath,
    // What an editor writes is in English: the Spanish address is this page in the Spanish frame.
    contentLanguage: "en",
    canonicalOrigin: origin,
    noindex: page.noindex || editor,
    jsonLd,
    body: (
      <ContentPage
        chrome={siteChrome(c)}
        page={page}
        crumbs={crumbs}
        context={{
          brand,
          advisorPhone: c.env.ADVISOR_PHONE,
          origin,
          pagePath: storedPath,
          pageTitle: page.title,
          editor,
          data,
          inquiryPage: inquiryPageFor(c, "content_page"),
        }}
      />
    ),
  });
  return response;
});
