/**
 * What every browser test shares: real Chromium (Debian's package) driven by playwright-core,
 * one way to open a page as a fresh visitor (`visit`), axe-core on a page, and the waits for
 * the islands to hydrate.
 */

import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, chromium, type Page, type Request, type Response } from "playwright-core";
import { expect } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { isLanguage } from "../../domain/i18n/languages.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from "../../scripts/ensure-test-programs.ts";

/** spec: lead-capture-and-chrome §9 breakpoints: below this width the page is a phone's, touch included. */
export const PHONE_BELOW_PX = 768;

/** Chromium as every browser test runs it; `extraArgs` add switches (a DevTools port for Lighthouse). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_SWITCHES, ...extraArgs],
  });
}

export interface VisitOptions {
  /** Viewport width, 1280 by default; below 768 the visitor has a touch screen. */
  width?: number;
  /** Viewport height, 900 by default. */
  height?: number;
  /** False: the visitor's browser runs no script (and nothing waits for islands). */
  javaScript?: boolean;
  /** Extra request headers; each visitor already sends a CF-Connecting-IP of its own. */
  headers?: Record<string, string>;
  /** Runs on the fresh page before it loads: cookies, init scripts, routes, the clock, listeners. */
  prepare?: (page: Page) => Promise<unknown> | unknown;
  /**
   * What to wait for once loaded: every island ('interactive', the default: the pointer moves
   * as a visitor's would), only those hydrated on load ('load'), or nothing ('none').
   */
  hydration?: "interactive" | "load" | "none";
  /** Which of the page's events the visit waits for before it returns: its load event unless told. */
  waitUntil?: "load" | "domcontentloaded";
  /**
   * Whether the visitor has already made their cookie choice (everything allowed), so the consent
   * banner stays away: true unless told (the consent tests meet the banner as a first visit does).
   */
  consentChosen?: boolean;
}

export interface Visit {
  page: Page;
  /** Uncaught exceptions and console errors, in order. */
  errors: string[];
  /** Every console message, in order. */
  messages: { type: string; text: string }[];
  /** Every request the page made, from its first. */
  requests: Request[];
  /** The JSON bodies the page's scripts posted to this path so far, in order (a native form post is not JSON). */
  posted: (path: string) => Record<string, unknown>[];
  /** Closes the visitor's browser context. */
  close: () => Promise<void>;
}

let visitors = 0;

/**
 * A visitor address no other visitor of the run shares (the lead rate limit counts per IP):
 * the test file's worker id, then this file's visitor count.
 */
function visitorAddress(): string {
  visitors++;
  const file = Number(process.env.VITEST_WORKER_ID ?? "0") % 256;
  return `10.${file}.${Math.floor(visitors / 250) % 256}.${(visitors % 250) + 1}`;
}

/** A new visitor (own cookies, storage and IP) on the page at `url`, hydrated unless told otherwise. */
export async function visit(browser: Browser, url: string, options: VisitOptions = {}): Promise<Visit> {
  const width = options.width ?? 1280;
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: { width, height: options.height ?? 900 },
    hasTouch: width < PHONE_BELOW_PX,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(), ...options.headers },
  });
  if (options.consentChosen ?? true) {
    const chosen = { Advertising: true, Analytics: true, Functional: true, DataSharing: true, Chosen: true };
    await context.addCookies([
      { name: COOKIE_NAMES.consent, value: encodeURIComponent(JSON.stringify(chosen)), url: new URL(url).origin },
    ]);
  }
  const page = await context.newPage();
  const requests: Request[] = [];
  const opened: Visit = {
    page,
    errors: [],
    messages: [],
    requests,
    posted: (path) => requests.flatMap((request) => jsonPosted(request, path)),
    close: () => context.close(),
  };
  page.on("pageerror", (error) => opened.errors.push(error.message));
  page.on("console", (message) => {
    opened.messages.push({ type: message.type(), text: message.text() });
    if (message.type() === "error") opened.errors.push(message.text());
  });
  page.on("request", (request) => requests.push(request));
  await options.prepare?.(page);
  await page.goto(url, { waitUntil: options.waitUntil ?? "load" });
  const hydration = javaScript ? (options.hydration ?? "interactive") : "none";
  if (hydration === "interactive") await waitForHydration(page);
  if (hydration === "load") await waitForEagerHydration(page);
  return opened;
}

