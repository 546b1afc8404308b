/**
 * Content pages (spec reviews-and-provider-page §2, §5, §6; lead-capture-and-chrome §1, §5, §6,
 * §8): the operator API stores only valid documents and names the block and field of a bad one,
 * the page renders every block the renderer draws, device visibility, fragments are never
 * pages, brands, and the editor preview.
 */

import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentPageInput } from "../../domain/content/content-blocks.ts";
import { telHref } from "../../domain/phone.ts";
import { forgetAllRemembered } from "../../worker/cache/kv-memory.ts";
import { EVERY_BLOCK_PAGE } from "../support/content-pages.ts";
import { loadContentFixture } from "./fixtures/content.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry } from "./fixtures/visitors.ts";
import { ADMIN, call, setCookies } from "./worker-client.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

function put(path: string, page: unknown, query = "") {
  return call(`/admin/pages/${path}${query}`, { method: "PUT", headers: ADMIN, body: page });
}

async function storedCount(path: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM content_pages WHERE path = ?")
    .bind(path)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const SIMPLE: ContentPageInput = {
  title: "About us",
  description: "Who we are.",
  blocks: [{ type: "text", title: "Our story", text: "We help families." }],
};

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await loadContentFixture(env.DB);
  expect((await put("guides", { ...SIMPLE, title: "Guides" })).status).toBe(200);
  expect((await put("guides/paying", EVERY_BLOCK_PAGE)).status).toBe(200);
});

