/**
 * The consent banner, the cookie opt-out page and the home hero in Chromium, at 360 and 1280 px
 * on both brands (spec reviews-and-provider-page §2, §3, §4, §7; lead-capture-and-chrome §4).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, searchRendered, visit } from "./browser.ts";

const port = inject("port");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const BRANDS = [
  { name: "main brand", origin: `http://localhost:${port}`, search: "/local/search/?keyword=Austin%2C+TX" },
  { name: "second brand", origin: `http://seniorhousing.localhost:${port}`, search: "/search/?keyword=Austin%2C+TX" },
] as const;
const WIDTHS = [360, 1280] as const;

async function consentCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "cf_consent");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

const eventPosts = (requests: { url: () => string; method: () => string }[]) =>
  requests.filter((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/events");

describe("the consent banner", () => {
  for (const brand of BRANDS) {
    for (const width of WIDTHS) {
      it(`${brand.name}, ${width} px: 'Reject non-essential' by keyboard stores every category off, and no event is sent after`, async () => {
        const { page, errors, requests } = await visit(browser, `${brand.origin}${brand.search}`, {
          consentChosen: false,
          width,
        });
        const banner = page.getByRole("region", { name: "Cookie choices" });
        await expect.poll(() => banner.isVisible()).toBe(true);
        await expectAccessible(page);

        // Tab order reaches the banner's buttons; Enter presses the one focused.
        await banner.getByRole("link", { name: "Cookie opt-out" }).focus();
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reject non-essential");
        const answered = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
        await page.keyboard.press("Enter");
        expect((await answered).status()).toBe(200);
        await expect.poll(() => banner.count()).toBe(0);
        expect(await consentCookie(page)).toEqual({
          Advertising: false,
          Analytics: false,
          Functional: false,
          DataSharing: false,
          Chosen: true,
        });
        // The page did not reload.
        expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);

        if (width === 1280) {
          // A change that records 'provider list filtered' with Analytics on records nothing now.
          await searchRendered(page, () => page.getByRole("combobox", { name: "Sort by" }).selectOption("best-rated"));
          await page.waitForTimeout(300);
        }
        expect(eventPosts(requests)).toEqual([]);
        await expectAccessible(page);

        // The next page has no banner.
        await page.goto(`${brand.origin}/`);
        expect(await page.getByRole("region", { name: "Cookie choices" }).count()).toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      }, 120_000);
    }
  }

  it("'Accept all' records 'consent preference updated' with the new choice", async () => {
    const visited = await visit(browser, `http://localhost:${port}/`, { consentChosen: false });
    const banner = visited.page.getByRole("region", { name: "Cookie choices" });
    // The Choose panel open: its four categories, each explained, pass axe too.
    await banner.locator("summary").click();
    expect(await banner.getByRole("checkbox").count()).toBe(4);
    await expectAccessible(visited.page);
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect
      .poll(() => visited.posted("/api/events").filter((body) => body.name === "consent preference updated"))
      .toEqual([
        {
          name: "consent preference updated",
          properties: { Advertising: true, Analytics: true, Functional: true, DataSharing: true, source: "banner" },
        },
      ]);
    expect(visited.errors).toEqual([]);
    await visited.close();
  });

  it("'Choose' stores the categories ticked, and works without JavaScript", async () => {
    const { page, close } = await visit(browser, `http://localhost:${port}/bestseniorliving/`, {
      consentChosen: false,
      javaScript: false,
    });
    const banner = page.getByRole("region", { name: "Cookie choices" });
    await banner.locator("summary").click({ timeout: 5000 });
    await banner.getByRole("checkbox", { name: "Advertising" }).uncheck({ timeout: 5000 });
    await banner.getByRole("checkbox", { name: "Data sharing" }).uncheck({ timeout: 5000 });
    await banner.getByRole("button", { name: "Save my choices" }).click({ timeout: 5000 });
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/bestseniorliving/");
    expect(await page.getByRole("region", { name: "Cookie choices" }).count()).toBe(0);
    expect(await consentCookie(page)).toEqual({
      Advertising: false,
      Analytics: true,
      Functional: true,
      DataSharing: false,
      Chosen: true,
    });
    await close();
  });
});

describe("the cookie opt-out page", () => {
  for (const brand of BRANDS) {
    for (const width of WIDTHS) {
      it(`${brand.name}, ${width} px: checking 'Reject Cookies' stores it and reads 'Done. You've Rejected Cookies'`, async () => {
        const { page, errors } = await visit(browser, `${brand.origin}/cookie-opt-out/`, {
          consentChosen: false,
          width,
        });
        await expectAccessible(page);
        const box = page.getByRole("checkbox", { name: "Reject Cookies" });
        expect(await box.isChecked()).toBe(false);
        expect(await page.getByText("Done. You've Rejected Cookies").count()).toBe(0);
        await box.check();
        await expect.poll(() => page.getByText("Done. You've Rejected Cookies").isVisible()).toBe(true);
        expect(await consentCookie(page)).toMatchObject({ Advertising: false, DataSharing: false, Chosen: true });
        await expectAccessible(page);
        await box.uncheck();
        await expect.poll(() => page.getByText("Done. You've Rejected Cookies").count()).toBe(0);
        await expect.poll(async () => (await consentCookie(page))?.Advertising).toBe(true);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it("works without JavaScript: 'Save choice' stores it and the page comes back checked", async () => {
    const { page, close } = await visit(browser, `http://localhost:${port}/cookie-opt-out/`, {
      consentChosen: false,
      javaScript: false,
    });
    await page.getByRole("checkbox", { name: "Reject Cookies" }).check();
    await Promise.all([
      page.waitForURL("**/cookie-opt-out/"),
      page.getByRole("button", { name: "Save choice" }).click(),
    ]);
    await page.waitForLoadState();
    expect(await page.getByRole("checkbox", { name: "Reject Cookies" }).isChecked()).toBe(true);
    expect(await page.getByText("Done. You've Rejected Cookies").isVisible()).toBe(true);
    expect(await consentCookie(page)).toMatchObject({ Advertising: false, DataSharing: false });
    await close();
  });
});

describe("the home hero", () => {
  for (const brand of BRANDS) {
    for (const width of WIDTHS) {
      it(`${brand.name}, ${width} px: shows the first picture at once, sized, and the rest lazily`, async () => {
        const { page, errors } = await visit(browser, `${brand.origin}/`, { consentChosen: false, width });
        const first = page.locator(".hero-image-1");
        await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
        expect(await first.evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
        expect(await first.evaluate((image) => getComputedStyle(image).animationName)).toBe("hero-fade");
        expect(await first.getAttribute("fetchpriority")).toBe("high");
        for (const image of await page.locator(".hero-image").all()) {
          expect(await image.getAttribute("width")).toBe("500");
          expect(await image.getAttribute("alt")).toBe("");
        }
        expect(await page.locator(".hero-image[loading=lazy]").count()).toBe(3);
        await expectAccessible(page);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it("stands still for people who prefer reduced motion: the first picture, no animation", async () => {
    const { page, close } = await visit(browser, `http://localhost:${port}/`, {
      prepare: (page) => page.emulateMedia({ reducedMotion: "reduce" }),
    });
    const first = page.locator(".hero-image-1");
    expect(await first.evaluate((image) => getComputedStyle(image).animationName)).toBe("none");
    expect(await first.evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
    expect(await first.isVisible()).toBe(true);
    expect(await page.locator(".hero-image-2").isVisible()).toBe(false);
    await close();
  });
});
