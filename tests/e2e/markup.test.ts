/**
 * The server HTML of every page type, on both brands and in both languages, passes the Nu HTML
 * checker with no error, its JSON-LD reads as JSON naming only schema.org types, and no Spanish
 * page shows an English catalogue text outside what is marked `lang="en"`. No browser: the pages are fetched
 * from the shared dev server as a crawler would, in the states a visitor can reach (prices
 * blurred and shown, empty and full lists, a form sent back with a problem, a link that does
 * not work), and the checker runs once, in one Java process, over all of them.
 */

import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../domain/i18n/languages.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { encodeSavedProviders } from "../../domain/saved/saved-list.ts";
import { projectRoot } from "../../scripts/lib/offline-env.ts";
import { EVERY_BLOCK_PAGE } from "../support/content-pages.ts";
import { englishLeftovers } from "../support/english-leftovers.ts";
import { jsonLdBlocks, jsonLdProblems, pageJsonLdBlocks } from "../support/json-ld.ts";
import { inquiry, multiStep } from "../support/leads.ts";
import { adminJson, LOCAL_ADMIN_TOKEN } from "./admin-requests.ts";
import { baseUrl, port } from "./lane-server.ts";
import { checkWithNu, describeNuMessage, isFailure, type NuMessage } from "./nu-checker.ts";

const BRANDS = [
  { id: "carefind", host: `localhost:${port}`, searchPath: "/local/search/", hasSaved: true },
  { id: "seniorhousing", host: `seniorhousing.localhost:${port}`, searchPath: "/search/", hasSaved: false },
] as const;
type BrandCase = (typeof BRANDS)[number];

/**
 * The Worker's files that render HTML (its `.tsx` files: docs/request-path.md, Layout and import rules), each with the pages
 * below that it renders. A new one fails the test until its pages are added here and below.
 */
const PAGE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  "worker/geo/geo-route.tsx": ["geo-state", "geo-county", "geo-city", "geo-city-empty"],
  "worker/content/content-route.tsx": ["content-page", "content-page-editor", "content-guide"],
  "worker/content/content-preview-route.tsx": ["content-preview", "content-preview-wrong-token"],
  "worker/geo/care-type-hub-route.tsx": ["care-type-hub", "care-type-hub-home-care"],
  "worker/awards/awards-route.tsx": [
    "caring-stars",
    "caring-stars-bad-year",
    "caring-stars-senior-living",
    "caring-stars-senior-care",
    "home-care-pulse",
  ],
  "worker/consent/cookie-opt-out-route.tsx": ["cookie-opt-out"],
  "worker/home/home-route.tsx": ["home"],
  "worker/leads/inquiry-api.tsx": ["inquiry-problems"],
  "worker/leads/landing-route.tsx": ["landing", "landing-budget-removed", "landing-hero-behind"],
  "worker/leads/lead-deletion-api.tsx": ["deletion-request-problem"],
  "worker/leads/move-in-route.tsx": ["move-in", "move-in-post-problem", "move-in-used", "move-in-junk"],
  "worker/leads/lead-deletion-route.tsx": [
    "deletion-request",
    "deletion-request-sent",
    "deletion-confirm-junk",
    "deletion-confirm-post-junk",
  ],
  "worker/leads/thank-you-route.tsx": ["thank-you", "thank-you-provider", "thank-you-multi-step"],
  "worker/reviews/review-duplicate-route.tsx": ["review-duplicate-junk", "review-duplicate-post-junk"],
  "worker/providers/provider-route.tsx": [
    "provider",
    "provider-prices-shown",
    "provider-home-care",
    "provider-unknown",
    "provider-gallery-open",
    "provider-street-view-no-key",
    "provider-listing-page-2",
    "provider-listing-map",
    "provider-listing-none",
  ],
  "worker/partners/get-listed-route.tsx": ["get-listed", "get-listed-provider"],
  "worker/reviews/review-response-route.tsx": [
    "review-respond",
    "review-respond-invalid",
    "review-removal",
    "review-removal-invalid",
    "review-respond-post-problem",
    "review-guidelines",
  ],
  "worker/reviews/review-write-route.tsx": ["review-write", "review-write-post-problem", "review-write-thanks"],
  "worker/saved/saved-route.tsx": ["saved-empty", "saved", "saved-shared", "saved-shared-bad-link"],
  "worker/compare/compare-route.tsx": ["compare", "compare-prices-shown", "compare-bad-link"],
  "worker/guided-search/guided-search-route.tsx": [
    "guided-search",
    "guided-search-recommendation",
    "guided-search-no-answer",
    "guided-search-bad-answer",
  ],
  "worker/site-map/site-map-route.tsx": ["site-map-index", "site-map-state", "site-map-place"],
  "worker/search/search-route.tsx": [
    "search",
    "search-page-2-prices-shown",
    "search-filtered",
    "search-home-care",
    "search-no-match",
    "search-unknown-place",
    "search-no-input",
    "compare-tray",
  ],
  // The document shell of every page, and the branded 404 (and 500, the same page with other words).
  "worker/ssr/Document.tsx": ["home"],
  "worker/ssr/render.tsx": ["not-found"],
};

