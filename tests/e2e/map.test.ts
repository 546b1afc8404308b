/**
 * The results map in a real browser. On a wide screen (the 'Show Map' toggle): MapLibre is
 * fetched only when the map opens, the map reaches idle with one pin per result and really
 * draws them, a pin's popup and the list beside the map work by mouse and by keyboard, and
 * 'Back to List' gives focus back; under the pins the offline basemap draws county lines and the
 * names of the towns around. On a phone (the Map chip): providers with invalid
 * coordinates are skipped and logged, the Filters drawer redraws the pins, and 'Back to List'
 * gives focus back to the chip. With no coordinates at all, the map says so. Axe on the open
 * map at each width, and on each part opened over it. Without JavaScript, 'Show Map' opens the
 * Worker's picture of the results, square on a phone and wide beside them; with it, the picture
 * is never fetched.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const SEARCH_PATH = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";
/** The default pin colour (domain/search/map-geo.ts, DEFAULT_PIN_COLOR) as RGB. */
const PIN_RGB = [0xc2, 0x41, 0x0c] as const;
const MAPLIBRE_REQUEST = /map-runtime|maplibre/;

interface Result {
  id: number;
  name: string;
  address: { latitude: number; longitude: number };
}

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

function validCoordinates({ address: { latitude, longitude } }: Result): boolean {
  return (
    latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180 && !(latitude === 0 && longitude === 0)
  );
}

