/**
 * The provider page's photos and street view in a real browser (spec reviews-and-provider-page
 * §2, §4, §7, §8, §9): the tiles 4 a row on a desktop and 2 on a phone; the gallery opened by a
 * tile and by `?photo-index=`, the arrow keys wrapping both ways, swipes on a phone (left goes
 * to the previous photo, right to the next), focus kept inside, Escape and Close giving focus
 * back to the tile and taking `photo-index` out of the address; a photo that fails to load
 * replaced by the placeholder; street view only with a maps key (a second server with MAPS_API_KEY on a copy of this run's state) embedding the
 * outdoor or the default view as the metadata answer says, the page's policy letting the embed
 * in; the pages without script. Each behaviour once, the tests taking turns between the brands
 * and between 360 and 1280 px; axe on each page and on each dialog state. The tiles' links, the
 * server-rendered gallery and street view on both brands and the policy's hosts are the
 * Worker's tests (tests/worker/provider-gallery.test.ts).
 */
import { cp, rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { startDevServer } from "../../scripts/lib/dev-server.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const seededState = inject("seededState");

let browser: Browser;
/** A provider with more than 4 photos whose second photo is not its placeholder. */
let provider: LocationRecord;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  for (const keyword of ["Austin, TX", "Chicago, IL", "Phoenix, AZ", "Seattle, WA"]) {
    const results = await seededSearchResults<{ id: number }>(baseUrl, { keyword });
    for (const result of results) {
      const location = await fetch(`${baseUrl}/api/location/${result.id}`);
      if (!location.ok) continue;
      const record = (await location.json()) as LocationRecord;
      if (record.photos.length > 4 && record.photos[1]?.url !== placeholderImageFor(record.name)) {
        provider = record;
        return;
      }
    }
  }
  throw new Error("no demo provider with more than 4 photos");
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

function gallery(page: Page) {
  return page.getByRole("dialog", { name: `Photos of ${provider.name}` });
}

function tile(page: Page, index: number) {
  return page.locator(".gallery-tile").nth(index - 1);
}

async function position(page: Page): Promise<string> {
  return (await gallery(page).locator(".gallery-position").textContent()) ?? "";
}

/** How many rows the 4 tiles take: 1 side by side, 2 in a 2 by 2 grid. */
function tileRows(page: Page): Promise<number> {
  return page
    .locator(".gallery-tile")
    .evaluateAll((tiles) => new Set(tiles.map((element) => Math.round(element.getBoundingClientRect().top))).size);
}

function photoIndexOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get("photo-index");
}

/** Whether the element is the active element, or holds it. */
function holdsFocus(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement) ?? false, selector);
}

/** A touch swipe across the photo: negative dx is a swipe to the left. */
async function swipe(page: Page, dx: number): Promise<void> {
  const figure = gallery(page).locator(".gallery-figure");
  const box = await figure.boundingBox();
  const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
  const common = { pointerType: "touch", pointerId: 7, isPrimary: true, clientY: y };
  await figure.dispatchEvent("pointerdown", { ...common, clientX: x });
  await figure.dispatchEvent("pointermove", { ...common, clientX: x + dx / 2 });
  await figure.dispatchEvent("pointerup", { ...common, clientX: x + dx });
}

