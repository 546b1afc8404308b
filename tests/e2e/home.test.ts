/**
 * The home page on both brands: on the main brand, the skip link, the hero search's islands
 * sharing one store, the session Timeout on leaving, a script typed into the search shown as
 * text on the results, never run, and a page that fits a 360 px phone; on the second brand, a
 * search of the brand's own path without a location. The pages' titles, wordmark and
 * escaped HTML are checked in tests/worker/home-page.test.ts and tests/worker/ssr.test.tsx.
 */
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit, waitForHydration } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";

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

/** A new visitor on the hydrated page, which reported no error while loading. */
async function openPage(url: string, options: VisitOptions = {}): Promise<Visit> {
  const visited = await visit(browser, url, options);
  opened.push(visited);
  expect(visited.errors).toEqual([]);
  return visited;
}

describe("home page, main brand", () => {
  it("a skip link first, the search islands in one store, the session Timeout on leaving, and a script searched for shown as text, never run", async () => {
    const attack = "</script><script>window.__pwned=1;alert(1)</script>";
    let dialogs = 0;
    const { page } = await openPage(`${baseUrl}/`, {
      prepare: (page) =>
        page.on("dialog", async (dialog) => {
          dialogs++;
          await dialog.dismiss();
        }),
    });

    // The skip link is the first keyboard stop, visible when focused.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    expect(new URL(page.url()).hash).toBe("#main");
    await expectAccessible(page);

    // Leaving the page moves the session Timeout 30 s ahead.
    const timeout = await page.evaluate(() => {
      window.dispatchEvent(new Event("pagehide"));
      const raw = document.cookie.split("; ").find((part) => part.startsWith("cf_session="));
      const session = JSON.parse(decodeURIComponent(raw?.slice("cf_session=".length) ?? "null"));
      return session.Timeout - Date.now();
    });
    expect(timeout).toBeGreaterThan(28_000);
    expect(timeout).toBeLessThanOrEqual(30_000);

    // The care level changes the heading and the search URL: the hero's islands share one store.
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
    await expectAccessible(page, ".hero");

    // A script typed as the place is searched for as text: shown on the results, never run.
    await hero.getByLabel("Location").fill(attack);
    expect(await page.getByRole("alert").count()).toBe(0);
    await hero.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/local/search/**");
    const address = new URL(page.url());
    expect([...address.searchParams]).toEqual([
      ["keyword", attack],
      ["careType", "memory-care-facilities"],
    ]);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Memory Care near ${attack}`);
    // The header's search bar starts from what was searched (seeded atoms).
    expect(await page.getByRole("combobox", { name: "Location" }).inputValue()).toBe(attack);
    expect(dialogs).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectAccessible(page);
  }, 90_000);

  it("suggests places in the hero's location box as the header bar does: arrow keys and Enter", async () => {
    const { page } = await openPage(`${baseUrl}/`, { width: 1280 });
    const hero = page.getByRole("search", { name: "Find senior living and care" });
    const box = hero.getByRole("combobox", { name: "Location" });
    await box.pressSequentially("Austi");
    const options = hero.getByRole("listbox", { name: "Suggested places" }).getByRole("option");
    await options.first().waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page, ".hero");
    await box.press("ArrowDown");
    const chosen = (await options.first().textContent()) ?? "";
    expect(chosen).toMatch(/^Austin/);
    await box.press("Enter");
    expect(await box.inputValue()).toBe(chosen);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
  });

  it("fits a 360 px phone: its search form stacks and the page never scrolls sideways", async () => {
    const { page } = await openPage(`${baseUrl}/`, { width: 360 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

describe("home page, second brand", () => {
  it("searches its own path without requiring a location", async () => {
    const { page } = await openPage(`${secondBrandOrigin}/`);
    await expectAccessible(page);
    await page.locator(".hero").getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/search/**");
    expect(new URL(page.url()).pathname).toBe("/search/");
    expect(new URL(page.url()).search).toBe("?careType=assisted-living");
  });
});
