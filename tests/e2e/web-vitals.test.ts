/**
 * Core Web Vitals in the field (docs/web-vitals.md; spec reviews-and-provider-page §7):
 * with Analytics consent, a page loads the web-vitals library after load and sends its LCP and
 * CLS, and INP once the visitor has interacted, as one 'core web vitals' event when the page is
 * hidden (the visitor leaves it), which the operator's summary then counts; without consent the
 * library never loads and nothing is sent. Axe on the page. (That the page's HTML names no web-vitals
 * chunk is checked in tests/worker/web-vitals.test.ts.)
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { adminRequest } from "./admin-requests.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";

const PAGE = "/senior-living/assisted-living/";

let browser: Browser;
/** The visits a test opened, closed after it whatever its outcome. */
const opened: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visited) => visited.close()));
});

afterAll(async () => {
  await browser?.close();
});

async function open(options: VisitOptions = {}): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}${PAGE}`, options);
  opened.push(visited);
  return visited;
}

type Counts = Record<string, number>;

/** The summary's count per metric for the page's type (a care-type hub), on the operator's side. */
async function hubCounts(): Promise<Counts> {
  const answer = await adminRequest(baseUrl, "GET", "/admin/web-vitals?days=1");
  expect(answer.status).toBe(200);
  const { rows } = JSON.parse(answer.body) as { rows: { pageType: string; metric: string; count: number }[] };
  const counts: Counts = { LCP: 0, INP: 0, CLS: 0 };
  for (const row of rows) if (row.pageType === "geo-hub") counts[row.metric] = row.count;
  return counts;
}

function added(before: Counts, after: Counts): Counts {
  return Object.fromEntries(
    Object.keys(before).map((metric) => [metric, (after[metric] ?? 0) - (before[metric] ?? 0)]),
  );
}

/**
 * Whether the summary has counted at least these many more of each metric: other browser tests
 * visit hub pages with Analytics consent at the same time, so their visits may count too.
 */
function atLeast(before: Counts, expected: Counts): () => Promise<boolean> {
  return async () => {
    const more = added(before, await hubCounts());
    return Object.entries(expected).every(([metric, count]) => (more[metric] ?? 0) >= count);
  };
}

const libraryRequested = (visited: Visit) =>
  visited.requests.some((request) => /\/assets\/web-vitals-(?!report-)[A-Z0-9]+\.js$/.test(request.url()));

const SENT_KEY = "test-events-sent";

/**
 * Notes, in the tab's session storage (which outlives the page, unlike the page's own memory),
 * the address of every beacon the page sends: the browser's request log does not show a beacon
 * sent as the page goes away.
 */
async function noteBeacons(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
      sent.push(String(url));
      sessionStorage.setItem(key, JSON.stringify(sent));
      return send(url, data);
    };
  }, SENT_KEY);
}

/** How many beacons the visitor's pages sent to the events API, read on the page the visitor went on to. */
async function beaconsSent(page: Page): Promise<number> {
  const sent = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[], SENT_KEY);
  return sent.filter((url) => new URL(url, baseUrl).pathname === "/api/events").length;
}

/**
 * Leaves the page for another on the same site, as a visitor does: the page is hidden, then goes
 * away. A plain text file is enough to read the tab's session storage on, at a fraction of a
 * page; the icon the browser asks for beside it is none of the site's.
 */
async function leave(page: Page): Promise<void> {
  await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
  await page.goto(`${baseUrl}/robots.txt`);
}

/**
 * Settles once the library has taken in the visitor's first input. Its observer, started
 * earlier, is handed the input's event timing entry before this page's own observer is, and
 * leaves the entry to an idle callback; an idle callback asked for after that runs after it.
 * (A page hidden before that idle callback reports no INP: the library reads the entry only
 * after its report on hide.)
 */
function firstInputTaken(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: "first-input", buffered: true });
      }),
  );
}

/**
 * Settles once the reporter's chunk has run on the page: importing the same module again
 * resolves only after its evaluation, and after the page's own import of it has gone on (its
 * reaction was queued first), so by then the reporter has read the consent and, had it been
 * given, started loading the library.
 */
async function reporterRan(page: Page, visited: Visit): Promise<void> {
  const reporter = visited.requests.find((request) => /\/assets\/web-vitals-report-[A-Z0-9]+\.js$/.test(request.url()));
  expect(reporter, "the reporter's chunk was requested").toBeDefined();
  // As a string: the test's own transform would rewrite an import() inside a function.
  await page.evaluate(`import(${JSON.stringify(reporter?.url() ?? "")}).then(() => true)`);
}

describe("core web vitals", () => {
  it("with Analytics consent, sends LCP and CLS when the page is hidden, and INP after an interaction", async () => {
    const before = await hubCounts();
    const visited = await open({ prepare: noteBeacons });
    const { page } = visited;
    // It loads after load, when the browser is idle.
    await page.waitForFunction(() => document.documentElement.dataset.webVitals === "observing");
    expect(libraryRequested(visited)).toBe(true);
    await expectAccessible(page);
    await leave(page);
    await expect.poll(atLeast(before, { LCP: 1, CLS: 1 })).toBe(true);
    // This page's own beacon.
    expect(await beaconsSent(page)).toBe(1);

    // A second visit where the visitor clicks before leaving: INP too.
    const clicked = await open();
    await clicked.page.waitForFunction(() => document.documentElement.dataset.webVitals === "observing");
    await clicked.page.locator("h1").click();
    await firstInputTaken(clicked.page);
    await leave(clicked.page);
    await expect.poll(atLeast(before, { LCP: 2, INP: 1, CLS: 2 })).toBe(true);
    expect(visited.errors).toEqual([]);
    expect(clicked.errors).toEqual([]);
  });

  it("without Analytics consent, never loads the library and sends nothing", async () => {
    const refused = { Advertising: true, Analytics: false, Functional: true, DataSharing: true, Chosen: true };
    const visited = await open({
      consentChosen: false,
      prepare: async (page) => {
        await noteBeacons(page);
        await page
          .context()
          .addCookies([
            { name: COOKIE_NAMES.consent, value: encodeURIComponent(JSON.stringify(refused)), url: baseUrl },
          ]);
      },
    });
    const { page } = visited;
    // The reporter's own small chunk loads after load and idle, reads the consent and stops there.
    await expect
      .poll(() => visited.requests.some((request) => request.url().includes("/assets/web-vitals-report-")))
      .toBe(true);
    await reporterRan(page, visited);
    expect(await page.evaluate(() => document.documentElement.dataset.webVitals)).toBeUndefined();
    await page.locator("h1").click();
    await leave(page);
    expect(libraryRequested(visited)).toBe(false);
    // What this page sent: other browser tests may visit hubs with consent meanwhile, so the
    // summary's counts are not this visitor's alone.
    expect(await beaconsSent(page)).toBe(0);
    expect(visited.errors).toEqual([]);
  });
});