/** The search API's first page for these parameters, and how many results there are in all. */
async function search(body: Record<string, string>): Promise<{ results: Result[]; totalItems: number }> {
  const response = await fetch(`${baseUrl}/api/enhanced-search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { results: Result[]; totalItems: number };
}

async function searchResults(body: Record<string, string>): Promise<Result[]> {
  return (await search(body)).results;
}

interface MapVisit {
  page: Page;
  errors: string[];
  /** The map's own warnings ('map: ...') so far. */
  warnings: () => string[];
  /** The URLs requested so far. */
  requests: () => string[];
}

/** A new visitor on the Austin results at this width, 800 px tall, hydrated. */
async function openResults(width: number, options: VisitOptions = {}): Promise<MapVisit> {
  const visited = await visit(browser, `${baseUrl}${SEARCH_PATH}`, { width, height: 800, ...options });
  opened.push(visited);
  return {
    page: visited.page,
    errors: visited.errors,
    warnings: () =>
      visited.messages
        .filter((message) => message.type === "warning" && message.text.startsWith("map:"))
        .map((message) => message.text),
    requests: () => visited.requests.map((request) => request.url()),
  };
}

/** The control that opens the map at this width: the toggle from 768px, the Map chip below. */
function opener(page: Page, width: number): Locator {
  return width >= 768
    ? page.getByRole("button", { name: "Show Map" })
    : page.getByRole("group", { name: "Refine the results" }).getByRole("button", { name: "Map", exact: true });
}

async function openMap(page: Page, width: number): Promise<Locator> {
  await opener(page, width).click();
  const dialog = page.getByRole("dialog", { name: "Results on the map" });
  await dialog.waitFor({ state: "visible" });
  return dialog;
}

async function waitForMapReady(page: Page, pins?: number): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const frame = document.querySelector<HTMLElement>(".map-frame");
      if (frame?.dataset.mapState !== "ready") return false;
      return expected === undefined || frame.dataset.pinCount === String(expected);
    },
    pins,
    { timeout: 30_000 },
  );
}

/**
 * Pixels of the pins' colour in a screenshot of the map, and the middle of one pin: the
 * screenshot is decoded by the page itself (a data: image on a canvas).
 */
async function pinPixels(page: Page): Promise<{ count: number; pin: { x: number; y: number } | null }> {
  const frame = page.locator(".map-frame");
  const png = (await frame.screenshot()).toString("base64");
  return page.evaluate(
    async ({ data, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d");
      if (!context) return { count: 0, pin: null };
      context.drawImage(image, 0, 0);
      const { data: pixels, width } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      let pin: { x: number; y: number } | null = null;
      for (let index = 0; index < pixels.length; index += 4) {
        const close =
          Math.abs((pixels[index] ?? 0) - rgb[0]) < 24 &&
          Math.abs((pixels[index + 1] ?? 0) - rgb[1]) < 24 &&
          Math.abs((pixels[index + 2] ?? 0) - rgb[2]) < 24;
        if (!close) continue;
        count++;
        const pixel = index / 4;
        // A pixel with pin colour a few pixels to each side is inside a pin, not on its edge.
        const x = pixel % width;
        const y = Math.floor(pixel / width);
        const around = [-4, 4].every((dx) => {
          const at = (y * width + x + dx) * 4;
          return Math.abs((pixels[at] ?? 0) - rgb[0]) < 24;
        });
        if (!pin && around) pin = { x, y };
      }
      return { count, pin };
    },
    { data: png, rgb: PIN_RGB },
  );
}

/**
 * The search page at this width with the seeded results' coordinates rewritten by `rewrite`, as
 * if the data held them.
 */
function visitWithCoordinates(width: number, rewrite: (index: number) => string): Promise<MapVisit> {
  return openResults(width, {
    prepare: (page) =>
      page.route(`${baseUrl}${SEARCH_PATH}`, async (route) => {
        const response = await route.fetch();
        let index = 0;
        // Only the results' addresses (their coordinates follow their state), not the searched
        // place (whose coordinates come before its city and state).
        const body = (await response.text()).replace(
          /("state":"[^"]*",)"latitude":-?[\d.]+,"longitude":-?[\d.]+/g,
          (original, state: string) => {
            const replacement = rewrite(index++);
            return replacement ? `${state}${replacement}` : original;
          },
        );
        await route.fulfill({ response, body });
      }),
  });
}

const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe("the results map", () => {
  it("at 1280 px: loads MapLibre only when opened, pins every result, and works by mouse and keyboard", async () => {
    const width = 1280;
    const results = await searchResults({ keyword: "Austin, TX", careType: "assisted-living" });
    const pinnable = results.filter(validCoordinates);
    expect(pinnable.length).toBeGreaterThan(1);

    const { page, errors, requests } = await openResults(width);
    // The page's initial JavaScript holds no MapLibre, and nothing of it was fetched, nor the
    // picture of the results that a browser without script shows.
    expect(requests().filter((url) => MAPLIBRE_REQUEST.test(url) || url.includes("/map/static.svg"))).toEqual([]);
    const scripts = requests().filter((url) => url.endsWith(".js"));
    for (const script of scripts) expect(await (await fetch(script)).text()).not.toContain("maplibregl-");
    expect(await opener(page, width).getAttribute("aria-pressed")).toBe("false");

    const dialog = await openMap(page, width);
    await waitForMapReady(page, pinnable.length);
    expect(requests().some((url) => url.includes("map-runtime"))).toBe(true);
    expect(requests().some((url) => /maplibre-gl-[A-Z0-9]+\.css$/.test(url))).toBe(true);
    expect(requests().some((url) => url.endsWith("/map/style.json"))).toBe(true);
    // The map really draws the pins (WebGL through SwiftShader), and the list names each one.
    const drawn = await pinPixels(page);
    expect(drawn.count).toBeGreaterThan(100);
    expect(await dialog.locator(".map-pin-list-item").count()).toBe(pinnable.length);
    // Under the pins, the offline basemap: county lines and the names of the towns around.
    const canvas = page.locator(".map-canvas");
    expect(Number(await canvas.getAttribute("data-county-lines"))).toBeGreaterThan(0);
    const towns = ((await canvas.getAttribute("data-towns")) ?? "").split("|");
    expect(towns).toEqual(expect.arrayContaining(["Austin", "Round Rock", "Cedar Park", "Pflugerville"]));
    expect(towns.length).toBeGreaterThanOrEqual(10);
    await expectAccessible(page);

    // A click on a pin opens its card, with driving directions to its "lat,lng".
    const frameBox = await page.locator(".map-frame").boundingBox();
    if (!drawn.pin || !frameBox) throw new Error("no pin found on the map");
    await page.mouse.click(frameBox.x + drawn.pin.x, frameBox.y + drawn.pin.y);
    const popup = page.locator(".maplibregl-popup");
    await popup.waitFor({ state: "visible" });
    const directions = popup.getByRole("link", { name: /^Driving directions/ });
    const href = (await directions.getAttribute("href")) ?? "";
    const destination = new URL(href).searchParams.get("destination") ?? "";
    const clicked = pinnable.find((result) => `${result.address.latitude},${result.address.longitude}` === destination);
    expect(clicked, `no result at ${destination}`).toBeDefined();
    expect(href).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${clicked?.address.latitude},${clicked?.address.longitude}`,
    );
    expect(await directions.getAttribute("target")).toBe("_blank");
    expect(await directions.getAttribute("rel")).toBe("noopener");
    expect(await popup.getByRole("heading", { name: clicked?.name }).count()).toBe(1);
    await expectAccessible(page, ".maplibregl-popup");

    // By keyboard: Tab reaches the list; Enter flies to a provider and opens its card, focused.
    const first = pinnable[0] as Result;
    const firstItem = dialog.getByRole("button", { name: new RegExp(`^${first.name}`) });
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press("Tab");
      if (await focused(firstItem)) break;
    }
    expect(await focused(firstItem)).toBe(true);
    await page.keyboard.press("Enter");
    const title = popup.getByRole("link", { name: first.name, exact: true });
    await title.waitFor({ state: "visible" });
    expect(await focused(title)).toBe(true);
    expect(await popup.getByRole("link", { name: /^Driving directions/ }).getAttribute("href")).toContain(
      `destination=${first.address.latitude},${first.address.longitude}`,
    );
    // Escape closes the card first, back on its list item; the map stays open.
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    expect(await focused(firstItem)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);

    // 'Back to List' closes the map and gives focus back to what opened it.
    await dialog.getByRole("button", { name: "Back to List" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => focused(opener(page, width))).toBe(true);
    expect(await opener(page, width).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
  });

  it("at 360 px: opens from the Map chip, skips and logs invalid coordinates, redraws the pins through the Filters drawer", async () => {
    const width = 360;
    const results = await searchResults({ keyword: "Austin, TX", careType: "assisted-living" });
    // Providers outside -90..90 / -180..180 or at 0,0.
    const invalid = [
      '"latitude":0,"longitude":0',
      '"latitude":95,"longitude":-97.7',
      '"latitude":30.2,"longitude":-190',
    ];
    const { page, warnings, errors } = await visitWithCoordinates(width, (index) => invalid[index] ?? "");
    // On a phone the Map chip opens the map; the desktop toggle is not shown.
    expect(await page.getByRole("button", { name: "Show Map" }).isVisible()).toBe(false);
    expect(await opener(page, width).getAttribute("aria-pressed")).toBe("false");
    const dialog = await openMap(page, width);
    await waitForMapReady(page, results.length - invalid.length);
    for (const result of results.slice(0, invalid.length)) {
      expect(warnings()).toContain(`map: provider ${result.id} has invalid coordinates; it is not pinned`);
    }
    expect(await dialog.locator(".map-pin-list-item").count()).toBe(results.length - invalid.length);
    await expectAccessible(page);

    // The Filters drawer over the map: a filter redraws the pins for the new results.
    await dialog.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.waitFor({ state: "visible" });
    await expectAccessible(page, ".map-filters-drawer");

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/enhanced-search"));
    await drawer.getByLabel("4 stars and up").check();
    const filteredResults = ((await (await answer).json()) as { results: Result[] }).results;
    const pinnable = filteredResults.filter(validCoordinates);
    // The same results the search API gives for Austin's 4-star assisted living: fewer than
    // before the filter, and some, so that the pins really change.
    const filtered = await search({ keyword: "Austin, TX", careType: "assisted-living", reviews: "4-plus" });
    const unfiltered = await search({ keyword: "Austin, TX", careType: "assisted-living" });
    expect(filteredResults.map((result) => result.id)).toEqual(filtered.results.map((result) => result.id));
    expect(pinnable.length).toBeGreaterThanOrEqual(1);
    expect(filtered.totalItems).toBeLessThan(unfiltered.totalItems);
    await waitForMapReady(page, pinnable.length);
    await page.waitForFunction(
      (name) => document.querySelector(".map-pin-list-name")?.textContent === name,
      pinnable[0]?.name,
    );

    // 'Show N Results' closes the drawer onto the map, focus back on 'Filters'.
    await drawer.getByRole("button", { name: /^Show / }).click();
    await drawer.waitFor({ state: "hidden" });
    expect(await dialog.isVisible()).toBe(true);
    expect(await focused(dialog.getByRole("button", { name: "Filters" }))).toBe(true);

    // 'Back to List' closes the map and gives focus back to the chip.
    await dialog.getByRole("button", { name: "Back to List" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => focused(opener(page, width))).toBe(true);
    expect(await opener(page, width).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
  });

  it("without JavaScript: 'Show Map' opens a picture of the results, square at 360 px and wide at 1280 px", async () => {
    const { page, requests, errors } = await openResults(360, { javaScript: false });
    const pictures = () => requests().filter((url) => url.includes("/map/static.svg"));
    const toggle = page.locator("summary", { hasText: "Show Map" });
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    const image = page.getByRole("img", { name: "Map of 20 assisted living results near Austin, TX" });
    const loadedWidth = () =>
      image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
    await expect.poll(loadedWidth).toBe(360);
    expect(pictures()).toEqual([expect.stringContaining("size=narrow")]);
    const list = page.locator(".static-map-list li");
    expect(await list.count()).toBe(20);
    expect(await list.first().getByRole("link").textContent()).toBeTruthy();
    expect(await page.locator("summary", { hasText: "Hide Map" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessibleWithoutScripts(page, ".static-map");

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(loadedWidth).toBe(640);
    await expectAccessibleWithoutScripts(page, ".static-map");
    expect(errors).toEqual([]);
  });

  it("at 1280 px: says 'The coordinates must be defined!' when no result has coordinates", async () => {
    const { page } = await visitWithCoordinates(1280, () => '"latitude":0,"longitude":0');
    const dialog = await openMap(page, 1280);
    await dialog.getByText("The coordinates must be defined!").waitFor({ state: "visible" });
    expect(await page.locator(".map-frame").getAttribute("data-map-state")).toBe("empty");
    await expectAccessible(page, ".map-dialog");
  });
});