/**
 * The pages that carry JSON-LD, by file name, in the order they are fetched: every provider
 * page (its business and breadcrumb trail), on both brands. A page that starts to carry it is
 * listed here, so the check below runs over it and structured data cannot vanish unnoticed.
 */
const PAGES_WITH_JSON_LD: readonly string[] = LANGUAGES.flatMap((language) =>
  BRANDS.flatMap((brand) =>
    [
      "content-page",
      "content-page-editor",
      "content-guide",
      "provider",
      "provider-prices-shown",
      "provider-home-care",
      "provider-gallery-open",
      "provider-street-view-no-key",
      "provider-listing-page-2",
      "provider-listing-map",
      "provider-listing-none",
      "geo-state",
      "geo-county",
      "geo-city",
      "geo-city-empty",
    ].map((page) => `${brand.id}-${language === "es" ? "es-" : ""}${page}.html`),
  ),
);

/**
 * A document with a known error, checked in the same run as the pages: the run must report it,
 * or the checker is not reading the files and an empty report would prove nothing.
 */
const CONTROL_FILE = "control-duplicate-id.html";
const CONTROL_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Control</title></head><body><p id="twice">One</p><p id="twice">Two</p></body></html>';

/**
 * Every request comes from a visitor address of this run's own, in an IPv6 /64 of its own (the
 * other browser tests use IPv4 ones): its few posts never count against another test's rate
 * limits, nor against its own when a watching run repeats it within the hour.
 */
const VISITOR_IP = `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::7`;
/** The Spanish pages' visitor, in a /64 of its own: their posts count against no English one's limits. */
const SPANISH_VISITOR_IP = `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::8`;

/** The headers of a request in `language`'s lane: its visitor's address. */
const laneHeaders = (language: Language): Record<string, string> => ({
  "CF-Connecting-IP": language === "es" ? SPANISH_VISITOR_IP : VISITOR_IP,
});

/** A path in `language`: a page's own address, an API's with `lang` (a path already Spanish stays). */
const inLanguage = (path: string, language: Language) =>
  path.startsWith("/es/") ? path : localizedPath(path, language);

interface Answer {
  status: number;
  text: string;
  /** The `name=value` part of each Set-Cookie. */
  cookies: string[];
}

