/**
 * The seeded content pages (data/content/pages/*.json): each file is a page or fragment that
 * contentPageSchema accepts, paths are unique, every site link goes somewhere the site answers,
 * every image is a file under public/images/content/, and every page (fragments aside) has at
 * least 300 words, so no page a family lands on from the menu is a stub.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CARE_TYPES, careTypeBySlug } from "../../domain/care-types.ts";
import {
  type ContentBlock,
  type ContentPage,
  type CtaButton,
  contentPageSchema,
  type Inline,
  type LeafBlock,
  type RichNode,
} from "../../domain/content/content-blocks.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import { US_STATES } from "../../domain/geo/us-states.ts";

const PAGES_DIR = join(import.meta.dirname, "../../data/content/pages");
const PUBLIC_DIR = join(import.meta.dirname, "../../public");

interface SeedFile {
  file: string;
  path: string;
  kind: "page" | "fragment";
  page: ContentPage;
}

function problemText(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join(".") || "(page)"}: ${issue.message}`).join("; ");
}

function readSeedFiles(): SeedFile[] {
  return readdirSync(PAGES_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => {
      const raw = JSON.parse(readFileSync(join(PAGES_DIR, file), "utf8")) as Record<string, unknown>;
      const keys = Object.keys(raw).sort().join(",");
      if (keys !== "kind,page,path") throw new Error(`${file}: expected the keys kind, page, path; found ${keys}`);
      if (typeof raw.path !== "string" || !/^\/(?:[a-z0-9_-]+\/)+$/.test(raw.path)) {
        throw new Error(`${file}: path must look like /about/ (lowercase segments, slashes at both ends)`);
      }
      if (raw.kind !== "page" && raw.kind !== "fragment") throw new Error(`${file}: kind must be page or fragment`);
      const parsed = contentPageSchema.safeParse(raw.page);
      if (!parsed.success) throw new Error(`${file}: page.${problemText(parsed.error)}`);
      return { file, path: raw.path, kind: raw.kind, page: parsed.data };
    });
}

/** Every leaf block of a page, its layout's rail and sidebar included. */
function leafBlocks(page: ContentPage): LeafBlock[] {
  const leaves: LeafBlock[] = [];
  const visit = (block: ContentBlock) => {
    if (block.type === "columns") for (const column of block.columns) leaves.push(...column);
    else if (block.type === "expander") leaves.push(...block.blocks);
    else leaves.push(block);
  };
  for (const block of page.blocks) visit(block);
  if (page.layout.kind === "leftRail") leaves.push(...page.layout.rail);
  if (page.layout.kind === "sidebar") leaves.push(...page.layout.sidebar);
  return leaves;
}

function allBlockTypes(page: ContentPage): Set<string> {
  const types = new Set<string>(page.blocks.map((block) => block.type));
  for (const leaf of leafBlocks(page)) types.add(leaf.type);
  return types;
}

function inlineTexts(inlines: readonly Inline[]): string[] {
  return inlines.map((inline) => (typeof inline === "string" ? inline : inline.text));
}

function richTexts(nodes: readonly RichNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === "paragraph") return inlineTexts(node.children);
    if (node.kind === "subheading") return [node.text];
    return node.items.flatMap(inlineTexts);
  });
}

function richLinks(nodes: readonly RichNode[]): string[] {
  const inlines = nodes.flatMap((node) =>
    node.kind === "paragraph" ? node.children : node.kind === "subheading" ? [] : node.items.flat(),
  );
  return inlines.flatMap((inline) => (typeof inline !== "string" && inline.href ? [inline.href] : []));
}

/** What a family reads in a block: its titles, texts and answers. */
function blockTexts(block: LeafBlock): string[] {
  switch (block.type) {
    case "richText":
      return richTexts(block.content);
    case "heading":
      return [block.text];
    case "text":
      return [block.title, block.text];
    case "imageWithText":
      return [block.title, ...richTexts(block.content)];
    case "faq":
      return [block.title, ...block.items.flatMap((item) => [item.question, item.answer])];
    case "whyChooseUs":
      return [block.title, ...block.items.flatMap((item) => [item.title, item.text])];
    case "collapsibleText":
    case "stateLicense":
      return [block.title, block.text];
    case "ctaList":
      return [block.title, ...block.buttons.map((button) => button.text)];
    case "ctaButton":
      return [block.button.text];
    case "table":
    case "barChart":
      return [block.title, "caption" in block ? block.caption : ""];
    default:
      return [];
  }
}

