/**
 * The page's own events in Chromium (docs/events.md; spec reviews-and-provider-page §7, §9): with
 * Analytics consent a page sends 'page view' once loaded and 'session start' on the session's
 * first page only, 'scroll engagement' once scrolled past half its height and 'dwell
 * engagement' after 30 s in view (the page's clock run ahead, never a real wait); a result
 * card opened sends 'product click'. Without consent, none of them. Axe on the page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";

const HUB = "/senior-living/assisted-living/";
const SEARCH = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";

let browser: Browser;
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

async function open(path: string, options: VisitOptions = {}): Promise<Visit> {
  const visited = await visit(browser, `${baseUrl}${path}`, options);
  opened.push(visited);
  return visited;
}

type Sent = { name: string; properties: Record<string, unknown> };

const sent = (visited: Visit) => visited.posted("/api/events") as Sent[];
const named = (visited: Visit, name: string) => sent(visited).filter((event) => event.name === name);

/** The statuses the server answered the page's event posts with, once each has its answer. */
async function eventStatuses(visited: Visit): Promise<number[]> {
  const posts = visited.requests.filter(
    (request) => request.method() === "POST" && request.url().endsWith("/api/events"),
  );
  return Promise.all(posts.map(async (request) => (await request.response())?.status() ?? 0));
}

const recording = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.pageEvents === "recording");

describe("the page's own events", () => {
  it("with Analytics consent: page view and session start on load, scroll past half, 30 s in view, once each", async () => {
    const visited = await open(HUB, { prepare: (page) => page.clock.install() });
    const { page } = visited;
    await recording(page);
    await expect.poll(() => named(visited, "page view").map((event) => event.properties)).toEqual([{ path: HUB }]);
    await expect
      .poll(() => named(visited, "session start").map((event) => event.properties))
      .toEqual([{ path: HUB, referrerHost: null }]);
    await expectAccessible(page);
    // Nothing else yet: the visitor has neither scrolled nor stayed 30 s.
    expect(sent(visited).map((event) => event.name)).not.toContain("scroll engagement");
    expect(sent(visited).map((event) => event.name)).not.toContain("dwell engagement");

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(() => named(visited, "scroll engagement").map((event) => event.properties))
      .toEqual([{ path: HUB }]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    await page.clock.fastForward(30_000);
    await expect
      .poll(() => named(visited, "dwell engagement").map((event) => event.properties))
      .toEqual([{ path: HUB, seconds: 30 }]);
    await page.clock.fastForward(60_000);
    expect(named(visited, "scroll engagement")).toHaveLength(1);
    expect(named(visited, "dwell engagement")).toHaveLength(1);
    expect(new Set(await eventStatuses(visited))).toEqual(new Set([202]));

    // The next page of the same session: its own page view, no second session start.
    await page.goto(`${baseUrl}${SEARCH}`);
    await recording(page);
    await expect
      .poll(() => named(visited, "page view").map((event) => event.properties.path))
      .toEqual([HUB, "/local/search/"]);
    expect(named(visited, "session start")).toHaveLength(1);
    expect(visited.errors).toEqual([]);
  });

  it("a result card opened sends 'product click' with its provider and place in the list", async () => {
    const visited = await open(SEARCH);
    const { page } = visited;
    const second = page.locator(".result-list > li").nth(1);
    const title = second.locator(".provider-card-title a");
    const href = (await title.getAttribute("href")) ?? "";
    // The provider page opens in the same tab; the event goes out as the page leaves (keepalive).
    await Promise.all([page.waitForURL((url) => url.pathname === href), title.click()]);
    await expect.poll(() => named(visited, "product click")).toHaveLength(1);
    const [click] = named(visited, "product click");
    expect(click?.properties).toMatchObject({ position: 2, listName: "search results" });
    expect(Number.isInteger(click?.properties.providerId)).toBe(true);
    expect(href).not.toBe("");
    expect(visited.errors).toEqual([]);
  });

  it("without Analytics consent, sends none of them", async () => {
    const refused = { Advertising: true, Analytics: false, Functional: true, DataSharing: true, Chosen: true };
    const visited = await open(HUB, {
      consentChosen: false,
      prepare: (page) =>
        page
          .context()
          .addCookies([
            { name: COOKIE_NAMES.consent, value: encodeURIComponent(JSON.stringify(refused)), url: baseUrl },
          ]),
    });
    const { page } = visited;
    // The chunk loads when idle and stops at the consent: settled once importing it again resolves.
    await expect
      .poll(() => visited.requests.some((request) => /\/assets\/page-events-[A-Z0-9]+\.js$/.test(request.url())))
      .toBe(true);
    const chunk = visited.requests.find((request) => /\/assets\/page-events-[A-Z0-9]+\.js$/.test(request.url()));
    await page.evaluate(`import(${JSON.stringify(chunk?.url() ?? "")}).then(() => true)`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => document.documentElement.dataset.pageEvents)).toBeUndefined();
    expect(sent(visited)).toEqual([]);
    expect(visited.errors).toEqual([]);
  });
});