interface Send {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request to the dev server for one brand's host. Node's `fetch` drops a Host header, so
 * this goes through `node:http`, which sends the host it is given: the way a brand is chosen.
 */
function send(host: string, path: string, { method = "GET", headers = {}, body }: Send = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      { method, headers: { Host: host, "CF-Connecting-IP": VISITOR_IP, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            cookies: (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0] ?? ""),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** What a browser sends with a form post from one of the brand's own pages. */
function fromOwnPage(brand: BrandCase, contentType: string): Record<string, string> {
  return { Origin: `http://${brand.host}`, "Sec-Fetch-Site": "same-origin", "Content-Type": contentType };
}

const FORM = "application/x-www-form-urlencoded";

interface PageCase {
  /** The file the page's HTML is checked as: the brand, then the page. */
  file: string;
  /** The status the page answers with. */
  status: number;
  fetch: () => Promise<Answer>;
  /** What shows the page is in the state its name says. */
  shows?: RegExp;
  /** The page's language: English unless said. */
  language?: Language;
}

/** The operator's pages: they have no Spanish address. */
const ENGLISH_ONLY_PAGES = new Set(["content-preview", "content-preview-wrong-token"]);

/** A price in figures: the visitor has asked, so prices are not blurred. */
const PRICE_SHOWN = /Starting at \$\d/;
const NOT_FOUND = /We couldn&#x27;t find that page/;

interface FoundProvider {
  id: number;
  url: string;
  slug: string;
}

interface Directory {
  /** Two assisted-living communities near Austin, TX. */
  providers: FoundProvider[];
  /** A home care agency near Austin, TX: its page has no community sections. */
  homeCare: FoundProvider;
  /** Cookies of a visitor who has sent an inquiry: prices show for them. */
  askedCookies: string;
  /** An approved review, for the review-link pages. */
  reviewId: number;
}

/** The path and query of a link the admin API issued. */
const linkPath = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** The two review links an operator issues on the brand's host. */
async function reviewLinks(brand: BrandCase, reviewId: number): Promise<{ respondUrl: string; removalUrl: string }> {
  const answer = await send(brand.host, `/admin/reviews/${reviewId}/links`, {
    method: "POST",
    headers: { Authorization: "Bearer local-admin-token" },
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as { respondUrl: string; removalUrl: string };
}

/** The first approved review of the seeded directory: the id for which the admin API issues links. */
async function approvedReview(): Promise<number> {
  for (let id = 1; id <= 200; id++) {
    const answer = await send(BRANDS[0].host, `/admin/reviews/${id}/links`, {
      method: "POST",
      headers: { Authorization: "Bearer local-admin-token" },
    });
    if (answer.status === 200) return id;
  }
  throw new Error("the seeded directory has no approved review among its first 200");
}

/** A move-in link for the first lead of the dev database, issued on `brand`'s host: its path and query. */
async function moveInLink(brand: BrandCase): Promise<string> {
  for (let id = 1; id <= 300; id++) {
    const answer = await send(brand.host, `/admin/leads/${id}/move-in-link`, {
      method: "POST",
      headers: { Authorization: "Bearer local-admin-token" },
    });
    if (answer.status === 201) return linkPath((JSON.parse(answer.text) as { url: string }).url);
  }
  throw new Error("the dev database has no lead among its first 300");
}

/** Every page of one brand, in each state worth checking (PAGE_SOURCES says which file renders it). */
async function pagesOf(brand: BrandCase, directory: Directory, language: Language): Promise<PageCase[]> {
  const lane = laneHeaders(language);
  const get = (path: string, cookie?: string) => (): Promise<Answer> =>
    send(brand.host, inLanguage(path, language), { headers: { ...lane, ...(cookie ? { Cookie: cookie } : {}) } });
  const post = (path: string, body: string) => (): Promise<Answer> =>
    send(brand.host, inLanguage(path, language), {
      method: "POST",
      headers: { ...lane, ...fromOwnPage(brand, FORM) },
      body,
    });
  const [first, second] = directory.providers;
  if (!first || !second) throw new Error("the search near Austin found fewer than two providers");
  // `/{care type}/{state}/{city}/` of the first provider's address.
  const firstPlace = `${first.url.split("/").slice(0, 4).join("/")}/`;
  const austin = `${brand.searchPath}?keyword=Austin%2C+TX`;
  const landed = await multiStepLead(brand, language);
  const links = await reviewLinks(brand, directory.reviewId);
  const moveIn = await moveInLink(brand);
  const spentMoveIn = await moveInLink(brand);
  const saved = `cf_saved=${encodeURIComponent(encodeSavedProviders([first.id, second.id]))}`;
  const cases: (Omit<PageCase, "file"> & { name: string })[] = [
    { name: "home", status: 200, fetch: get("/") },
    // A content page with every block the renderer draws, under a stored parent (its breadcrumb).
    {
      name: "content-page",
      status: 200,
      fetch: get(CONTENT_PAGE_PATH),
      shows: /class="content-columns content-columns-2"/,
    },
    {
      name: "content-page-editor",
      status: 200,
      fetch: get(CONTENT_PAGE_PATH, await previewCookie(brand)),
      shows: /Editor preview[\s\S]*Empty column/,
    },
    // A shipped guide: the rollup of seeded providers, the newest good review, the advisors' words and related tiles.
    {
      name: "content-guide",
      status: 200,
      fetch: get("/resources/assisted-living/"),
      shows:
        /class="rollup-card"[\s\S]*class="featured-review"[\s\S]*class="content-testimonial"[\s\S]*class="related-article"/,
    },
    { name: "content-preview", status: 200, fetch: get("/admin/preview") },
    {
      name: "content-preview-wrong-token",
      status: 401,
      fetch: post("/admin/preview", "token=wrong&path=%2F"),
      shows: /That admin token is not valid\./,
    },
    { name: "search", status: 200, fetch: get(austin), shows: /\d+ Results<\/h2>/ },
    {
      name: "search-page-2-prices-shown",
      status: 200,
      fetch: get(`${austin}&page=2`, directory.askedCookies),
      shows: PRICE_SHOWN,
    },
    {
      name: "search-filtered",
      status: 200,
      fetch: get(`${austin}&lifestyle=pet-friendly&reviews=3-plus&price=1,3&distance=20&sortBy=most-reviews`),
    },
    { name: "search-home-care", status: 200, fetch: get(`${austin}&careType=in-home-care`) },
    {
      name: "search-no-match",
      status: 200,
      fetch: get(`${austin}&languages=korean&awards=caring-stars-winners&verified=verified-partners-only`),
      shows: /There aren&#x27;t any providers/,
    },
    {
      name: "search-unknown-place",
      status: 200,
      fetch: get(`${brand.searchPath}?keyword=Qqxzv`),
      shows: /Location not found/,
    },
    { name: "search-no-input", status: 200, fetch: get(brand.searchPath) },
    {
      name: "compare-tray",
      status: 200,
      fetch: get(`${austin}&selectedCommunities=${first.id},${second.id}`, directory.askedCookies),
      shows: /class="button button-primary compare-tray-button" href="\/compare\/\?ids=/,
    },
    { name: "provider", status: 200, fetch: get(first.url), shows: /\$X,XXX/ },
    { name: "provider-prices-shown", status: 200, fetch: get(first.url, directory.askedCookies), shows: PRICE_SHOWN },
    { name: "provider-home-care", status: 200, fetch: get(directory.homeCare.url) },
    { name: "provider-unknown", status: 404, fetch: get("/assisted-living/tx/austin/no-such-community/") },
    // The gallery open when this provider has photos (a fifth of them have none: then the page as usual).
    { name: "provider-gallery-open", status: 200, fetch: get(`${first.url}?photo-index=1`) },
    {
      name: "provider-street-view-no-key",
      status: 200,
      // Without a maps key there is no street view: the parameter is ignored, the page as usual.
      fetch: get(`${first.url}?street-view=true`),
      shows: /^(?![\s\S]*street-view-dialog)[\s\S]*id="provider-photos-heading"/,
    },
    // The search listing of other providers near it: a later page, the map display, and none found.
    {
      name: "provider-listing-page-2",
      status: 200,
      fetch: get(`${first.url}?listing-page=2`),
      shows: /<nav class="pagination" aria-label="Other providers pages">/,
    },
    {
      name: "provider-listing-map",
      status: 200,
      fetch: get(`${first.url}?display=map`),
      shows: /data-island="ProviderListingMap"/,
    },
    {
      name: "provider-listing-none",
      status: 200,
      fetch: get(`${first.url}?keyword=Nowhere%2C+ZZ&care-type=hospices`),
      shows: /We could not find the place/,
    },
    // The geo pages: a state, a county and a city with communities, and a town with none (noindex).
    { name: "geo-state", status: 200, fetch: get("/senior-living/assisted-living/texas/"), shows: /<h1>/ },
    {
      name: "geo-county",
      status: 200,
      fetch: get("/senior-living/assisted-living/texas/travis-county/"),
      shows: /Senior Living Communities near Texas, Travis County/,
    },
    {
      name: "geo-city",
      status: 200,
      fetch: get("/senior-living/assisted-living/texas/austin/"),
      shows: /class="provider-card"/,
    },
    {
      name: "geo-city-empty",
      status: 200,
      fetch: get("/senior-care/geriatric-care-managers/alaska/nome/"),
      shows: /content="noindex"/,
    },
    { name: "landing", status: 200, fetch: get("/lp/") },
    { name: "landing-budget-removed", status: 200, fetch: get("/lp/?feature-override=sem-budget-removed:on") },
    {
      name: "landing-hero-behind",
      status: 200,
      fetch: get("/lp/?feature-override=sem-hero-behind-form-layout:on"),
    },
    // The second brand has no Saved page: its address answers the branded 404.
    { name: "saved-empty", status: brand.hasSaved ? 200 : 404, fetch: get("/saved") },
    {
      name: "saved",
      status: brand.hasSaved ? 200 : 404,
      fetch: get("/saved", saved),
      shows: brand.hasSaved ? /class="provider-card"[\s\S]*class="provider-card"/ : NOT_FOUND,
    },
    {
      name: "saved-shared",
      status: brand.hasSaved ? 200 : 404,
      fetch: get(`/saved?ids=${first.id},${second.id}`),
      shows: brand.hasSaved ? /A shared list[\s\S]*class="provider-card"/ : NOT_FOUND,
    },
    {
      name: "saved-shared-bad-link",
      status: brand.hasSaved ? 400 : 404,
      fetch: get("/saved?ids=first,second"),
      shows: brand.hasSaved ? /ids/ : NOT_FOUND,
    },
    {
      name: "compare",
      status: 200,
      fetch: get(`/compare/?ids=${first.id},${second.id}&near=Austin%2C+TX`),
      shows: /class="compare-table"[\s\S]*Distance from Austin, TX/,
    },
    {
      name: "compare-prices-shown",
      status: 200,
      fetch: get(`/compare/?ids=${first.id},${second.id}`, directory.askedCookies),
      shows: PRICE_SHOWN,
    },
    {
      name: "compare-bad-link",
      status: 400,
      fetch: get("/compare/?ids=first,second"),
      shows: /This link cannot be compared: ids: /,
    },
    { name: "guided-search", status: 200, fetch: get("/guided-search/"), shows: /See my recommendation/ },
    {
      name: "guided-search-recommendation",
      status: 200,
      fetch: get(
        "/guided-search/?dailyNeeds=Help+with+almost+everything%2C+day+and+night&medicalCare=Skilled+nursing+care+every+day&medicalCare=Recovery+after+a+hospital+stay&budget=More+than+%248%2C000&location=Austin%2C+TX",
      ),
      shows: /We recommend Nursing Homes[\s\S]*near Austin, TX[\s\S]*checked=""/,
    },
    {
      name: "guided-search-no-answer",
      status: 200,
      fetch: get("/guided-search/?location="),
      shows: /You must provide an answer in at least one of the questions\./,
    },
    {
      name: "guided-search-bad-answer",
      status: 400,
      fetch: get("/guided-search/?memory=Maybe"),
      shows: /These answers cannot be read: memory: /,
    },
    { name: "thank-you", status: 200, fetch: get("/thank-you/") },
    {
      name: "thank-you-provider",
      status: 200,
      fetch: get(`/thank-you/?slug=${first.slug}`),
      shows: /We have your request about <a href=/,
    },
    {
      name: "thank-you-multi-step",
      status: 200,
      fetch: get(landed.path, landed.cookies),
      shows: /Thank you, Sam\. /,
    },
    { name: "deletion-request", status: 200, fetch: get("/privacy/delete-my-request/") },
    {
      name: "deletion-request-sent",
      status: 200,
      fetch: get("/privacy/delete-my-request/?sent=1"),
      shows: /we have emailed it a link/,
    },
    {
      name: "deletion-request-problem",
      status: 400,
      fetch: post("/api/leads/delete-request", "email=not-an-address"),
      shows: /aria-invalid="true"/,
    },
    { name: "deletion-confirm-junk", status: 400, fetch: get("/privacy/delete-my-request/confirm/?token=junk") },
    {
      name: "deletion-confirm-post-junk",
      status: 400,
      fetch: post("/privacy/delete-my-request/confirm/", "token=junk"),
    },
    {
      name: "review-duplicate-junk",
      status: 400,
      fetch: get("/reviews/duplicate/?token=junk"),
      shows: /This link does not work/,
    },
    {
      name: "review-duplicate-post-junk",
      status: 400,
      fetch: post("/reviews/duplicate/", "confirmationToken=junk&decision=keep"),
    },
    {
      name: "move-in",
      status: 200,
      fetch: get(moveIn),
      shows: /<h1 id="move-in-heading">Did you find a place\?<\/h1>/,
    },
    {
      name: "move-in-post-problem",
      status: 400,
      fetch: post(moveIn, "movedIn=yes&moveInDate=2026-02-30&notes=%3Cb%3Ehi%3C%2Fb%3E"),
      shows: /id="move-in-moveInDate-error"/,
    },
    {
      name: "move-in-used",
      status: 409,
      fetch: async () => {
        const sent = await post(spentMoveIn, "movedIn=no&notes=%3Cb%3EWe+stay+home%3C%2Fb%3E")();
        expect(sent.status).toBe(200);
        return get(spentMoveIn)();
      },
      shows: /What you sent/,
    },
    { name: "move-in-junk", status: 400, fetch: get("/move-in/?token=junk"), shows: /This link is not valid/ },
    // A plain form post (no JavaScript) with fields missing comes back as a page listing them.
    {
      name: "inquiry-problems",
      status: 400,
      fetch: post("/api/inquiry", "fullName=Ann&returnTo=%2F"),
      shows: /Please check your details/,
    },
    { name: "not-found", status: 404, fetch: get("/no-such-page/"), shows: NOT_FOUND },
    { name: "caring-stars", status: 200, fetch: get("/bestseniorliving/"), shows: /id="award-winners-heading"/ },
    {
      name: "care-type-hub",
      status: 200,
      fetch: get("/senior-living/assisted-living/"),
      shows: /Cost of Assisted Living in the United States[\s\S]*data-island="StatesMap"[\s\S]*class="state-cities"/,
    },
    {
      name: "care-type-hub-home-care",
      status: 200,
      fetch: get("/senior-care/in-home-care/"),
      shows: /<h1>Home Care<\/h1>/,
    },
    {
      name: "caring-stars-bad-year",
      status: 400,
      fetch: get("/bestseniorliving/?year=1999"),
      shows: /The year in the address is not valid/,
    },
    {
      name: "caring-stars-senior-living",
      status: 200,
      fetch: get("/bestseniorliving/caring-stars-senior-living/"),
      shows: /<h1>Caring Stars Senior Living Winners<\/h1>/,
    },
    {
      name: "caring-stars-senior-care",
      status: 200,
      fetch: get("/bestseniorliving/caring-stars-senior-care/"),
      shows: /<h1>Caring Stars Senior Care Winners<\/h1>/,
    },
    { name: "cookie-opt-out", status: 200, fetch: get("/cookie-opt-out/"), shows: /Reject Cookies<\/label>/ },
    {
      name: "home-care-pulse",
      status: 200,
      fetch: get("/bestseniorliving/home-care-pulse-awards/"),
      shows: /id="award-winners-heading"/,
    },
    {
      name: "review-respond",
      status: 200,
      fetch: get(linkPath(links.respondUrl)),
      shows: /<h1 id="reply-heading">Respond to a review<\/h1>[\s\S]*The review/,
    },
    {
      name: "review-respond-invalid",
      status: 400,
      fetch: get("/reviews/respond/?token=junk"),
      shows: /Invalid review/,
    },
    {
      name: "review-removal",
      status: 200,
      fetch: get(linkPath(links.removalUrl)),
      shows: /<h1 id="reply-heading">Request removal<\/h1>[\s\S]*The review/,
    },
    { name: "review-removal-invalid", status: 400, fetch: get("/reviews/request-removal/"), shows: /Invalid Review/ },
    {
      name: "review-respond-post-problem",
      status: 400,
      fetch: post(
        "/reviews/respond/",
        new URLSearchParams({
          token: new URL(links.respondUrl).searchParams.get("token") ?? "",
          authorName: "D",
          authorTitle: "Owner",
          content: "Thank you.",
          authorEmail: "dana@example.com",
          acknowledged: "yes",
        }).toString(),
      ),
      shows: /Name must be at least 2 characters long/,
    },
    { name: "review-guidelines", status: 200, fetch: get("/reviews/guidelines/"), shows: /Review guidelines/ },
    { name: "get-listed", status: 200, fetch: get("/partners/get-listed/") },
    { name: "review-write", status: 200, fetch: get("/reviews/write/"), shows: /id="write-review-heading"/ },
    // A provider's form sent without script with a name too short: the form again, its message under the field.
    {
      name: "review-write-post-problem",
      status: 400,
      fetch: post(
        "/reviews/write/",
        new URLSearchParams({ locationId: String(first.id), returnPath: first.url, authorName: "Mia" }).toString(),
      ),
      shows: /Please enter at least 5 characters/,
    },
    {
      name: "review-write-thanks",
      status: 200,
      fetch: get(`/reviews/write/thanks/?back=${encodeURIComponent(first.url)}`),
      shows: /Back to the listing you reviewed/,
    },
    { name: "site-map-index", status: 200, fetch: get("/site-map/"), shows: /Site Map<\/h1>/ },
    // The site maps of the first provider's care type, state and city: they list it.
    { name: "site-map-state", status: 200, fetch: get(`/site-map${firstPlace.split("/").slice(0, 3).join("/")}/`) },
    {
      name: "site-map-place",
      status: 200,
      fetch: get(`/site-map${firstPlace}`),
      shows: new RegExp(`class="site-map-columns"[\\s\\S]*href="${first.url}"`),
    },
    {
      name: "get-listed-provider",
      status: 200,
      fetch: get(`/partners/get-listed/?provider=${first.id}`),
      shows: /You are claiming the listing of/,
    },
  ];
  if (language === "en") return cases.map(({ name, ...page }) => ({ file: `${brand.id}-${name}.html`, ...page }));
  // The Spanish twins: every page that has one, without the English words its state is told by.
  return cases
    .filter(({ name }) => !ENGLISH_ONLY_PAGES.has(name))
    .map(({ name, shows: _english, ...page }) => ({ file: `${brand.id}-es-${name}.html`, ...page, language }));
}

const CONTENT_PAGE_PATH = "/markup-guides/paying/";

/** The content pages the markup check reads, stored through the admin API (both brands serve them). */
async function prepareContentPages(): Promise<void> {
  await adminJson(baseUrl, "PUT", "/admin/pages/markup-guides", 200, {
    json: { title: "Guides", description: "Guides for families.", blocks: [] },
  });
  await adminJson(baseUrl, "PUT", `/admin/pages${CONTENT_PAGE_PATH.slice(0, -1)}`, 200, { json: EVERY_BLOCK_PAGE });
}

/** The editor preview's cookie for a brand, from its sign-in form. */
async function previewCookie(brand: BrandCase): Promise<string> {
  const answer = await send(brand.host, "/admin/preview", {
    method: "POST",
    headers: fromOwnPage(brand, FORM),
    body: new URLSearchParams({ token: LOCAL_ADMIN_TOKEN, path: CONTENT_PAGE_PATH }).toString(),
  });
  expect(answer.status).toBe(303);
  return answer.cookies.join("; ");
}

/** Providers from the seeded directory, and a visitor who has asked about one: what the pages above need. */
async function prepareDirectory(): Promise<Directory> {
  const carefind = BRANDS[0];
  const search = async (careType: string): Promise<FoundProvider[]> => {
    const answer = await send(carefind.host, "/api/enhanced-search", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ keyword: "Austin, TX", careType }),
    });
    expect(answer.status).toBe(200);
    const { results } = JSON.parse(answer.text) as { results: (FoundProvider & { priceHidden: boolean })[] };
    // Priced ones first (their prices are hidden from this visitor), so the pages show prices once asked.
    return results
      .toSorted((a, b) => Number(b.priceHidden) - Number(a.priceHidden))
      .map(({ id, url, slug }) => ({ id, url, slug }));
  };
  const providers = (await search("assisted-living")).slice(0, 2);
  const [homeCare] = await search("in-home-care");
  if (!homeCare) throw new Error("the search found no home care agency near Austin, TX");

  const asked = await send(carefind.host, "/api/inquiry", {
    method: "POST",
    headers: fromOwnPage(carefind, "application/json"),
    body: JSON.stringify(inquiry({ providerId: providers[0]?.id ?? 0 })),
  });
  expect(asked.status).toBe(200);

  return { providers, homeCare, askedCookies: asked.cookies.join("; "), reviewId: await approvedReview() };
}

/**
 * A lead sent with the multi-step form on the brand's landing page: the thank-you page it
 * names, and the cookies of its visitor, the only one that page greets by name.
 */
async function multiStepLead(brand: BrandCase, language: Language): Promise<{ path: string; cookies: string }> {
  const landed = await send(brand.host, inLanguage("/api/multi-step-form", language), {
    method: "POST",
    headers: { ...laneHeaders(language), ...fromOwnPage(brand, "application/json") },
    body: JSON.stringify(multiStep({ domain: brand.host.split(":")[0] })),
  });
  expect(landed.status).toBe(200);
  const { thankYouPage } = JSON.parse(landed.text) as { thankYouPage: string };
  return { path: thankYouPage, cookies: landed.cookies.join("; ") };
}

let folder: string;
let pages: {
  file: string;
  status: number;
  expected: number;
  shows: RegExp | undefined;
  html: string;
  language: Language;
}[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "carefind-markup-"));
  const directory = await prepareDirectory();
  await prepareContentPages();
  const cases = (
    await Promise.all(LANGUAGES.flatMap((language) => BRANDS.map((brand) => pagesOf(brand, directory, language))))
  ).flat();
  pages = [];
  // A few at a time: the dev server shares the machine with the other test files.
  for (let start = 0; start < cases.length; start += 4) {
    const batch = cases.slice(start, start + 4);
    const answers = await Promise.all(batch.map((page) => page.fetch()));
    batch.forEach((page, index) => {
      const answer = answers[index] as Answer;
      pages.push({
        file: page.file,
        status: answer.status,
        expected: page.status,
        shows: page.shows,
        html: answer.text,
        language: page.language ?? "en",
      });
    });
  }
  await Promise.all([
    ...pages.map((page) => writeFile(join(folder, page.file), page.html)),
    writeFile(join(folder, CONTROL_FILE), CONTROL_HTML),
  ]);
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the server HTML of every page type on both brands", () => {
  it("covers every Worker file that renders HTML, with each page it names", async () => {
    const entries = await readdir(join(projectRoot, "worker"), { recursive: true });
    const sources = entries
      .filter((entry) => entry.endsWith(".tsx"))
      .map((entry) => `worker/${entry.split("\\").join("/")}`)
      .sort();
    expect(sources).toEqual(Object.keys(PAGE_SOURCES).sort());
    const checked = new Set(pages.map((page) => page.file));
    for (const brand of BRANDS) {
      const named = Object.values(PAGE_SOURCES).flatMap((names) => names.map((name) => `${brand.id}-${name}.html`));
      expect(named.filter((file) => !checked.has(file))).toEqual([]);
    }
    const spanish = new Set(
      Object.values(PAGE_SOURCES)
        .flat()
        .filter((name) => !ENGLISH_ONLY_PAGES.has(name)),
    );
    expect(checked.size).toBe((new Set(Object.values(PAGE_SOURCES).flat()).size + spanish.size) * BRANDS.length);
  });

