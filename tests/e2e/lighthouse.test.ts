/**
 * Lighthouse (mobile, its default simulated throttling) scores the main brand's home page, the
 * search page for Austin, TX, a provider page and a geo city page: 95 or more in performance,
 * accessibility, best practices and SEO. One Chromium for the four pages, one page at a time
 * (Lighthouse measures a page alone), only those four categories. A page under the bar fails
 * with the audits that cost it points, each with its title and figure, so a log says why.
 *
 * Performance is a timing, so this file is in the `timing` project: `npm test` runs it alone
 * once the other tests are done (beside other browsers it scored these pages 25 to 76). And it
 * is judged for the phone Lighthouse means, whatever the machine: Lighthouse slows the CPU 4x,
 * which takes the high-end desktop it assumes (its benchmark index 1,500 to 2,000) to a
 * mid-tier phone, and its documentation asks for a smaller slowdown on a slower host. So the
 * run first has Lighthouse measure this machine (its benchmark index, the figure its
 * documentation calibrates with, the middle of three short runs on the home page) and slows it by the index
 * over `PHONE_BENCHMARK_INDEX` (at most 4x): 2.4x at 1,100, the index of the shared 2-core
 * machine. A host slower than that phone (an index under 450, a machine under heavy load)
 * cannot stand for it: its performance scores are printed, not judged. With
 * `LIGHTHOUSE_PERFORMANCE=strict` (`npm run test:lighthouse`) the run keeps Lighthouse's 4x
 * and always judges performance: the stricter check, for a fast, quiet machine.
 */

import lighthouse from "lighthouse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../scripts/lib/dev-server.ts";
import { launchChromium } from "./browser.ts";
import { seededSearchResults } from "./seeded-search.ts";

const baseUrl = inject("baseUrl");

/** The bar in every category, as Lighthouse scores it (0 to 1). */
const MINIMUM_SCORE = 0.95;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const STRICT = process.env.LIGHTHOUSE_PERFORMANCE === "strict";
/** Lighthouse's CPU slowdown for mobile, and the most this run applies. */
const LIGHTHOUSE_SLOWDOWN = 4;
/**
 * The benchmark index of the phone Lighthouse's 4x aims at: the middle of the high-end desktops
 * it assumes (1,750) slowed 4x. Lighthouse calls 125 to 800 a mid-tier phone.
 */
const PHONE_BENCHMARK_INDEX = 450;

/**
 * How this run slows the CPU and whether it judges performance (see above): strict keeps
 * Lighthouse's 4x and judges; otherwise the slowdown that makes this machine the phone, judged
 * only when the machine is at least as fast as that phone.
 */
function cpuPlan(benchmarkIndex: number, strict: boolean): { slowdown: number; judgesPerformance: boolean } {
  if (strict) return { slowdown: LIGHTHOUSE_SLOWDOWN, judgesPerformance: true };
  const slowdown = Math.min(LIGHTHOUSE_SLOWDOWN, benchmarkIndex / PHONE_BENCHMARK_INDEX);
  if (!(slowdown >= 1)) return { slowdown: 1, judgesPerformance: false };
  return { slowdown: Math.round(slowdown * 100) / 100, judgesPerformance: true };
}

/** Lighthouse's result, as far as this test reads it. */
interface Scored {
  /** Set when Lighthouse could not measure the page (a trace it could not read): no score at all. */
  runtimeError?: { code: string; message: string };
  /** How fast this machine ran Lighthouse's own benchmark: under 1,000 Lighthouse calls the host slow. */
  environment: { benchmarkIndex: number };
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; displayValue?: string; scoreDisplayMode: string }>;
}

/**
 * Each category under the bar, with the audits that lost it points: the category's score, then
 * one line per audit, its title, its score and its figure ("LCP 3.1 s", "20 links found").
 */
