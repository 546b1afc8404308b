/**
 * Lighthouse (mobile, its default settings) scores every page type of the main brand 95 or more
 * in accessibility, best practices and SEO: one run each, since these categories read the page
 * as it is, not how fast it came. A page under the bar fails with the audits that cost it
 * points, each with its title and figure. The performance score is a timing and lives in
 * `npm run bench:browser`.
 */

import lighthouse from "lighthouse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/dev-server.ts";
import { launchChromium } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { seededSearchResults } from "./seeded-search.ts";

/** The bar in every category, as Lighthouse scores it (0 to 1). */
const MINIMUM_SCORE = 0.95;
const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** Lighthouse's result, as far as this test reads it. */
interface Scored {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; displayValue?: string; scoreDisplayMode: string }>;
}

/**
 * Each category under the bar, with the audits that lost it points: the category's score, then
 * one line per audit, its title, its score and its figure.
 */
function shortfalls(result: Scored, categories: readonly Category[]): string[] {
  return categories.flatMap((id) => {
    const category = result.categories[id];
    if (!category) return [`${id}: not scored`];
    const score = category.score ?? 0;
    if (score >= MINIMUM_SCORE) return [];
    const audits = category.auditRefs.flatMap((ref) => {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") return [];
      const figure = audit.displayValue ? ` (${audit.displayValue})` : "";
      return [`  - ${audit.title}: ${Math.round(audit.score * 100)}${figure}, weight ${ref.weight}`];
    });
    return [`${category.title} ${Math.round(score * 100)} < ${MINIMUM_SCORE * 100}`, ...audits];
  });
}

describe("Lighthouse on every page type of the main brand (mobile)", () => {
  let browser: Browser;
  let port: number;
  let providerPath: string;
  let comparePath: string;

  beforeAll(async () => {
    const [first, second, third] = await seededSearchResults<{ url: string; id: number }>(baseUrl);
    if (!first || !second || !third) throw new Error("the seeded directory has no assisted living around Austin, TX");
    providerPath = first.url;
    comparePath = `/compare/?ids=${first.id},${second.id},${third.id}&near=Austin%2C+TX`;
    port = await freePort();
    browser = await launchChromium([`--remote-debugging-port=${port}`]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Every page type; `noindex` ones are kept out of search engines on purpose, so SEO does not score them. */
  const pages: { name: string; path: () => string; noindex?: true }[] = [
    { name: "home", path: () => "/" },
    { name: "search", path: () => "/local/search/?keyword=Austin%2C+TX&careType=assisted-living" },
    { name: "provider", path: () => providerPath },
    { name: "care-type hub", path: () => "/senior-living/assisted-living/" },
    { name: "geo state", path: () => "/senior-living/assisted-living/texas/" },
    { name: "geo city", path: () => "/senior-living/assisted-living/texas/austin/" },
    { name: "content", path: () => "/resources/assisted-living/" },
    { name: "landing", path: () => "/lp/", noindex: true },
    { name: "saved", path: () => "/saved", noindex: true },
    { name: "compare", path: () => comparePath, noindex: true },
    { name: "review form", path: () => "/reviews/write/" },
  ];

  it.each(pages)(
    "scores 95 or more in accessibility, best practices and SEO on the $name page",
    async (page) => {
      const path = page.path();
      const categories = CATEGORIES.filter((id) => !(page.noindex && id === "seo"));
      const run = await lighthouse(`${baseUrl}${path}`, {
        port,
        logLevel: "error",
        output: "json",
        onlyCategories: categories,
        // The report's picture of the whole page is for people reading a report; nothing here reads it.
        disableFullPageScreenshot: true,
        // These categories read the page once it has loaded: no blank page first, and no waiting
        // for the network and the CPU to fall quiet, which only the timings need.
        skipAboutBlank: true,
        pauseAfterFcpMs: 0,
        pauseAfterLoadMs: 0,
        networkQuietThresholdMs: 0,
        cpuQuietThresholdMs: 0,
        // On a busy machine a page's load event can come late: past these waits Lighthouse reads
        // the page as it stands (its default 45 s for the load alone outlasted the test).
        maxWaitForFcp: 15_000,
        maxWaitForLoad: 30_000,
        // A visitor address of this file's own: the rate limits count per address.
        extraHeaders: { "CF-Connecting-IP": "10.250.0.1" },
      });
      const result = run?.lhr as unknown as Scored | undefined;
      expect(result?.runtimeError, `Lighthouse measured ${path}`).toBeUndefined();
      expect(shortfalls(result as Scored, categories).join("\n")).toBe("");
      // One run reads the page within its waits above and then scores it: seconds, up to a minute and a half when the machine is busy.
    },
    90_000,
  );
});