  it("answers each page with its status, as the brand asked for, in the state it is named after", () => {
    const answered = pages.map((page) => `${page.file} ${page.status}`);
    expect(answered).toEqual(pages.map((page) => `${page.file} ${page.expected}`));
    for (const page of pages) {
      const brand = `<!DOCTYPE html><html lang="${page.language}" data-brand="${page.file.split("-")[0]}"`;
      expect(page.html.startsWith(brand), `${page.file} starts ${brand}`).toBe(true);
      if (page.shows) expect(page.shows.test(page.html), `${page.file} shows ${page.shows}`).toBe(true);
    }
  });

  it("says every text of a Spanish page in Spanish: no English catalogue text outside what is marked English", () => {
    const spanish = pages.filter((page) => page.language === "es");
    expect(spanish.length).toBeGreaterThan(100);
    const leftovers = spanish.flatMap((page) => englishLeftovers(page.html).map((text) => `${page.file} ${text}`));
    expect(leftovers).toEqual([]);
  });

  it("has no error the Nu HTML checker reports (warnings and info are advice and pass)", async () => {
    const files = [...pages.map((page) => join(folder, page.file)), join(folder, CONTROL_FILE)];
    const messages: NuMessage[] = await checkWithNu(files);
    // Only errors fail the pages: warnings and info messages (React writes void elements as
    // `<input/>`, which the checker mentions on every page) are advice.
    const failures = messages.filter(isFailure).map(describeNuMessage);
    // The control document's duplicate id shows the run read the files and reports errors.
    expect(failures.filter((line) => line.startsWith(CONTROL_FILE)).length).toBeGreaterThan(0);
    expect(failures.filter((line) => !line.startsWith(CONTROL_FILE))).toEqual([]);
  });

  it("reads every JSON-LD block as JSON naming only schema.org types", () => {
    // Every indexed page opens its JSON-LD with itself as a WebPage in its language; these say more.
    const withJsonLd = pages.filter((page) => pageJsonLdBlocks(page.html).length > 0).map((page) => page.file);
    expect(withJsonLd).toEqual([...PAGES_WITH_JSON_LD]);
    const problems = pages.flatMap((page) =>
      jsonLdBlocks(page.html).flatMap((block, index) =>
        jsonLdProblems(block).map((problem) => `${page.file} JSON-LD block ${index + 1} ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});
