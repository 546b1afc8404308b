/**
 * The consent banner, the cookie opt-out page and the home hero in Chromium (spec
 * reviews-and-provider-page §2, §3, §4, §7; lead-capture-and-chrome §4): the banner's choices
 * by keyboard, by pointer and without JavaScript, and the events they allow; the opt-out page
 * with and without JavaScript; the hero's first picture shown at once, and still for reduced
 * motion. Each on one brand and width, the two brands and 360 and 1280 px taken in turn; axe
 * on each page at each width it is opened at. The markup of the banner, the opt-out page and
 * the hero's pictures is checked in tests/worker/consent.test.ts and home-hero.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, searchRendered, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

let browser: Browser;
const visits: Visit[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  // Every visitor's browser closes, whether the test passed or not.
  await Promise.all(visits.splice(0).map((opened) => opened.close()));
});

afterAll(async () => {
  await browser?.close();
});

/** A first-time visitor (no cookie choice made yet), closed after the test. */
async function firstVisit(url: string, options: VisitOptions = {}): Promise<Visit> {
  const opened = await visit(browser, url, { consentChosen: false, ...options });
  visits.push(opened);
  return opened;
}

async function consentCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "cf_consent");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

/**
 * Records, in the page, the name of every event its code hands to fetch for POST /api/events.
 * The list is complete the moment the page's code has run, where the requests Playwright reports
 * arrive a little later: so an empty list proves nothing was sent, not that it was late.
 */
function recordEventsSent(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    const sent: string[] = [];
    Object.defineProperty(window, "eventsSent", { value: sent });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === "/api/events") sent.push(String(JSON.parse(String(init?.body ?? "{}")).name));
      return send(input, init);
    };
  });
}

/** The events the page sends on its own (ui/app/page-events.ts), whenever the browser is idle: left out here. */
const PAGE_OWN_EVENTS = ["page view", "session start", "dwell engagement", "scroll engagement"];

const eventsSent = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { eventsSent: string[] }).eventsSent)).filter(
    (name) => !PAGE_OWN_EVENTS.includes(name),
  );

const ALL_OFF = { Advertising: false, Analytics: false, Functional: false, DataSharing: false, Chosen: true };