describe("PUT /admin/pages/{path}", () => {
  it("stores the page under its slashed path and answers the normalised document", async () => {
    const response = await put("about/reviews_faq", SIMPLE);
    expect(response.status).toBe(200);
    const body = await response.json<{ path: string; kind: string; page: Record<string, unknown> }>();
    expect(body.path).toBe("/about/reviews_faq/");
    expect(body.kind).toBe("page");
    expect(body.page.layout).toEqual({ kind: "single" });
    expect(body.page.brands).toEqual([]);
    expect(body.page.blocks).toEqual([
      { type: "text", title: "Our story", text: "We help families.", visibility: "all" },
    ]);
    expect(await storedCount("/about/reviews_faq/")).toBe(1);
  });

  it("refuses a bad block with a 400 naming the block and the field, and stores nothing", async () => {
    const page = {
      ...SIMPLE,
      blocks: [
        ...SIMPLE.blocks,
        { type: "heading", text: "FAQ" },
        { type: "text", text: "x" },
        { type: "faq", items: [{ question: "Is it free?", answer: "" }] },
      ],
    };
    const response = await put("about/faq-draft", page);
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; problems: string[] }>();
    expect(body.error).toBe(
      "Invalid page: blocks[3] (faq): items[0].answer: Too small: expected string to have >=1 characters",
    );
    expect(await storedCount("/about/faq-draft/")).toBe(0);
  });

  it("refuses a link off the site in disguise or a script link, naming the field, and stores nothing", async () => {
    const richText = (href: string) => ({
      ...SIMPLE,
      blocks: [{ type: "richText", content: [{ kind: "paragraph", children: ["See ", { text: "this", href }] }] }],
    });
    const cta = (url: string) => ({
      ...SIMPLE,
      blocks: [{ type: "ctaList", buttons: [{ text: "Go", url }] }],
    });
    for (const [page, field] of [
      [richText("/\\evil.example"), "blocks[0] (richText): content[0].children[1].href"],
      [richText("javascript:alert(1)"), "blocks[0] (richText): content[0].children[1].href"],
      [cta("/\\evil.example"), "blocks[0] (ctaList): buttons[0].url"],
      [cta("javascript:alert(1)"), "blocks[0] (ctaList): buttons[0].url"],
    ] as const) {
      const response = await put("about/links-draft", page);
      expect(response.status, field).toBe(400);
      const body = await response.json<{ error: string }>();
      expect(body.error, field).toBe(`Invalid page: ${field}: Must be a site path or an https address`);
    }
    expect(await storedCount("/about/links-draft/")).toBe(0);
  });

  it("refuses a related-article tile whose link is a script or off the site in disguise, naming the field", async () => {
    for (const url of ["javascript:alert(1)", "//evil.example/guide"]) {
      const page = {
        ...SIMPLE,
        blocks: [
          {
            type: "relatedArticles",
            articles: [
              { title: "Guide", url: "/resources/" },
              { title: "Bad", url },
            ],
          },
        ],
      };
      const response = await put("about/related-draft", page);
      expect(response.status, url).toBe(400);
      const body = await response.json<{ error: string }>();
      expect(body.error).toBe(
        "Invalid page: blocks[0] (relatedArticles): articles[1].url: Must be a site path or an https address",
      );
    }
    expect(await storedCount("/about/related-draft/")).toBe(0);
  });

  it("names an unknown block type and a missing title", async () => {
    const response = await put("about/faq-draft", { description: "x", blocks: [{ type: "marquee" }] });
    expect(response.status).toBe(400);
    const { problems } = await response.json<{ problems: string[] }>();
    expect(problems).toContain("title: Invalid input: expected string, received undefined");
    expect(problems.some((problem) => problem.startsWith("blocks[0] (marquee): "))).toBe(true);
    expect(await storedCount("/about/faq-draft/")).toBe(0);
  });

  it.each([
    ["search/guide", "'/search/' belongs to a page the site already has"],
    ["assisted-living/guide", "'/assisted-living/' belongs to a page the site already has"],
    ["senior-care", "'/senior-care/' belongs to a page the site already has"],
    ["v2/notes", "'/v2/' belongs to a page the site already has"],
    ["About", "Use lowercase letters, digits, hyphens and underscores between slashes, like /about/reviews_faq/"],
    [
      "guides/costs.html",
      "Use lowercase letters, digits, hyphens and underscores between slashes, like /about/reviews_faq/",
    ],
    ["fragments/odd", "Only fragments live under /fragments/"],
  ])("refuses the path %s with a 400 naming path", async (path, message) => {
    const response = await put(path, SIMPLE);
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; problems: { field: string; message: string }[] }>();
    expect(body.problems[0]).toEqual({ field: "path", message });
  });

  it("stores fragments under /fragments/ only, with ?kind=fragment", async () => {
    expect((await put("about/bit", SIMPLE, "?kind=fragment")).status).toBe(400);
    expect((await put("fragments/sidebar-help", SIMPLE, "?kind=fragment")).status).toBe(200);
    expect((await put("fragments/sidebar-help", SIMPLE, "?kind=widget")).status).toBe(400);
  });

  it("answers 401 without the admin token and 403 with a wrong one, storing nothing", async () => {
    const anonymous = await call("/admin/pages/about/secret", { method: "PUT", body: SIMPLE });
    expect(anonymous.status).toBe(401);
    const wrong = await call("/admin/pages/about/secret", {
      method: "PUT",
      headers: { Authorization: "Bearer nope" },
      body: SIMPLE,
    });
    expect(wrong.status).toBe(403);
    expect(await storedCount("/about/secret/")).toBe(0);
  });
});

describe("GET and DELETE /admin/pages", () => {
  it("lists pages and fragments with their titles, reads one and deletes one", async () => {
    await put("about/to-delete", { ...SIMPLE, title: "Delete me" });
    const list = await (await call("/admin/pages", { headers: ADMIN })).json<{
      pages: { path: string; kind: string; title: string }[];
    }>();
    expect(list.pages).toContainEqual(
      expect.objectContaining({ path: "/about/to-delete/", kind: "page", title: "Delete me" }),
    );
    expect(list.pages).toContainEqual(
      expect.objectContaining({
        path: "/fragments/search-results-odd/",
        kind: "fragment",
        title: "Not sure where to start?",
      }),
    );
    const one = await call("/admin/pages/about/to-delete", { headers: ADMIN });
    expect((await one.json<{ page: { title: string } }>()).page.title).toBe("Delete me");
    expect((await call("/admin/pages/about/to-delete", { method: "DELETE", headers: ADMIN })).status).toBe(200);
    expect(await storedCount("/about/to-delete/")).toBe(0);
    expect((await call("/admin/pages/about/to-delete", { headers: ADMIN })).status).toBe(404);
    expect((await call("/about/to-delete/")).status).toBe(404);
  });
});

