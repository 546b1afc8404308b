/**
 * The home page on both brands: the hero search's islands share one store, the skip link, the
 * session Timeout on leaving, and a script in the query shown as text, never run.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit, waitForHydration } from "./browser.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A new visitor on the hydrated page, which reported no error while loading. */
async function openPage(url: string): Promise<Page> {
  const { page, errors } = await visit(browser, url);
  expect(errors).toEqual([]);
  return page;
}

describe("home page, main brand", () => {
  it("hydrates the search islands into one store: the care level changes the heading and the search URL", async () => {
    const page = await openPage(`${baseUrl}/`);
    await expectAccessible(page);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe("Find senior living and senior care near you");
    // The hero's search box; the header has a search bar of its own.
    const hero = page.locator(".hero");

    await hero.getByLabel("Care level").selectOption("memory-care-facilities");
    await expect.poll(() => heading.textContent()).toBe("Find Memory Care near you");
    const form = page.locator("form.search-form");
    expect(await form.getAttribute("data-submit-url")).toBe("/local/search/?careType=memory-care-facilities");

    // The main brand needs a location: leaving the field empty says so.
    await hero.getByLabel("Location").focus();
    await hero.getByLabel("Care level").focus();
    expect(await page.getByRole("alert").textContent()).toBe("Please enter a city, state or ZIP code");
    await expectAccessible(page);

    await hero.getByLabel("Location").fill("Austin, TX");
    expect(await page.getByRole("alert").count()).toBe(0);
    await hero.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/local/search/**");
    expect(new URL(page.url()).search).toBe("?keyword=Austin%2C+TX&careType=memory-care-facilities");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Memory Care near Austin, TX");
    // The header's search bar starts from what was searched (seeded atoms).
    expect(await page.getByRole("combobox", { name: "Location" }).inputValue()).toBe("Austin, TX");
    await expectAccessible(page);
    await page.context().close();
  });

  it("fits a 360 px phone: its search form stacks and the page never scrolls sideways", async () => {
    const { page } = await visit(browser, `${baseUrl}/`, { width: 360 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it("offers a skip link as the first keyboard stop, visible when focused", async () => {
    const page = await openPage(`${baseUrl}/`);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).hash).toBe("#main");
    await page.context().close();
  });

  it("moves the session Timeout 30 s ahead when the page is left", async () => {
    const page = await openPage(`${baseUrl}/`);
    const timeout = await page.evaluate(() => {
      window.dispatchEvent(new Event("pagehide"));
      const raw = document.cookie.split("; ").find((part) => part.startsWith("cf_session="));
      const session = JSON.parse(decodeURIComponent(raw?.slice("cf_session=".length) ?? "null"));
      return session.Timeout - Date.now();
    });
    expect(timeout).toBeGreaterThan(28_000);
    expect(timeout).toBeLessThanOrEqual(30_000);
    await page.context().close();
  });
});

describe("home page, second brand", () => {
  it("shows the second brand and searches its own path without requiring a location", async () => {
    const page = await openPage(`http://seniorhousing.localhost:${port}/`);
    await expectAccessible(page);
    expect(await page.title()).toBe("Find Senior Living and Senior Care Near You | SeniorHousing");
    expect(await page.locator(".site-logo").textContent()).toBe("SeniorHousing");
    await page.locator(".hero").getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/search/**");
    expect(new URL(page.url()).pathname).toBe("/search/");
    expect(new URL(page.url()).search).toBe("?careType=assisted-living");
    await page.context().close();
  });
});

describe("escaping", () => {
  it("shows a script in the query as text and never runs it", async () => {
    const attack = "</script><script>window.__pwned=1;alert(1)</script>";
    let dialogs = 0;
    const { page } = await visit(browser, `${baseUrl}/local/search/?keyword=${encodeURIComponent(attack)}`, {
      prepare: (page) =>
        page.on("dialog", async (dialog) => {
          dialogs++;
          await dialog.dismiss();
        }),
    });
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Assisted Living near ${attack}`);
    expect(await page.getByRole("combobox", { name: "Location" }).inputValue()).toBe(attack);
    await page.context().close();
  });
});