describe("the provider's photos", () => {
  it("opens from a tile, wraps both ways with the arrow keys, keeps Tab inside, and Escape gives focus back to the tile (main brand, 1280 px)", async () => {
    const count = provider.photos.length;
    // Only the islands hydrated at load are live: the tile's click wakes the gallery and is replayed.
    opened = await visit(browser, `${baseUrl}${provider.url}`, { width: 1280, hydration: "load" });
    const { page } = opened;
    expect(await page.locator(".gallery-tile").count()).toBe(4);
    // Four tiles side by side on a desktop.
    expect(await tileRows(page)).toBe(1);
    await expectAccessible(page);

    await tile(page, 1).click();
    await gallery(page).waitFor();
    expect(await position(page)).toBe(`Photo 1 of ${count}`);
    expect(photoIndexOf(page)).toBe("1");
    expect(await holdsFocus(page, ".gallery-dialog")).toBe(true);
    await expectAccessible(page, ".gallery-dialog");

    await page.keyboard.press("ArrowLeft");
    expect(await position(page)).toBe(`Photo ${count} of ${count}`);
    expect(photoIndexOf(page)).toBe(String(count));
    await page.keyboard.press("ArrowRight");
    expect(await position(page)).toBe(`Photo 1 of ${count}`);
    await page.keyboard.press("ArrowRight");
    expect(await position(page)).toBe(`Photo 2 of ${count}`);
    expect(await gallery(page).locator(".gallery-caption").textContent()).toContain(provider.photos[1]?.caption ?? "");
    await expectAccessible(page, ".gallery-dialog");

    // Tab goes round the dialog's own controls, never to the page behind.
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab");
      expect(await holdsFocus(page, ".gallery-dialog")).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await holdsFocus(page, ".gallery-dialog")).toBe(true);

    await page.keyboard.press("Escape");
    await gallery(page).waitFor({ state: "hidden" });
    // The dialog's close event, which drops the parameter, comes a task after it hides.
    await expect.poll(() => photoIndexOf(page)).toBeNull();
    expect(await tile(page, 1).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(opened.errors).toEqual([]);
  });

  it("opens at load from ?photo-index= as a modal, moves with Next, Previous and swipes, and closes to its tile (main brand, 360 px)", async () => {
    const count = provider.photos.length;
    opened = await visit(browser, `${baseUrl}${provider.url}?photo-index=2`, { width: 360, hydration: "load" });
    const { page } = opened;
    // A modal at once, before any interaction: the page behind is inert and focus is inside.
    await expect
      .poll(() => page.locator(".gallery-dialog").evaluate((element) => element.matches(":modal")))
      .toBe(true);
    expect(await holdsFocus(page, ".gallery-dialog")).toBe(true);
    expect(await position(page)).toBe(`Photo 2 of ${count}`);
    // The page behind is inert, so the dialog is all there is to check (the page itself at 360 px: the next test).
    await expectAccessible(page, ".gallery-dialog");

    await gallery(page).getByRole("link", { name: "Next" }).click();
    expect(await position(page)).toBe(`Photo 3 of ${count}`);
    expect(photoIndexOf(page)).toBe("3");
    await gallery(page).getByRole("link", { name: "Previous" }).click();
    await gallery(page).getByRole("link", { name: "Previous" }).click();
    expect(await position(page)).toBe(`Photo 1 of ${count}`);
    await gallery(page).getByRole("link", { name: "Previous" }).click();
    expect(await position(page)).toBe(`Photo ${count} of ${count}`);
    await gallery(page).getByRole("link", { name: "Next" }).click();
    expect(await position(page)).toBe(`Photo 1 of ${count}`);

    // spec §4, literally: a swipe to the left goes to the previous photo, to the right the next.
    await swipe(page, -150);
    expect(await position(page)).toBe(`Photo ${count} of ${count}`);
    expect(photoIndexOf(page)).toBe(String(count));
    await swipe(page, 150);
    expect(await position(page)).toBe(`Photo 1 of ${count}`);
    await swipe(page, 150);
    expect(await position(page)).toBe(`Photo 2 of ${count}`);
    // Too short to be a swipe: nothing moves.
    await swipe(page, 20);
    expect(await position(page)).toBe(`Photo 2 of ${count}`);
    await expectAccessible(page, ".gallery-dialog");

    await gallery(page).getByRole("link", { name: "Close" }).click();
    await gallery(page).waitFor({ state: "hidden" });
    // The dialog's close event, which drops the parameter, comes a task after it hides.
    await expect.poll(() => photoIndexOf(page)).toBeNull();
    expect(new URL(page.url()).pathname).toBe(provider.url);
    // Opened by the address at photo 2: focus goes to that photo's tile.
    expect(await tile(page, 2).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(opened.errors).toEqual([]);
  });

  it("shows the placeholder for a photo that fails to load, in its tile and in the gallery (second brand, 360 px)", async () => {
    const broken = provider.photos[1]?.url ?? "";
    const placeholder = placeholderImageFor(provider.name);
    opened = await visit(browser, `${secondBrandOrigin}${provider.url}`, {
      width: 360,
      prepare: (page) =>
        page.route(
          (url) => url.pathname === broken,
          (route) => route.abort(),
        ),
    });
    const { page } = opened;
    // Two tiles a row on a phone.
    expect(await tileRows(page)).toBe(2);
    // The photos that load keep their own picture, also those the page had not loaded yet (lazy, below the fold).
    const last = tile(page, 4).locator("img");
    expect(await last.getAttribute("src")).toBe(provider.photos[3]?.url);
    const image = tile(page, 2).locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.getAttribute("src")).toBe(placeholder);
    expect(await image.getAttribute("alt")).toContain("(photo not available)");
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await last.getAttribute("src")).toBe(provider.photos[3]?.url);
    await expectAccessible(page);

    await tile(page, 2).click();
    const photo = gallery(page).locator(".gallery-photo");
    await expect.poll(() => photo.getAttribute("src")).toBe(placeholder);
    await expectAccessible(page, ".gallery-dialog");
    // Visitors see no error for it: the fallback is the answer.
    expect(opened.errors.filter((error) => !error.includes("net::ERR_FAILED"))).toEqual([]);
  });

  it("works as links without script: the gallery, its wrapping moves and Close, and offers no street view without a key (second brand, 360 px)", async () => {
    const count = provider.photos.length;
    opened = await visit(browser, `${secondBrandOrigin}${provider.url}?photo-index=${count}`, {
      width: 360,
      javaScript: false,
    });
    const { page } = opened;
    expect(await position(page)).toBe(`Photo ${count} of ${count}`);
    await expectAccessibleWithoutScripts(page);
    await gallery(page).getByRole("link", { name: "Next" }).click();
    await page.waitForURL((url) => url.searchParams.get("photo-index") === "1");
    expect(await position(page)).toBe(`Photo 1 of ${count}`);
    await gallery(page).getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((url) => url.searchParams.get("photo-index") === String(count));
    expect(await position(page)).toBe(`Photo ${count} of ${count}`);
    await gallery(page).getByRole("link", { name: "Close" }).click();
    await page.waitForURL((url) => !url.searchParams.has("photo-index"));
    expect(await page.locator(".gallery-dialog").isVisible()).toBe(false);
    expect(await tile(page, 1).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(page, ".provider-gallery");

    expect(await page.getByRole("link", { name: "Street view" }).count()).toBe(0);
  });
});

