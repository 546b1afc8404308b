import { Provider } from "jotai";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { type BlockOf, blockSchema, type ContentBlockType } from "../../domain/content/content-blocks.ts";
import { pageHeadings } from "../../domain/content/content-headings.ts";
import { faqStructuredData } from "../../domain/content/faq-structured-data.ts";
import type { FeaturedReviewData } from "../../domain/content/featured-review.ts";
import type { ProviderRollupData } from "../../domain/content/provider-rollup.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { jsonForScript } from "../../domain/json-script.ts";
import type { BlockContext } from "../../ui/content/block-context.ts";
import { CarouselBlock } from "../../ui/content/blocks/CarouselBlock.tsx";
import { FaqBlock } from "../../ui/content/blocks/FaqBlock.tsx";
import { FeaturedReviewBlock } from "../../ui/content/blocks/FeaturedReviewBlock.tsx";
import { ProviderRollupBlock } from "../../ui/content/blocks/ProviderRollupBlock.tsx";
import { RelatedArticlesBlock } from "../../ui/content/blocks/RelatedArticlesBlock.tsx";
import { TableOfContentsBlock } from "../../ui/content/blocks/TableOfContentsBlock.tsx";
import { WhoAreYouSearchingForBlock } from "../../ui/content/blocks/WhoAreYouSearchingForBlock.tsx";
import { WhyChooseUsBlock } from "../../ui/content/blocks/WhyChooseUsBlock.tsx";
import { PageLanguageProvider, pageLanguage } from "../../ui/i18n/page-language.tsx";

function parsed<T extends ContentBlockType>(input: { type: T } & Record<string, unknown>): BlockOf<T> {
  return blockSchema.parse(input) as BlockOf<T>;
}

function context(data: unknown, overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    brand: BRANDS.carefind,
    advisorPhone: "(800) 555-0199",
    origin: "https://carefind.com",
    pagePath: "/guides/paying-for-care/",
    pageTitle: "Paying for Care",
    editor: false,
    data: { "2": data },
    key: "2",
    anchors: {},
    inquiryPage: null,
    ...overrides,
  };
}

function html(element: ReactElement): string {
  return renderToString(
    <Provider>
      <PageLanguageProvider value={pageLanguage("en", messagesFor("en"))}>{element}</PageLanguageProvider>
    </Provider>,
  );
}

/** The text a reader sees: tags and React's text separators dropped, entities left as React wrote them. */
function text(markup: string): string {
  return markup
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const LONG_ANSWER = `${"Medicare pays for short stays in a skilled nursing facility after a hospital stay. ".repeat(4)}Long stays are paid privately.`;

describe("FaqBlock", () => {
  const block = parsed({
    type: "faq",
    items: [
      { question: "Does Medicare pay for assisted living?", answer: "No, Medicare does not." },
      { question: "Who pays for nursing homes?", answer: LONG_ANSWER },
    ],
  });

  it("renders each question as a disclosure, the first open, the long answer behind READ MORE / READ LESS", () => {
    const markup = html(<FaqBlock block={block} context={context(undefined)} />);
    expect(markup).toContain('<h2 class="content-faq-title">Frequently Asked Questions</h2>');
    expect(markup.match(/<details class="content-faq-item" open="">/g)).toHaveLength(1);
    expect(markup.match(/<details class="content-faq-item">/g)).toHaveLength(1);
    expect(markup).toContain('<summary class="content-faq-question">Does Medicare pay for assisted living?</summary>');
    expect(markup).toContain("No, Medicare does not.");
    // Only the answer past 250 characters is cut; all of it is in the page.
    expect(markup.match(/class="read-more-toggle"/g)).toHaveLength(1);
    expect(markup).toContain(
      '<span class="read-more-closed">READ MORE</span><span class="read-more-open">READ LESS</span>',
    );
    expect(text(markup)).toContain("Long stays are paid privately.");
  });

  it("gives the page one FAQPage whose questions and answers are the block's, safe inside a script", () => {
    const data = faqStructuredData([block]);
    expect(data).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Does Medicare pay for assisted living?", acceptedAnswer: { "@type": "Answer" } },
        { "@type": "Question", name: "Who pays for nursing homes?", acceptedAnswer: { text: LONG_ANSWER } },
      ],
    });
    const attack = parsed({ type: "faq", items: [{ question: "</script><script>alert(1)</script>", answer: "x" }] });
    expect(jsonForScript(faqStructuredData([attack]))).not.toContain("</script>");
  });
});