function shortfalls(result: Scored, judged: readonly string[]): string[] {
  return judged.flatMap((id) => {
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

describe("Lighthouse on the main brand's pages (mobile)", () => {
  let browser: Browser;
  let port: number;
  const pages: { name: string; path: string }[] = [
    { name: "home", path: "/" },
    { name: "search, Austin TX", path: "/local/search/?keyword=Austin%2C+TX&careType=assisted-living" },
    { name: "geo city", path: "/senior-living/assisted-living/texas/austin/" },
  ];
  const timings: string[] = [];
  let plan: { slowdown: number; judgesPerformance: boolean };
  let judged: readonly string[];

  beforeAll(async () => {
    const [first] = await seededSearchResults<{ url: string }>(baseUrl);
    if (!first) throw new Error("the seeded directory has no assisted living around Austin, TX");
    pages.splice(2, 0, { name: "provider", path: first.url });
    port = await freePort();
    browser = await launchChromium([`--remote-debugging-port=${port}`]);
    const index = await hostBenchmarkIndex();
    plan = cpuPlan(index, STRICT);
    judged = plan.judgesPerformance ? CATEGORIES : CATEGORIES.filter((id) => id !== "performance");
    console.log(
      `Lighthouse on this machine: benchmark index ${Math.round(index)}, CPU slowed ${plan.slowdown}x, ` +
        (plan.judgesPerformance
          ? "performance judged"
          : "performance printed, not judged (a host slower than the phone)"),
    );
  });

  /**
   * Lighthouse's report on one page. A run Lighthouse itself could not measure (now and then the
   * first trace of a fresh browser has no navigation start) is run once more: that is no score.
   */
  async function measure(path: string, attemptsLeft = 2): Promise<Scored> {
    const run = await lighthouse(`${baseUrl}${path}`, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: plan.slowdown },
      // A visitor address of this file's own: the rate limits count per address.
      extraHeaders: { "CF-Connecting-IP": "10.250.0.1" },
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
    const result = run.lhr as unknown as Scored;
    if (!result.runtimeError) return result;
    if (attemptsLeft > 1) return measure(path, attemptsLeft - 1);
    throw new Error(`Lighthouse could not measure ${path}: ${result.runtimeError.code} ${result.runtimeError.message}`);
  }

  /**
   * This machine's benchmark index as Lighthouse reports it: the middle of three short runs on
   * the home page with one cheap audit (the index is measured before the page loads, whatever
   * the audits). One reading alone moved from 1,000 to 1,700 within a minute on a quiet machine.
   */
  async function hostBenchmarkIndex(): Promise<number> {
    const readings: number[] = [];
    for (let reading = 0; reading < 3; reading++) {
      const run = await lighthouse(`${baseUrl}/`, {
        port,
        logLevel: "error",
        output: "json",
        onlyAudits: ["viewport"],
        extraHeaders: { "CF-Connecting-IP": "10.250.0.1" },
      });
      const index = (run?.lhr as unknown as Scored | undefined)?.environment.benchmarkIndex;
      if (index === undefined) throw new Error("Lighthouse reported no benchmark index for this machine");
      readings.push(index);
    }
    console.log(`Lighthouse's benchmark index of this machine: ${readings.map(Math.round).join(", ")}`);
    return readings.sort((a, b) => a - b)[1] ?? 0;
  }

  afterAll(async () => {
    await browser?.close();
    console.log(`Lighthouse wall time per page: ${timings.join(", ")}`);
  });

  // Four pages one after another, each loaded more than once by Lighthouse: 1 to 2 minutes a page
  // on a busy 2-core machine.
  it("scores 95 or more in every judged category on the home, search, provider and geo city pages", {
    timeout: 600_000,
  }, async () => {
    const problems: string[] = [];
    for (const page of pages) {
      const started = performance.now();
      const result = await measure(page.path);
      timings.push(`${page.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const scores = CATEGORIES.map((id) => `${id} ${Math.round((result.categories[id]?.score ?? 0) * 100)}`);
      console.log(
        `${page.name} (${page.path}): ${scores.join(", ")}; benchmark index ${Math.round(result.environment.benchmarkIndex)}`,
      );
      const missed = shortfalls(result, judged);
      if (missed.length > 0) problems.push(`${page.name} (${page.path}):`, ...missed);
    }
    expect(problems.join("\n")).toBe("");
  });
});