describe("a content page", () => {
  it("renders its title, description, canonical and breadcrumb trail of stored ancestors, without Home", async () => {
    const response = await call("/guides/paying/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Paying for senior living | ");
    expect(html).toContain(
      '<meta name="description" content="How families pay for assisted living, memory care and home care."/>',
    );
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/guides\/paying\/"\/>/);
    expect(html).not.toContain('content="noindex"');
    expect(html).toContain(
      '<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="/guides/">Guides</a></li><li><span aria-current="page">Paying for senior living</span></li></ol></nav>',
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ""),
    );
    const trail = jsonLd.find((item) => item["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((item: { position: number; name: string }) => [item.position, item.name])).toEqual(
      [
        [1, "Guides"],
        [2, "Paying for senior living"],
      ],
    );
    // The FAQ's questions and answers as schema.org's FAQPage (one for the page's FAQ blocks).
    const faq = jsonLd.filter((item) => item["@type"] === "FAQPage");
    expect(faq).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: [
          {
            "@type": "Question",
            name: "Does Medicare pay for assisted living?",
            acceptedAnswer: { "@type": "Answer", text: "No: Medicare does not pay for room and board." },
          },
        ],
      },
    ]);
  });

  it("answers 301 to the trailing-slash address", async () => {
    const response = await call("/guides/paying?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/guides/paying/?x=1");
  });

  it("renders every block it draws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // Rendered afresh: the block data is written straight into D1, with no purge.
    const html = await (await call("/guides/paying/", { headers: { "Cache-Control": "no-cache" } })).text();
    // Heading with its anchor; the rich-text subheading of the same text gets -2.
    expect(html).toContain(
      '<h2 id="where-the-money-comes-from" class="content-heading content-heading-xl">Where the money comes from</h2>',
    );
    expect(html).toContain('<h3 id="where-the-money-comes-from-2" class="content-heading content-heading-lg">');
    // Rich text: bold, italic, an internal link without .html and with its slash, lists.
    expect(html).toContain("<strong>your savings</strong>");
    expect(html).toContain("<em>benefits</em>");
    expect(html).toContain('<a href="/guides/costs/">our cost guide</a>');
    expect(html).toContain('<a href="https://www.medicare.gov/" rel="noopener">Medicare</a>');
    expect(html).toContain("<ul><li>Pensions</li><li>Long-term care insurance</li></ul>");
    expect(html).toContain("<ol><li>Ask</li><li>Compare</li></ol>");
    // Text: paragraphs; the empty text block renders nothing inside its frame.
    expect(html).toContain("<p>First paragraph.</p><p>Second paragraph.</p>");
    expect(html).toContain('<div class="content-block content-block-text"></div>');
    // Image with text: size attributes, lazy.
    expect(html).toContain(
      '<img src="/images/placeholders/placeholder-1.svg" alt="A sunny common room" width="640" height="480" loading="lazy" decoding="async"/>',
    );
    // Table and chart with their figures as text.
    expect(html).toContain('<th scope="col">Care type</th><th scope="col">Cost</th>');
    expect(html).toContain("<td>Memory care</td><td>$5,900</td>");
    expect(html).toContain('<span class="bar-chart-label">Minnesota</span>');
    expect(html).toContain('<span class="bar-chart-value">$5,100</span>');
    // Video: an allowed embed as an iframe; another host as a link.
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="A tour of a community" loading="lazy"',
    );
    expect(html).toContain(
      '<a href="https://videos.example.org/watch/1" rel="noopener">Watch the video: <!-- -->Our founder&#x27;s story</a>',
    );
    // Collapsible text: READ MORE / READ LESS in a <details>.
    expect(html).toContain(
      '<details class="collapsible-details"><summary class="collapsible-toggle"><span class="when-closed">READ MORE</span><span class="when-open">READ LESS</span></summary>',
    );
    // Columns: the empty column is left out for visitors.
    expect(html).toContain('<div class="content-columns content-columns-2">');
    expect(html).not.toContain("Empty column");
    // Expander starts open.
    expect(html).toContain(
      '<details class="content-expander" open=""><summary class="content-expander-title">What does Medicaid cover?</summary>',
    );
    // Testimonial.
    expect(html).toContain("<blockquote><p>They found us a place in a week.</p></blockquote>");
    // Call to action links: tel, sms, mailto, internal; the broken one is left out and logged.
    expect(html).toContain('href="tel:+15125550100">Call an advisor</a>');
    expect(html).toContain('href="sms:+15125550101">Text us</a>');
    expect(html).toContain('href="mailto:help@example.com">Email us</a>');
    expect(html).toContain('href="/assisted-living/">Browse assisted living</a>');
    expect(html).not.toContain("Broken link");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("call to action 'Broken link'"));
    // openInquiry opens the inquiry form in a dialog; openReviewModal goes to the write-review page.
    expect(html).toMatch(/data-island="InquiryForm"[^>]*data-hydrate="idle"/);
    expect(html).toContain(">Get pricing</button>");
    expect(html).toContain('href="/reviews/write/">Write a review</a>');
    // Related-article tiles: the internal link slashed without .html; the unreadable one left out and logged.
    expect(html).toContain('<h2 id="related-17" class="related-articles-title">Read next</h2>');
    expect(html).toContain('<a href="/guides/costs/">What assisted living costs</a>');
    expect(html).toContain('<a href="https://www.medicare.gov/coverage" rel="noopener">Medicare coverage</a>');
    expect(html).not.toContain("A link that cannot be read");
    expect(logged).toHaveBeenCalledWith("Unparseable related-article URL", "https://[broken");
    // Carousel: three slides and a dot for each, links to the slides without script.
    expect(html).toContain(
      '<section class="content-carousel" aria-roledescription="carousel" aria-labelledby="carousel-18-title">',
    );
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain(
      '<a class="carousel-dot" href="#carousel-18-slide-2"><span class="visually-hidden">Slide 2 of 3</span></a>',
    );
    expect(html).toContain('href="/senior-living/assisted-living/">Start comparing</a>');
    // State licenses: split, de-duplicated, 'state license' removed.
    expect(html).toContain("<ul><li>Assisted Living</li><li>Home Health</li><li>Hospice</li></ul>");
  });

  it("hides mobile-only and desktop-only blocks by their classes", async () => {
    // Rendered afresh: the block data is written straight into D1, with no purge.
    const html = await (await call("/guides/paying/", { headers: { "Cache-Control": "no-cache" } })).text();
    expect(html).toContain(
      '<div class="content-block content-block-text mobile-only"><div class="content-text"><h2 class="content-heading content-heading-xl">Phones only</h2>',
    );
    expect(html).toContain(
      '<div class="content-block content-block-text desktop-only"><div class="content-text"><h2 class="content-heading content-heading-xl">Desktops only</h2>',
    );
  });

  it("leaves out a bad image host and bad chart data, logging the spec's messages", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await put("guides/broken", {
      ...SIMPLE,
      blocks: [
        { type: "imageWithText", image: { url: "https://evil.example.com/a.png", alt: "x" }, title: "Hidden image" },
        { type: "table", title: "Hidden table", json: '{"data":{"a":1}}' },
        { type: "barChart", title: "Hidden chart", json: "[not json" },
      ],
    });
    const html = await (await call("/guides/broken/")).text();
    expect(html).not.toContain("Hidden image");
    expect(html).not.toContain("Hidden table");
    expect(html).not.toContain("Hidden chart");
    expect(logged).toHaveBeenCalledWith("Invalid host in image url", "https://evil.example.com/a.png");
    expect(logged).toHaveBeenCalledWith("Invalid jsonData: provided JSON data is not an array");
    expect(logged).toHaveBeenCalledWith("please check your data is a properly formatted JSON Array");
  });

  it("never serves a fragment, and a missing path is the 404", async () => {
    expect((await call("/fragments/search-results-odd/")).status).toBe(404);
    expect((await call("/no/such/page/")).status).toBe(404);
  });

  it("is served only on the brands it names", async () => {
    await put("housing-only", { ...SIMPLE, title: "Housing only", brands: ["seniorhousing"] });
    expect((await call("/housing-only/", { host: "seniorhousing.localhost" })).status).toBe(200);
    expect((await call("/housing-only/")).status).toBe(404);
  });

  it("is noindex when the document says so", async () => {
    await put("about/hidden", { ...SIMPLE, noindex: true });
    expect(await (await call("/about/hidden/")).text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("page layouts", () => {
  const blocks = [
    { type: "heading", text: "Costs" },
    { type: "richText", content: [{ kind: "subheading", text: "Extras" }] },
  ];

  it("puts a left rail behind its button, open, beside the content", async () => {
    await put("layouts/rail", {
      ...SIMPLE,
      blocks,
      layout: { kind: "leftRail", railTitle: "In this section", rail: [{ type: "text", text: "Rail text" }] },
    });
    const html = await (await call("/layouts/rail/")).text();
    expect(html).toContain(
      '<details class="content-rail" open=""><summary class="content-rail-toggle">In this section</summary>',
    );
    expect(html).toContain("<p>Rail text</p>");
  });

  it("puts call-to-action links above the page's inquiry form in a side rail", async () => {
    await put("layouts/side", {
      ...SIMPLE,
      blocks,
      layout: { kind: "sideRail", links: [{ text: "Email us", linkType: "mailto", url: "a@example.com" }] },
    });
    const html = await (await call("/layouts/side/")).text();
    expect(html).toMatch(
      /<aside class="content-side-rail" aria-label="Get help">.*href="mailto:a@example.com">Email us<\/a>.*data-island="InquiryForm"/,
    );
    expect(html).toContain('"displayMode":"vertical"');
  });

  it("puts a sidebar on the side the editor chose", async () => {
    await put("layouts/sidebar", {
      ...SIMPLE,
      blocks,
      layout: { kind: "sidebar", side: "left", sidebar: [{ type: "text", text: "Aside text" }] },
    });
    const html = await (await call("/layouts/sidebar/")).text();
    expect(html).toContain('<div class="content-layout content-layout-sidebar content-sidebar-left">');
    expect(html).toMatch(/<aside class="content-sidebar" aria-label="Related">.*Aside text/);
  });

  it("lists the page's headings as a jump list, linking to their anchors", async () => {
    await put("layouts/toc", { ...SIMPLE, blocks, layout: { kind: "tableOfContents", orientation: "vertical" } });
    const html = await (await call("/layouts/toc/")).text();
    expect(html).toContain(
      '<nav class="content-jump-list content-jump-list-vertical" aria-label="On this page"><ul><li class="jump-level-2"><a href="#costs">Costs</a></li><li class="jump-level-3"><a href="#extras">Extras</a></li></ul></nav>',
    );
    expect(html).toContain('<h2 id="costs"');
    expect(html).toContain('<h3 id="extras"');
  });
});

describe("the editor preview", () => {
  function startPreview(token: string, path = "/guides/paying/") {
    return call("/admin/preview", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: new URLSearchParams({ token, path }).toString(),
    });
  }

  it("offers a form with the token and the page path", async () => {
    const response = await call("/admin/preview");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<label for="preview-token">Admin token</label>');
    expect(html).toContain('<label for="preview-path">Page path</label>');
  });

  it("with the admin token sets a signed one-hour cookie and shows editors the empty column, the banner, no-store and noindex", async () => {
    const response = await startPreview("test-admin-token");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/guides/paying/");
    const cookie = setCookies(response).get("cf_content_preview");
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Max-Age=3600", "Path=/", "HttpOnly", "SameSite=Strict"]),
    );
    const page = await call("/guides/paying/", { cookies: { cf_content_preview: cookie?.raw ?? "" } });
    const html = await page.text();
    expect(html).toContain('<p class="content-editor-banner" role="status">Editor preview</p>');
    expect(html).toContain('<div class="content-columns content-columns-3">');
    expect(html).toContain('<p class="content-empty-column">Empty column</p>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("refuses a wrong token with a 401 page and no cookie; a forged cookie shows the visitor's page", async () => {
    const response = await startPreview("wrong-token");
    expect(response.status).toBe(401);
    expect(setCookies(response).has("cf_content_preview")).toBe(false);
    expect(await response.text()).toContain("That admin token is not valid.");
    const forged = await call("/guides/paying/", { cookies: { cf_content_preview: `${Date.now() + 100000}.forged` } });
    const html = await forged.text();
    expect(html).not.toContain("Editor preview");
    expect(html).not.toContain("Empty column");
  });

  it("never redirects off the site, and ends with the cookie cleared", async () => {
    const offSite = await startPreview("test-admin-token", "//evil.example.com/");
    expect(offSite.headers.get("Location")).toBe("/");
    const ended = await call("/admin/preview/end", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: "",
    });
    expect(ended.status).toBe(303);
    expect(setCookies(ended).get("cf_content_preview")?.attributes).toContain("Max-Age=0");
  });
});

describe("the search page's inserted block", () => {
  function insertedBlock(html: string): string {
    return /<aside class="results-inserted"[^>]*>.*?<\/aside>/.exec(html)?.[0] ?? "";
  }

  it("is the odd fragment on odd pages, the even one on even pages, and the built-in block while one is missing", async () => {
    const first = insertedBlock(await (await call("/local/search/?keyword=Austin%2C+TX")).text());
    expect(first).toContain('aria-label="Not sure where to start?"');
    // The fragment's inquiry button cannot open a form inside the results: it calls the advisor line.
    expect(first).toContain(
      `<a href="${telHref(env.ADVISOR_PHONE)}">Talk to a family advisor: ${env.ADVISOR_PHONE}</a>`,
    );
    expect(insertedBlock(await (await call("/local/search/?keyword=Austin%2C+TX&page=2")).text())).toContain(
      'aria-label="Questions to ask on a tour"',
    );
    expect(
      (await call("/admin/pages/fragments/search-results-even?kind=fragment", { method: "DELETE", headers: ADMIN }))
        .status,
    ).toBe(200);
    const builtIn = insertedBlock(await (await call("/local/search/?keyword=Austin%2C+TX&page=2")).text());
    expect(builtIn).toContain('aria-label="Touring tips"');
    await put(
      "fragments/search-results-even",
      {
        title: "Touring checklist",
        description: "Even pages.",
        blocks: [
          { type: "heading", text: "Bring this checklist" },
          { type: "ctaButton", button: { text: "Call us", linkType: "tel", url: "5125550100" } },
          {
            type: "imageWithText",
            image: { url: "/images/placeholders/placeholder-2.svg", alt: "x" },
            title: "Not shown",
          },
        ],
      },
      "?kind=fragment",
    );
    const second = insertedBlock(await (await call("/local/search/?keyword=Austin%2C+TX&page=2")).text());
    expect(second).toBe(
      '<aside class="results-inserted" aria-label="Touring checklist"><h2>Bring this checklist</h2><ul><li><a href="tel:+15125550100">Call us</a></li></ul></aside>',
    );
  });
});

describe("the guides' blocks beside the search", () => {
  const fresh = { headers: { "Cache-Control": "no-cache" } };

  beforeAll(async () => {
    await env.DB.exec(
      [
        `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9201, 104, 'assisted_living_facilities', 'Rosa T.', 'family', 'The aides learned how Mum likes her tea.', 5, 'approved', '2027-02-01T10:00:00.000Z');`,
        `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9202, 108, 'assisted_living_facilities', 'Lowe L.', 'family', 'Three stars and newer.', 3, 'approved', '2027-03-01T10:00:00.000Z');`,
        `INSERT INTO reviews (id, provider_id, care_type_id, author_name, relationship, content, rating_overall, status, created_at) VALUES (9203, 100, 'assisted_living_facilities', 'Pending P.', 'family', 'Waiting for a moderator.', 5, 'pending', '2027-04-01T10:00:00.000Z');`,
      ].join("\n"),
    );
  });

  /** The rollup's cards: the provider page linked and the card's price line. */
  function rollupCards(html: string): { url: string; price: string }[] {
    return [...html.matchAll(/<li class="rollup-card">(.*?)<\/li>/gs)].map((match) => ({
      url: /<h3 class="rollup-card-name"><a href="([^"]+)">/.exec(match[1] ?? "")?.[1] ?? "",
      price: /<p class="rollup-card-price[^"]*">([^<]+)<\/p>/.exec(match[1] ?? "")?.[1] ?? "",
    }));
  }

  it("show on the shipped assisted-living guide the best-rated providers, the newest review rated 4 or more and the advisors' words, before its search button, then related guides", async () => {
    const html = await (await call("/resources/assisted-living/", fresh)).text();
    // The rollup: the three best assisted-living providers the search lists, prices hidden until an inquiry.
    expect(html).toContain(
      '<h2 class="provider-rollup-title">Best-rated assisted living communities in our directory</h2>',
    );
    const { results } = await env.DB.prepare(
      `SELECT p.id FROM providers p JOIN provider_services s ON s.provider_id = p.id
       WHERE s.care_type_id = 'assisted_living_facilities' AND p.search_excluded = 0
       ORDER BY p.bayesian_average DESC, p.review_count DESC, p.id LIMIT 3`,
    ).all<{ id: number }>();
    const cards = rollupCards(html);
    expect(cards.map((card) => /fixture-provider-(\d+)\/$/.exec(card.url)?.[1])).toEqual(
      results.map((row) => String(row.id)),
    );
    for (const card of cards) {
      expect(card.url).toMatch(/^\/assisted-living\/texas\/(austin|round-rock|san-antonio)\/fixture-provider-\d+\/$/);
      expect(["Starting at $X,XXX/month", "Pricing not available"]).toContain(card.price);
    }
    // The featured review: the newest approved one rated 4 or more of assisted living.
    expect(html).toContain('<h2 class="featured-review-title">A recent review of an assisted living community</h2>');
    expect(html).toContain("The aides learned how Mum likes her tea.");
    expect(html).not.toContain("Three stars and newer.");
    expect(html).not.toContain("Waiting for a moderator.");
    expect(html).toContain(
      'href="/assisted-living/texas/austin/fixture-provider-104/#all_reviews_section">Read all reviews',
    );
    // The testimonial is the advisors' own.
    expect(html).toMatch(/<blockquote><p>Most families we talk with have never chosen an assisted living community/);
    expect(html).toContain('<span class="testimonial-author">Our family advisors</span>');
    // In that order, right before the search button, and the related guides after it.
    const order = [
      'class="content-block content-block-providerRollup"',
      'class="content-block content-block-featuredReview"',
      'class="content-block content-block-testimonial"',
      'href="/senior-living/assisted-living/">Search assisted living near you',
      '<h2 id="related-',
    ].map((marker) => html.indexOf(marker));
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const related = [...html.matchAll(/<h3 class="related-article-title"><a href="([^"]+)">([^<]+)<\/a>/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(related).toEqual([
      ["/resources/memory-care-facilities/", "Memory Care: A Family Guide"],
      ["/resources/independent-living/", "Independent Living: A Family Guide"],
      ["/resources/in-home-care/", "Home Care: A Family Guide"],
    ]);
    for (const [href] of related) expect((await call(href ?? "")).status, href).toBe(200);
  });

  it("show a page stored while editors picked the review the newest review rated 4 or more instead", async () => {
    await env.DB.prepare(
      "INSERT INTO content_pages (path, kind, document, updated_by) VALUES ('/guides/picked-review/', 'page', ?, 'seed')",
    )
      .bind(
        JSON.stringify({
          title: "Picked review",
          description: "A page from before.",
          blocks: [{ type: "featuredReview", title: "What families say", reviewId: 9202 }],
        }),
      )
      .run();
    const response = await call("/guides/picked-review/", fresh);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h2 class="featured-review-title">What families say</h2>');
    expect(html).toContain("The aides learned how Mum likes her tea.");
    expect(html).not.toContain("Three stars and newer.");
  });

  it("say 'Pricing not available' on a rollup card whose provider has no price, and show the others' once the visitor may see prices", async () => {
    await put("guides/round-rock-rollup", {
      ...SIMPLE,
      blocks: [{ type: "providerRollup", careType: "assisted-living", state: "TX", city: "round-rock", count: 12 }],
    });
    const priceOf = async (cookies?: Record<string, string>) => {
      const html = await (await call("/guides/round-rock-rollup/", { ...fresh, cookies })).text();
      const cards = rollupCards(html);
      // Round Rock's six assisted-living providers, 130 to 135; 131 (every eighth) has no price.
      expect(cards.map((card) => card.url.replace(/^.*fixture-provider-(\d+)\/$/, "$1")).sort()).toEqual([
        "130",
        "131",
        "132",
        "133",
        "134",
        "135",
      ]);
      return new Map(cards.map((card) => [Number(card.url.replace(/^.*fixture-provider-(\d+)\/$/, "$1")), card.price]));
    };
    const hidden = await priceOf();
    expect(hidden.get(131)).toBe("Pricing not available");
    for (const id of [130, 132, 133, 134, 135]) expect(hidden.get(id), String(id)).toBe("Starting at $X,XXX/month");
    const shown = await priceOf(await cookiesAfterInquiry());
    expect(shown.get(131)).toBe("Pricing not available");
    // Provider 130 (index 30): 250,000 + 30 x 17,500 cents.
    expect(shown.get(130)).toBe("Starting at $7,750/month");
  });
});