describe("TableOfContentsBlock", () => {
  const headings = pageHeadings([
    parsed({ type: "heading", text: "What it costs" }),
    parsed({ type: "heading", text: "Ways to pay", level: 3 }),
    parsed({ type: "heading", text: "Help & support", anchor: "help" }),
  ]);

  it("lists the page's headings as links to their anchors under '{page title} Contents' after 'Jump to'", () => {
    const markup = html(
      <TableOfContentsBlock block={parsed({ type: "tableOfContents" })} context={context(headings)} />,
    );
    expect(markup).toContain('<nav class="toc toc-jump" aria-label="Paying for Care Contents">');
    expect(markup).toContain('<h2 class="toc-title">Paying for Care Contents</h2>');
    expect(markup).toContain("Jump to");
    expect(markup).toContain('<a href="#what-it-costs">What it costs</a>');
    expect(markup).toContain('<li class="toc-link toc-link-sub"><a href="#ways-to-pay">Ways to pay</a></li>');
    expect(markup).toContain('<a href="#help">Help &amp; support</a>');
  });

  it("renders the sticky bar as a plain nav of links in an island that hydrates once the page is idle", () => {
    const markup = html(
      <TableOfContentsBlock
        block={parsed({ type: "tableOfContents", variant: "stickyBar", title: "On this page" })}
        context={context(headings)}
      />,
    );
    expect(markup).toContain('data-island="TocStickyBar"');
    expect(markup).toContain('data-hydrate="idle"');
    expect(markup).toContain('<nav class="toc toc-sticky" aria-label="On this page">');
    expect(markup.match(/<a href="#/g)).toHaveLength(3);
    expect(markup).not.toContain("aria-current");
  });

  it("renders the accordion titled 'Table of Contents', open when expand is set, woken by any hash", () => {
    const closed = html(
      <TableOfContentsBlock
        block={parsed({ type: "tableOfContents", variant: "accordion" })}
        context={context(headings)}
      />,
    );
    expect(closed).toContain('<details class="toc toc-accordion">');
    expect(closed).toContain('<summary class="toc-accordion-title">Table of Contents</summary>');
    expect(closed).toContain('data-wake-hash="*"');
    const open = html(
      <TableOfContentsBlock
        block={parsed({ type: "tableOfContents", variant: "accordion", expand: true })}
        context={context(headings)}
      />,
    );
    expect(open).toContain('<details class="toc toc-accordion" open="">');
  });

  it("shows nothing on a page without headings, and a note to an editor", () => {
    const block = parsed({ type: "tableOfContents" });
    expect(html(<TableOfContentsBlock block={block} context={context([])} />)).toBe("");
    expect(html(<TableOfContentsBlock block={block} context={context(undefined, { editor: true })} />)).toContain(
      "This page has no headings to list yet.",
    );
  });
});

describe("WhyChooseUsBlock", () => {
  const block = parsed({
    type: "whyChooseUs",
    title: "Why choose us",
    items: [
      { title: "Free advice", text: "Our advisors never charge families." },
      { title: "Local knowledge", text: "We know the communities near you." },
    ],
  });

  it("starts the items open when the worker says expanded, with Read More / Read Less toggles", () => {
    const markup = html(<WhyChooseUsBlock block={block} context={context({ expanded: true })} />);
    expect(markup).toContain('<h2 class="why-choose-us-title">Why choose us</h2>');
    expect(markup.match(/<details class="why-choose-us-item" open="">/g)).toHaveLength(2);
    expect(markup).toContain(
      '<span class="read-more-closed">Read More</span><span class="read-more-open">Read Less</span>',
    );
    expect(markup).toContain("Our advisors never charge families.");
  });

  it("starts them closed when the worker says collapsed", () => {
    const markup = html(<WhyChooseUsBlock block={block} context={context({ expanded: false })} />);
    expect(markup.match(/<details class="why-choose-us-item">/g)).toHaveLength(2);
  });
});

describe("WhoAreYouSearchingForBlock", () => {
  it("offers Self, Partner, Parent(s) and Other as links to the multi-step form, carrying their values", () => {
    const markup = html(
      <WhoAreYouSearchingForBlock block={parsed({ type: "whoAreYouSearchingFor" })} context={context(undefined)} />,
    );
    expect(markup).toContain('<h2 id="who-for-2" class="who-for-title">Who are you searching for?</h2>');
    expect(markup).toContain('data-island="WhoForChoices"');
    expect(markup).toContain('data-hydrate="idle"');
    const choices = [
      ...markup.matchAll(/<a class="who-for-choice" href="([^"]+)" data-who="([^"]+)">([^<]+)<\/a>/g),
    ].map((match) => [match[1], match[2], match[3]]);
    expect(choices).toEqual([
      ["/lp/", "Myself", "Self"],
      ["/lp/", "Spouse", "Partner"],
      ["/lp/", "Parent(s)", "Parent(s)"],
      ["/lp/", "Other", "Other"],
    ]);
  });
});

const FEATURED: FeaturedReviewData = {
  review: {
    id: 9101,
    authorName: "Maria G.",
    content: "Kind staff and a <b>lovely</b> garden.",
    language: "en",
    createdAt: "2026-03-03T10:00:00.000Z",
    rating: 4,
    title: "family",
    serviceCategoryName: "Assisted Living",
    providerResponse: {
      authorName: "Dana M.",
      authorTitle: "Director",
      content: "Thank you, Maria.",
      language: "en",
      createdAt: "",
    },
  },
  provider: { id: 104, name: "Oak House", url: "/assisted-living/texas/austin/oak-house/" },
};

describe("FeaturedReviewBlock", () => {
  const block = parsed({ type: "featuredReview", careType: "assisted-living", title: "What families say" });

  it("shows the review, its stars, author, date, care type and response, and a link to all reviews", () => {
    const markup = html(<FeaturedReviewBlock block={block} context={context(FEATURED)} />);
    expect(markup).toContain('<h2 class="featured-review-title">What families say</h2>');
    expect(markup).toContain('aria-label="4 out of 5 stars"');
    expect(markup).toContain("Maria G.");
    expect(markup).toContain('<time dateTime="2026-03-03T10:00:00.000Z">March 3, 2026</time>');
    expect(markup).toContain("Assisted Living");
    expect(markup).toContain("Kind staff and a &lt;b&gt;lovely&lt;/b&gt; garden.");
    expect(markup).toContain("Provider Response");
    expect(markup).toContain("Thank you, Maria.");
    expect(markup).toContain(
      '<a class="button button-secondary featured-review-all" href="/assisted-living/texas/austin/oak-house/#all_reviews_section">Read all reviews</a>',
    );
  });

  it("renders nothing when no review qualifies, and tells an editor so", () => {
    expect(html(<FeaturedReviewBlock block={block} context={context(null)} />)).toBe("");
    expect(html(<FeaturedReviewBlock block={block} context={context(null, { editor: true })} />)).toContain(
      "No approved review rated 4 or more (assisted-living) to feature yet",
    );
    // A block saved when editors picked the review still parses; the id is not what it shows.
    const old = parsed({ type: "featuredReview", reviewId: 9101 });
    expect(html(<FeaturedReviewBlock block={old} context={context(FEATURED)} />)).toContain("Maria G.");
    expect(html(<FeaturedReviewBlock block={old} context={context(null, { editor: true })} />)).toContain(
      "No approved review rated 4 or more to feature yet",
    );
  });
});

const ROLLUP: ProviderRollupData = {
  careTypeLabel: "Assisted Living",
  placeName: "Austin, TX",
  cards: [
    {
      id: 104,
      name: "Oak House",
      url: "/assisted-living/texas/austin/oak-house/",
      photo: { url: "/images/placeholders/placeholder-1.svg", width: 800, height: 600 },
      city: "Austin",
      stateCode: "TX",
      averageRating: 4.5,
      reviewCount: 12,
      minPriceCents: 450_000,
      priceHidden: false,
    },
    {
      id: 105,
      name: "Elm Court",
      url: "/assisted-living/texas/austin/elm-court/",
      photo: { url: "/images/placeholders/placeholder-2.svg", width: 500, height: 500 },
      city: "Austin",
      stateCode: "TX",
      averageRating: 4,
      reviewCount: 1,
      minPriceCents: null,
      priceHidden: true,
    },
    {
      id: 106,
      name: "Ash Lane",
      url: "/assisted-living/texas/austin/ash-lane/",
      photo: { url: "/images/placeholders/placeholder-3.svg", width: 500, height: 500 },
      city: "Austin",
      stateCode: "TX",
      averageRating: 0,
      reviewCount: 0,
      minPriceCents: null,
      priceHidden: false,
    },
  ],
};

describe("ProviderRollupBlock", () => {
  const block = parsed({ type: "providerRollup", careType: "assisted-living", state: "TX", city: "austin" });

  it("shows each provider's photo with its size, linked name, place, stars, reviews and price or blurred price", () => {
    const markup = html(<ProviderRollupBlock block={block} context={context(ROLLUP)} />);
    expect(markup).toContain('<h2 class="provider-rollup-title">Top Assisted Living in Austin, TX</h2>');
    expect(markup).toMatch(
      /<img class="rollup-card-photo" src="\/images\/placeholders\/placeholder-1.svg" alt="" width="800" height="600"/,
    );
    expect(markup).toContain('<a href="/assisted-living/texas/austin/oak-house/">Oak House</a>');
    expect(markup).toContain('<p class="rollup-card-place">Austin, TX</p>');
    expect(markup).toContain("Rated 4.5 out of 5");
    expect(markup).toContain("12 reviews");
    expect(markup).toContain("1 review<");
    expect(markup).toContain('<p class="rollup-card-price">Starting at $4,500/month</p>');
    expect(markup).toContain('<p class="rollup-card-price price-blurred">Starting at $X,XXX/month</p>');
    // spec: search-and-compare §8, a provider with no price.
    expect(markup).toContain('<p class="rollup-card-price rollup-card-no-price">Pricing not available</p>');
    expect(markup.match(/Pricing not available/g)).toHaveLength(1);
  });

  it("renders nothing without providers", () => {
    expect(html(<ProviderRollupBlock block={block} context={context(null)} />)).toBe("");
    expect(html(<ProviderRollupBlock block={block} context={context({ ...ROLLUP, cards: [] })} />)).toBe("");
  });
});

describe("RelatedArticlesBlock", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const block = parsed({
    type: "relatedArticles",
    articles: [
      {
        title: "Paying for care",
        url: "/resources/paying.html",
        description: "Savings, benefits and insurance.",
        image: { url: "/images/content/costs.svg", alt: "A calculator and bills", width: 640, height: 480 },
      },
      { title: "Medicare's own guide", url: "https://www.medicare.gov/coverage?x=1" },
      { title: "A broken link", url: "https://[broken" },
      { title: "Another host's picture", url: "/medicare", image: { url: "https://evil.example/a.png", alt: "x" } },
    ],
  });

  it("shows a tile per readable link: image, linked title, line; internal links slashed without .html", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const markup = html(<RelatedArticlesBlock block={block} context={context(undefined)} />);
    expect(markup).toContain('<h2 id="related-2" class="related-articles-title">Related articles</h2>');
    expect(markup).toContain('<section class="related-articles" aria-labelledby="related-2">');
    expect(markup).toContain(
      '<img class="related-article-image" src="/images/content/costs.svg" alt="A calculator and bills" width="640" height="480" loading="lazy" decoding="async"/>',
    );
    expect(markup).toContain('<a href="/resources/paying/">Paying for care</a>');
    expect(markup).toContain('<p class="related-article-description">Savings, benefits and insurance.</p>');
    expect(markup).toContain(
      '<a href="https://www.medicare.gov/coverage?x=1" rel="noopener">Medicare&#x27;s own guide</a>',
    );
    // The unreadable link: no tile, logged. The image from another host: the placeholder, logged.
    expect(markup).not.toContain("A broken link");
    expect(logged).toHaveBeenCalledWith("Unparseable related-article URL", "https://[broken");
    expect(markup).toContain('<a href="/medicare/">Another host&#x27;s picture</a>');
    expect(markup).not.toContain("evil.example");
    expect(logged).toHaveBeenCalledWith("Invalid host in image url", "https://evil.example/a.png");
    expect(markup.match(/<li class="related-article">/g)).toHaveLength(3);
  });

  it("renders nothing when no link can be read, and tells an editor", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = parsed({ type: "relatedArticles", articles: [{ title: "Gone", url: "https://[broken" }] });
    expect(html(<RelatedArticlesBlock block={broken} context={context(undefined)} />)).toBe("");
    expect(html(<RelatedArticlesBlock block={broken} context={context(undefined, { editor: true })} />)).toContain(
      "None of these articles has a link that works",
    );
  });

  it("is refused when saved with a script or off-site link, more than nine tiles, or none", () => {
    const tile = { title: "A guide", url: "/resources/" };
    for (const url of ["javascript:alert(1)", "//evil.example/", "/\\evil.example", "http://example.com/", ""]) {
      expect(blockSchema.safeParse({ type: "relatedArticles", articles: [{ ...tile, url }] }).success, url).toBe(false);
    }
    expect(blockSchema.safeParse({ type: "relatedArticles", articles: Array(10).fill(tile) }).success).toBe(false);
    expect(blockSchema.safeParse({ type: "relatedArticles", articles: Array(9).fill(tile) }).success).toBe(true);
    expect(blockSchema.safeParse({ type: "relatedArticles", articles: [] }).success).toBe(false);
  });
});