function wordCount(page: ContentPage): number {
  const texts = [page.title, page.intro, ...leafBlocks(page).flatMap(blockTexts)];
  return texts
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

function buttonsOf(page: ContentPage): CtaButton[] {
  const buttons = leafBlocks(page).flatMap((block) =>
    block.type === "ctaList" ? block.buttons : block.type === "ctaButton" ? [block.button] : [],
  );
  if (page.layout.kind === "sideRail") buttons.push(...page.layout.links);
  return buttons;
}

/** Every site path a page links to: rich-text links, related-article tiles, carousel slides and link buttons. */
function internalLinks(page: ContentPage): string[] {
  const links = leafBlocks(page).flatMap((block) =>
    block.type === "richText" || block.type === "imageWithText"
      ? richLinks(block.content)
      : block.type === "relatedArticles"
        ? block.articles.map((article) => article.url)
        : block.type === "carousel"
          ? block.slides.flatMap((slide) => (slide.link ? [slide.link.url] : []))
          : [],
  );
  for (const button of buttonsOf(page)) {
    if (button.action === "openLink" && button.linkType === "default") links.push(button.url);
  }
  return links.filter((url) => url.startsWith("/"));
}

const stateUrlNames = new Set(Object.values(US_STATES).map(urlName));

/** The page families the app itself answers, besides the seeded pages. */
function isAppPath(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  const [rollUp, slug, state, place, ...rest] = segments;
  const careType = slug ? careTypeBySlug(slug) : undefined;
  if (careType?.searchable && rollUp === careType.rollUpType && rest.length === 0) {
    // The hub, a state page, or a city or county page of that state.
    if (state === undefined) return path.endsWith("/");
    if (!stateUrlNames.has(state)) return false;
    return place === undefined || /^[a-z0-9-]+$/.test(place);
  }
  return (
    ["/search/", "/reviews/write/", "/reviews/guidelines/", "/partners/get-listed/", "/saved", "/lp/"].includes(path) ||
    path === "/privacy/delete-my-request/" ||
    /^\/bestseniorliving\/([a-z0-9-]+\/)?$/.test(path)
  );
}

const seeds = readSeedFiles();
const seedPaths = new Set(seeds.map((seed) => seed.path));

describe("seeded content pages", () => {
  it("are all valid pages, under unique paths", () => {
    expect(seeds.length).toBeGreaterThan(0);
    const paths = seeds.map((seed) => seed.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it.each(seeds.map((seed) => [seed.file, seed] as const))("%s links only to pages the site answers", (_, seed) => {
    const broken = internalLinks(seed.page).filter((link) => {
      const path = link.split(/[?#]/)[0] ?? link;
      return !seedPaths.has(path) && !isAppPath(path);
    });
    expect(broken).toEqual([]);
  });

  it.each(seeds.map((seed) => [seed.file, seed] as const))("%s uses only images it ships", (_, seed) => {
    for (const block of leafBlocks(seed.page)) {
      if (block.type === "carousel") {
        for (const slide of block.slides) {
          if (slide.background.kind === "color") continue;
          expect(slide.background.image.url).toMatch(/^\/images\/content\/[a-z0-9-]+\.svg$/);
          expect(existsSync(join(PUBLIC_DIR, slide.background.image.url)), slide.background.image.url).toBe(true);
        }
      }
      if (block.type === "relatedArticles") {
        for (const article of block.articles) {
          if (!article.image) continue;
          expect(article.image.url).toMatch(/^\/images\/content\/[a-z0-9-]+\.svg$/);
          expect(existsSync(join(PUBLIC_DIR, article.image.url)), article.image.url).toBe(true);
        }
      }
      if (block.type !== "imageWithText") continue;
      expect(block.image.url).toMatch(/^\/images\/content\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, block.image.url)), block.image.url).toBe(true);
      expect(block.image.alt.length, `alt text of ${block.image.url}`).toBeGreaterThan(10);
    }
  });

  it.each(seeds.map((seed) => [seed.file, seed] as const))("%s names only care types the directory has", (_, seed) => {
    for (const block of leafBlocks(seed.page)) {
      if (
        block.type === "costsSummary" ||
        block.type === "whoAreYouSearchingFor" ||
        block.type === "providerRollup" ||
        block.type === "featuredReview"
      ) {
        const slug = block.careType ?? "";
        expect(careTypeBySlug(slug), `${block.type} careType ${slug}`).toBeDefined();
      }
    }
  });

  it.each(seeds.filter((seed) => seed.kind === "page").map((seed) => [seed.file, seed] as const))(
    "%s has at least 300 words",
    (_, seed) => {
      expect(wordCount(seed.page)).toBeGreaterThanOrEqual(300);
    },
  );

  it("cover the menu's pages and one guide per care type", () => {
    for (const path of ["/about/", "/about/reviews_faq/", "/resources/", "/medicare/", "/senior-products/"]) {
      expect(seedPaths.has(path), path).toBe(true);
    }
    for (const path of ["/about/advertising-disclosure/", "/privacy/", "/terms/"])
      expect(seedPaths.has(path)).toBe(true);
    const guides = CARE_TYPES.filter((careType) => careType.searchable).map(
      (careType) => `/resources/${careType.slug}/`,
    );
    for (const guide of guides) expect(seedPaths.has(guide), guide).toBe(true);
    const index = seeds.find((seed) => seed.path === "/resources/");
    const indexLinks = new Set(index ? internalLinks(index.page) : []);
    for (const guide of [...guides, "/medicare/"])
      expect(indexLinks.has(guide), `/resources/ links ${guide}`).toBe(true);
  });

  it("give each guide its costs, questions, payment, a table of contents and a way to an advisor", () => {
    for (const careType of CARE_TYPES.filter((type) => type.searchable)) {
      const seed = seeds.find((candidate) => candidate.path === `/resources/${careType.slug}/`);
      if (!seed) throw new Error(`no guide for ${careType.slug}`);
      const types = allBlockTypes(seed.page);
      for (const type of ["tableOfContents", "faq", "ctaList", "costsSummary", "heading"]) {
        expect(types.has(type), `${seed.file} has a ${type} block`).toBe(true);
      }
      const costs = leafBlocks(seed.page).find((block) => block.type === "costsSummary");
      expect(costs?.type === "costsSummary" && costs.careType).toBe(careType.slug);
      // Beside the search button: the care type's best-rated providers, its newest good review and
      // the advisors' words; related guides after it.
      const order = seed.page.blocks.map((block) => block.type);
      const search = seed.page.blocks.findIndex(
        (block) =>
          block.type === "ctaList" &&
          block.buttons.some((button) => button.url === `/${careType.rollUpType}/${careType.slug}/`),
      );
      expect(order.slice(search - 3, search + 1), seed.file).toEqual([
        "providerRollup",
        "featuredReview",
        "testimonial",
        "ctaList",
      ]);
      expect(order.slice(search + 1), seed.file).toEqual(["relatedArticles"]);
      for (const block of seed.page.blocks) {
        if (block.type === "providerRollup" || block.type === "featuredReview") {
          expect(block.careType, `${seed.file} ${block.type}`).toBe(careType.slug);
        }
        if (block.type === "relatedArticles") {
          expect(block.articles.map((article) => article.url)).not.toContain(seed.path);
          expect(
            block.articles.every((article) => seedPaths.has(article.url)),
            seed.file,
          ).toBe(true);
        }
      }
      const buttons = buttonsOf(seed.page);
      expect(buttons.some((button) => button.action === "openInquiry")).toBe(true);
      expect(buttons.some((button) => button.url === `/${careType.rollUpType}/${careType.slug}/`)).toBe(true);
    }
  });

  it("carry the search page's two inserted blocks as fragments", () => {
    const odd = seeds.find((seed) => seed.path === "/fragments/search-results-odd/");
    const even = seeds.find((seed) => seed.path === "/fragments/search-results-even/");
    expect(odd?.kind).toBe("fragment");
    expect(even?.kind).toBe("fragment");
    expect(JSON.stringify(odd?.page.blocks)).toContain("Not sure where to start?");
    expect(odd && buttonsOf(odd.page).some((button) => button.action === "openInquiry")).toBe(true);
    expect(JSON.stringify(even?.page.blocks)).toContain("Questions to ask on a tour");
  });

  it("use every block type but the video", () => {
    const used = new Set(seeds.flatMap((seed) => [...allBlockTypes(seed.page)]));
    const expected = [
      "richText",
      "heading",
      "text",
      "imageWithText",
      "table",
      "barChart",
      "faq",
      "tableOfContents",
      "ctaList",
      "ctaButton",
      "whoAreYouSearchingFor",
      "whyChooseUs",
      "stateLicense",
      "collapsibleText",
      "costsSummary",
      "columns",
      "expander",
      "testimonial",
      "featuredReview",
      "providerRollup",
      "relatedArticles",
      "carousel",
    ];
    expect(expected.filter((type) => !used.has(type))).toEqual([]);
  });

  it("give table and chart blocks JSON with an array under data", () => {
    for (const seed of seeds) {
      for (const block of leafBlocks(seed.page)) {
        if (block.type !== "table" && block.type !== "barChart") continue;
        const data = (JSON.parse(block.json) as { data?: unknown }).data;
        expect(Array.isArray(data), `${seed.file} ${block.type}`).toBe(true);
      }
    }
  });
});