describe("the consent banner", () => {
  it("main brand, 1280 px: 'Reject non-essential' by keyboard stores every category off, and a sort change sends no event after", async () => {
    // A short list (home care near Austin): the page and axe on it cost less than a full one.
    const { page, errors } = await firstVisit(`${baseUrl}/local/search/?keyword=Austin%2C+TX&careType=in-home-care`, {
      prepare: recordEventsSent,
    });
    const banner = page.getByRole("region", { name: "Cookie choices" });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expectAccessible(page);
    const sort = page.getByRole("combobox", { name: "Sort by" });

    // Before any choice Analytics is on: a sort change records 'provider list filtered'. The page
    // sends it in the same run of code that sets the answer it then renders
    // (ui/search/filters/filter-atoms.ts), so once the answer is on screen the event has been sent.
    await searchRendered(page, () => sort.selectOption("best-rated"));
    expect(await eventsSent(page)).toEqual(["provider list filtered"]);

    // Tab order reaches the banner's buttons; Enter presses the one focused.
    await banner.getByRole("link", { name: "Cookie opt-out" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reject non-essential");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
    await page.keyboard.press("Enter");
    expect((await answered).status()).toBe(200);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await consentCookie(page)).toEqual(ALL_OFF);
    // The page did not reload.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);

    // The same change with Analytics off: by the time its answer is on screen, nothing more was sent.
    await searchRendered(page, () => sort.selectOption("most-reviews"));
    expect(await eventsSent(page)).toEqual(["provider list filtered"]);
    await expectAccessible(page, ".results");

    // The next page the visitor asks for comes without the banner: the browser sends the choice.
    const next = await page.context().request.get(`${baseUrl}/`);
    expect(await next.text()).not.toContain('aria-label="Cookie choices"');
    expect(errors).toEqual([]);
  });

  it("second brand home, 360 px: the hero's first picture at once; 'Choose' shows the four categories, and 'Accept all' records 'consent preference updated'", async () => {
    const { page, errors, posted } = await firstVisit(`${secondBrandOrigin}/`, { width: 360 });
    // The hero shows its first picture at once, as the first step of the fading cycle: at the
    // cycle's first instant (whatever time the page took to get here) it alone is opaque.
    const first = page.locator(".hero-image-1");
    await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
    expect(await first.evaluate((image) => getComputedStyle(image).animationName)).toBe("hero-fade");
    const opacitiesAtStart = await page.locator(".hero-image").evaluateAll((images) =>
      images.map((image) => {
        for (const animation of image.getAnimations()) {
          animation.pause();
          animation.currentTime = 0;
        }
        return getComputedStyle(image).opacity;
      }),
    );
    expect(opacitiesAtStart).toEqual(["1", "0", "0", "0"]);
    expect(await first.isVisible()).toBe(true);

    const banner = page.getByRole("region", { name: "Cookie choices" });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expectAccessible(page);
    // The Choose panel open: its four categories, each explained, pass axe too.
    await banner.locator("summary").click();
    expect(await banner.getByRole("checkbox").count()).toBe(4);
    await expectAccessible(page, ".consent-banner");
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(() => posted("/api/events").filter((body) => body.name === "consent preference updated"))
      .toEqual([
        {
          name: "consent preference updated",
          properties: { Advertising: true, Analytics: true, Functional: true, DataSharing: true, source: "banner" },
        },
      ]);
    expect(await consentCookie(page)).toEqual({
      Advertising: true,
      Analytics: true,
      Functional: true,
      DataSharing: true,
      Chosen: true,
    });
    expect(errors).toEqual([]);
  });

  it("'Choose' stores the categories ticked, and works without JavaScript", async () => {
    const { page } = await firstVisit(`${baseUrl}/bestseniorliving/`, { javaScript: false });
    const banner = page.getByRole("region", { name: "Cookie choices" });
    await banner.locator("summary").click({ timeout: 5000 });
    await expectAccessibleWithoutScripts(page, ".consent-banner");
    await banner.getByRole("checkbox", { name: "Advertising" }).uncheck({ timeout: 5000 });
    await banner.getByRole("checkbox", { name: "Data sharing" }).uncheck({ timeout: 5000 });
    await banner.getByRole("button", { name: "Save my choices" }).click({ timeout: 5000 });
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/bestseniorliving/");
    expect(await page.getByRole("region", { name: "Cookie choices" }).count()).toBe(0);
    expect(await consentCookie(page)).toEqual({ ...ALL_OFF, Analytics: true, Functional: true });
  });
});

describe("the cookie opt-out page", () => {
  it("main brand, 360 px: checking 'Reject Cookies' stores it and reads 'Done. You've Rejected Cookies'", async () => {
    const { page, errors } = await firstVisit(`${baseUrl}/cookie-opt-out/`, { width: 360 });
    await expectAccessible(page);
    const box = page.getByRole("checkbox", { name: "Reject Cookies" });
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByText("Done. You've Rejected Cookies").count()).toBe(0);
    await box.check();
    await expect.poll(() => page.getByText("Done. You've Rejected Cookies").isVisible()).toBe(true);
    expect(await consentCookie(page)).toMatchObject({ Advertising: false, DataSharing: false, Chosen: true });
    await expectAccessible(page, ".cookie-opt-out-form");
    await box.uncheck();
    await expect.poll(() => page.getByText("Done. You've Rejected Cookies").count()).toBe(0);
    await expect.poll(async () => (await consentCookie(page))?.Advertising).toBe(true);
    expect(errors).toEqual([]);
  });

  it("second brand, 1280 px, without JavaScript: 'Save choice' stores it and the page comes back checked", async () => {
    const { page } = await firstVisit(`${secondBrandOrigin}/cookie-opt-out/`, { javaScript: false });
    await page.getByRole("checkbox", { name: "Reject Cookies" }).check();
    await Promise.all([
      page.waitForURL("**/cookie-opt-out/"),
      page.getByRole("button", { name: "Save choice" }).click(),
    ]);
    await page.waitForLoadState();
    expect(await page.getByRole("checkbox", { name: "Reject Cookies" }).isChecked()).toBe(true);
    expect(await page.getByText("Done. You've Rejected Cookies").isVisible()).toBe(true);
    expect(await consentCookie(page)).toMatchObject({ Advertising: false, DataSharing: false });
    await expectAccessibleWithoutScripts(page, ".cookie-opt-out-page");
  });
});

describe("the home hero", () => {
  it("main brand, 1280 px: stands still for people who prefer reduced motion: the first picture, no animation", async () => {
    const { page, errors } = await firstVisit(`${baseUrl}/`, {
      consentChosen: true,
      prepare: (fresh) => fresh.emulateMedia({ reducedMotion: "reduce" }),
    });
    const first = page.locator(".hero-image-1");
    expect(await first.evaluate((image) => getComputedStyle(image).animationName)).toBe("none");
    expect(await first.evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
    expect(await first.isVisible()).toBe(true);
    expect(await page.locator(".hero-image-2").isVisible()).toBe(false);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