describe("CarouselBlock", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const block = parsed({
    type: "carousel",
    slides: [
      {
        title: "Tour three communities",
        promotionText: "Compare them side by side.",
        link: { text: "Start", url: "/guides/tours.html" },
      },
      {
        title: "Respite stays",
        background: { kind: "overlay", image: { url: "/images/content/front-porch-welcome.svg", alt: "" } },
      },
      { title: "Another host", background: { kind: "image", image: { url: "https://evil.example/a.png", alt: "x" } } },
    ],
  });

  it("shows its slides with their backgrounds and a dot for each, links to the slides, the first current", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const markup = html(<CarouselBlock block={block} context={context(undefined)} />);
    expect(markup).toContain(
      '<section class="content-carousel" aria-roledescription="carousel" aria-labelledby="carousel-2-title">',
    );
    // No title: the carousel is named 'Highlights' for screen readers only.
    expect(markup).toContain('<h2 id="carousel-2-title" class="visually-hidden">Highlights</h2>');
    expect(markup).toContain('data-island="ContentCarousel" data-hydrate="idle"');
    expect(markup).toContain(
      '<section id="carousel-2-slides" class="content-carousel-track" aria-label="Highlights: slides" tabindex="0">',
    );
    expect(markup).toContain(
      '<div id="carousel-2-slide-1" class="content-carousel-slide content-carousel-slide-light" role="group" aria-roledescription="slide" aria-label="1 of 3">',
    );
    expect(markup).toContain('class="content-carousel-slide content-carousel-slide-overlay"');
    expect(markup).toContain(
      '<img class="content-carousel-image" src="/images/content/front-porch-welcome.svg" alt=""',
    );
    expect(markup).toContain(
      '<a class="button button-secondary content-carousel-link" href="/guides/tours/">Start</a>',
    );
    // The image from another host: logged, and the slide keeps a plain colour.
    expect(logged).toHaveBeenCalledWith("Invalid host in image url", "https://evil.example/a.png");
    expect(markup).not.toContain("evil.example");
    expect(markup).toContain('id="carousel-2-slide-3" class="content-carousel-slide content-carousel-slide-light"');
    const dots = [
      ...markup.matchAll(
        /<a class="carousel-dot" href="#([^"]+)"( aria-current="true")?><span class="visually-hidden">([^<]+)<\/span><\/a>/g,
      ),
    ].map((match) => [match[1], match[2] !== undefined, match[3]]);
    expect(dots).toEqual([
      ["carousel-2-slide-1", true, "Slide 1 of 3"],
      ["carousel-2-slide-2", false, "Slide 2 of 3"],
      ["carousel-2-slide-3", false, "Slide 3 of 3"],
    ]);
  });

  it("is refused when saved with fewer than two slides, more than ten, or a script link", () => {
    const slide = { title: "A slide" };
    expect(blockSchema.safeParse({ type: "carousel", slides: [slide] }).success).toBe(false);
    expect(blockSchema.safeParse({ type: "carousel", slides: Array(11).fill(slide) }).success).toBe(false);
    expect(blockSchema.safeParse({ type: "carousel", slides: Array(10).fill(slide) }).success).toBe(true);
    const scripted = { ...slide, link: { text: "Go", url: "javascript:alert(1)" } };
    expect(blockSchema.safeParse({ type: "carousel", slides: [slide, scripted] }).success).toBe(false);
  });
});
