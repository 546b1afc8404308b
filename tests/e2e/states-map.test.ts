/**
 * The interactive US states map on a care-type hub (spec lead-capture-and-chrome §2, §4): in
 * list mode a click on a state goes to its section, which scrolls into view, and the state is
 * marked active (main brand, 360 px); map mode fetches MapLibre only when chosen, draws the
 * states until the map is idle, and every state with content stays reachable by keyboard beside
 * it (second brand, 1280 px); without WebGL the list stays with a note. axe on the page at each
 * width and on the map as it changes; without script a state's link still jumps to its section.
 * The list as the server renders it (each state linking to its section of cities, the toggle
 * hidden) is checked in tests/worker/care-type-hubs.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl, secondBrandOrigin } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const HUB = "/senior-living/assisted-living/";
const MAP_CHUNK = /states-map-runtime|maplibre/;

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

async function open(url: string, options: VisitOptions): Promise<Visit> {
  const opened = await visit(browser, url, options);
  visits.push(opened);
  return opened;
}

/** The anchors of the states with content, as the list links them (`#TX`). */
async function linkedStates(page: Page): Promise<string[]> {
  return page
    .locator(".states-map-list a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** Whether the element's top edge is within the viewport. */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= -1 && top < window.innerHeight;
  });
}

const mapFetched = (requests: Visit["requests"]) =>
  requests.map((request) => request.url()).some((url) => MAP_CHUNK.test(url));

describe("the states map", () => {
  it("main brand, 360 px: in list mode a state's link scrolls to its cities and marks it active", async () => {
    const { page, errors, requests } = await open(`${baseUrl}${HUB}`, { width: 360, height: 800 });
    const hrefs = await linkedStates(page);
    expect(hrefs.length).toBeGreaterThan(5);
    const target = hrefs[Math.floor(hrefs.length / 2)] ?? "";
    const code = target.slice(1);
    expect(code).toMatch(/^[A-Z]{2}$/);
    expect(await inView(page, `section[id="${code}"]`)).toBe(false);

    // The toggle shows once the island is live; the list is the mode it starts in.
    await expect.poll(() => page.getByRole("button", { name: "List" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
    const link = page.locator(`.states-map-list a[href="${target}"]`);
    await link.click();
    await expect.poll(() => new URL(page.url()).hash).toBe(target);
    await expect.poll(() => link.getAttribute("aria-current")).toBe("location");
    await expect.poll(() => inView(page, `section[id="${code}"]`), { timeout: 10_000 }).toBe(true);
    expect(await page.locator(`section[id="${code}"] a`).count()).toBeGreaterThan(1);
    // The state's cities, folded on the page, unfold with the jump; the others stay folded.
    const cityLinks = page.locator(`section[id="${code}"] .state-cities-list a`);
    await expect.poll(() => cityLinks.first().isVisible()).toBe(true);
    expect(await page.locator("details.state-cities-more[open]").count()).toBe(1);
    await expectAccessible(page);
    // List mode never fetches the map's code.
    expect(mapFetched(requests)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("main brand, 360 px, without JavaScript: a state's link still jumps to its cities", async () => {
    const { page } = await open(`${baseUrl}${HUB}`, { javaScript: false, width: 360, height: 800 });
    const target = (await linkedStates(page))[2] ?? "";
    expect(target).toMatch(/^#[A-Z]{2}$/);
    await page.locator(`.states-map-list a[href="${target}"]`).click();
    await expect.poll(() => inView(page, `section[id="${target.slice(1)}"]`)).toBe(true);
    await expectAccessibleWithoutScripts(page);
  });

  it("second brand, 1280 px: map mode fetches MapLibre only when chosen, draws the states, and keeps them keyboard links", async () => {
    const { page, errors, requests } = await open(`${secondBrandOrigin}${HUB}`, { width: 1280, height: 800 });
    const hrefs = await linkedStates(page);
    expect(hrefs.length).toBeGreaterThan(5);
    await expectAccessible(page);
    expect(mapFetched(requests)).toBe(false);

    // Map mode: MapLibre arrives now, the map reaches idle, and the states stay keyboard links.
    await page.getByRole("button", { name: "Map" }).click();
    await page.locator('.states-map[data-map-state="ready"]').waitFor({ timeout: 30_000 });
    expect(mapFetched(requests)).toBe(true);
    expect(await page.locator(".states-map-frame canvas").count()).toBe(1);
    // The states carry their names on the map (the lower 48 in view, a few too small to fit).
    const named = await page.locator(".states-map-frame [data-named-states]").getAttribute("data-named-states");
    expect(Number(named)).toBeGreaterThanOrEqual(35);
    expect(await page.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
    const other = hrefs[0] ?? "";
    await page.locator(`.states-map-list a[href="${other}"]`).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).hash).toBe(other);
    await expect.poll(() => inView(page, `section[id="${other.slice(1)}"]`), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => page.locator(`.states-map-list a[href="${other}"]`).getAttribute("aria-current"))
      .toBe("location");
    await expectAccessible(page, ".states-map");
    expect(errors).toEqual([]);
  }, 60_000);

  it("main brand, 1280 px: stays a list, and says so, when the browser has no WebGL", async () => {
    const { page } = await open(`${baseUrl}${HUB}`, {
      width: 1280,
      height: 800,
      prepare: (fresh) =>
        fresh.addInitScript(() => {
          const getContext = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function (
            this: HTMLCanvasElement,
            kind: string,
            ...rest: unknown[]
          ) {
            if (kind.startsWith("webgl")) return null;
            return (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
          } as typeof getContext;
        }),
    });
    await page.getByRole("button", { name: "Map" }).click();
    await page
      .getByText("This browser cannot draw the map, so the states are listed instead.")
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(".states-map-list a").count()).toBeGreaterThan(5);
    await expectAccessible(page, ".states-map");
  });
});