describe("street view with a maps key", () => {
  const KEY = "test-maps-key_1";
  const copy = `${seededState}-maps-key`;
  let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

  beforeAll(async () => {
    // The seeded state no server writes to: the copy is whole.
    await rm(copy, { recursive: true, force: true });
    await cp(seededState, copy, { recursive: true });
    server = await startDevServer(copy, { vars: { MAPS_API_KEY: KEY } });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(copy, { recursive: true, force: true });
  });

  /** Answers Google's two street-view addresses as the test says; returns the metadata URLs asked. */
  async function answerGoogle(page: Page, status: string | null): Promise<string[]> {
    const asked: string[] = [];
    await page.route("https://maps.googleapis.com/maps/api/streetview/metadata?**", (route) => {
      asked.push(route.request().url());
      if (status === null) return route.abort();
      return route.fulfill({ contentType: "application/json", body: JSON.stringify({ status }) });
    });
    await page.route("https://www.google.com/maps/embed/v1/streetview?**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><head><title>Street view</title></head><body><p>Street view</p></body></html>',
      }),
    );
    return asked;
  }

  it.each([
    ["the main brand", 360, "OK", "outdoor"],
    ["the second brand", 1280, "ZERO_RESULTS", "default"],
    ["the second brand", 360, null, "default"],
  ] as const)("on %s at %i px, metadata %s embeds the %s view", async (_, width, status, source) => {
    const origin = _ === "the main brand" ? (server?.baseUrl ?? "") : `http://seniorhousing.localhost:${server?.port}`;
    let asked: string[] = [];
    opened = await visit(browser, `${origin}${provider.url}`, {
      width,
      prepare: async (page) => {
        asked = await answerGoogle(page, status);
      },
    });
    const { page } = opened;

    await page.getByRole("link", { name: "Street view" }).click();
    const dialog = page.getByRole("dialog", { name: `Street view of ${provider.name}` });
    const frame = dialog.locator(`iframe[title="Street view of ${provider.name}"]`);
    await frame.waitFor();
    const { latitude, longitude } = provider.address;
    expect(asked).toEqual([
      `https://maps.googleapis.com/maps/api/streetview/metadata?location=${latitude},${longitude}&radius=150&source=outdoor&key=${KEY}`,
    ]);
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.origin + src.pathname).toBe("https://www.google.com/maps/embed/v1/streetview");
    expect(src.searchParams.get("key")).toBe(KEY);
    expect(src.searchParams.get("location")).toBe(`${latitude},${longitude}`);
    expect(src.searchParams.get("source")).toBe(source === "outdoor" ? "outdoor" : null);
    // The page's policy lets the embed in (its host in frame-src): the frame shows Google's answer.
    expect(await dialog.frameLocator("iframe").locator("p").textContent()).toBe("Street view");
    expect(await dialog.locator("address").textContent()).toBe(provider.address.formattedAddress);
    expect(await dialog.locator("canvas").count()).toBe(0);
    await expectAccessible(page, ".street-view-dialog");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // The dialog's close event, which drops the parameter and moves focus back, comes a task after it hides.
    await expect.poll(() => new URL(page.url()).searchParams.get("street-view")).toBeNull();
    // A failed metadata request is a warning, never an error the visitor meets.
    expect(opened.errors.filter((error) => !error.includes("net::ERR_FAILED"))).toEqual([]);
  });
});