describe("a content page's documents in KV", () => {
  const fresh = { headers: { "Cache-Control": "no-cache" } };

  it("reads the page and its trail from D1 once, then through KV; an editor's save shows at once", async () => {
    expect((await put("guides/kept", { ...SIMPLE, title: "First title" })).status).toBe(200);
    expect(await (await call("/guides/kept/", fresh)).text()).toContain("<title>First title | Carefind</title>");

    // A change made behind the API's back is not read: the page and its trail come from KV.
    await env.DB.prepare(
      `UPDATE content_pages SET document = replace(replace(document, 'First title', 'Unseen title'),
         '"title":"Guides"', '"title":"Unseen guides"') WHERE path IN ('/guides/kept/', '/guides/')`,
    ).run();
    expect(await storedCount("/guides/kept/")).toBe(1);
    forgetAllRemembered();
    const kept = await (await call("/guides/kept/", fresh)).text();
    expect(kept).toContain("<title>First title | Carefind</title>");
    expect(kept).toContain('<a href="/guides/">Guides</a>');

    expect((await put("guides/kept", { ...SIMPLE, title: "Edited title" })).status).toBe(200);
    expect(await (await call("/guides/kept/", fresh)).text()).toContain("<title>Edited title | Carefind</title>");

    // An edit of the ancestor shows in the trail at once too.
    expect((await put("guides", { ...SIMPLE, title: "All guides" })).status).toBe(200);
    expect(await (await call("/guides/kept/", fresh)).text()).toContain('<a href="/guides/">All guides</a>');
    expect((await put("guides", { ...SIMPLE, title: "Guides" })).status).toBe(200);
  });

  it("does not keep a path with no document", async () => {
    expect((await call("/guides/nothing-here/", fresh)).status).toBe(404);
    const { keys } = await env.CACHE.list({ prefix: "content:" });
    expect(keys.length).toBeGreaterThan(0);
    for (const { name } of keys) {
      const stored = (await env.CACHE.get(name, "json")) as { paths: string[] };
      expect(stored.paths).not.toContain("/guides/nothing-here/");
    }
  });
});