function jsonPosted(request: Request, path: string): Record<string, unknown>[] {
  if (request.method() !== "POST" || new URL(request.url()).pathname !== path) return [];
  try {
    return [JSON.parse(request.postData() ?? "") as Record<string, unknown>];
  } catch {
    return [];
  }
}

/**
 * Fails with the list of violations when axe finds any on the page as it is now, or only in
 * `part` (a CSS selector) when given: after an interaction, the part that changed (a dialog
 * opened, a list filtered) is what needs checking again, and a part costs a fraction of a
 * whole page. Axe runs in the page itself (legacy mode: no second blank page for finishing
 * the run) and reports the nodes of violations only. Only cross-origin frames (a map embed)
 * go unchecked, and those are not ours.
 */
export async function expectAccessible(page: Page, part?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (part) {
    expect(await page.locator(part).count(), `the part axe checks, ${part}, is on the page`).toBeGreaterThan(0);
    builder = builder.include(part);
  }
  const results = await builder.analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}

/**
 * An island's code held back until the test lets it through: `prepare` routes the page's
 * requests for the island's chunk (`/{island}-{hash}.js`) to wait, `release` lets them go.
 * For what a visitor does before the island is live.
 */
export function heldIsland(island: string): { prepare: (page: Page) => Promise<unknown>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunk = new RegExp(`/${island}-[^/]*\\.js$`);
  return {
    prepare: (page) =>
      page.route(chunk, async (route) => {
        await held;
        await route.continue();
      }),
    release,
  };
}

/** Waits until the client entry has hydrated the islands it hydrates on load. */
export async function waitForEagerHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until every island is live: the eager ones, then, after the pointer moves over the
 * page as a visitor's would, those hydrated at the first interaction.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForEagerHydration(page);
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === "true");
}

/**
 * Runs the change and waits until the results list shows the search it started: the answers of
 * POST /api/enhanced-search have come, and the count and the first card are the answer to the
 * last request sent (the page drops an answer overtaken by a newer request, as a change that
 * sends several, a slider's steps, does). The list's `aria-busy` alone is not enough: when the
 * answer comes before React has rendered the loading state, the two renders are one and
 * `aria-busy` never leaves "false".
 */
export async function searchRendered(page: Page, change: () => Promise<unknown>): Promise<void> {
  // A Spanish page's call carries its language (`?lang=es`).
  const isSearch = (url: string) => new URL(url).pathname === "/api/enhanced-search";
  const sent: Request[] = [];
  const answers = new Map<Request, Promise<{ searchState: string; totalItems: number; results: { url: string }[] }>>();
  const onRequest = (request: Request) => {
    if (isSearch(request.url())) sent.push(request);
  };
  const onResponse = (response: Response) => {
    if (isSearch(response.url())) answers.set(response.request(), response.json());
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  const lang = await page.locator("html").getAttribute("lang");
  const language = isLanguage(lang) ? lang : "en";
  const words = messagesFor(language);
  try {
    await change();
    await expect
      .poll(
        async () => {
          const last = sent.at(-1);
          const answer = last ? await answers.get(last) : undefined;
          if (!answer) return false;
          const count =
            answer.searchState === "NO_SEARCH_INPUT"
              ? words.search.results.headingNone
              : words.search.results.count(answer.totalItems);
          return page.evaluate(
            ([count, firstUrl]) => {
              const list = document.querySelector('.results [aria-busy="false"]');
              const shown = document.querySelector(".results .provider-card-title a")?.getAttribute("href") ?? null;
              return (
                Boolean(list) && document.querySelector(".results-count")?.textContent === count && shown === firstUrl
              );
            },
            [count, answer.results[0] ? localizedPath(answer.results[0].url, language) : null] as const,
          );
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
  } finally {
    page.off("request", onRequest);
    page.off("response", onResponse);
  }
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) a second
 * ahead of now: timers then fire only when the test moves time on with `page.clock.runFor`.
 * The second is margin: `pauseAt` refuses a time the page's clock has already passed, and on a
 * busy machine the round trip from reading the time to pausing can take longer than a moment.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
