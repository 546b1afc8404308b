/**
 * The interactive US states map on a care-type hub (spec lead-capture-and-chrome §2, §4), on
 * both brands at 360 and 1280 px: in list mode a click on a state goes to its section, which
 * scrolls into view, and the state is marked active; map mode fetches MapLibre only when chosen,
 * draws the states until the map is idle, and every state with content stays reachable by
 * keyboard beside it. Without script the list is all there is; without WebGL the list stays
 * with a note. axe on every state of it.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchChromium, visit } from "./browser.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";

const port = inject("port");
const HUB = "/senior-living/assisted-living/";
const ORIGINS = [
  { brand: "main brand", origin: `http://localhost:${port}` },
  { brand: "second brand", origin: `http://seniorhousing.localhost:${port}` },
];
const MAP_CHUNK = /states-map-runtime|maplibre/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The states with content, as the list links them: [code, link text]. */
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

describe.each(ORIGINS)("the states map on the $brand", ({ origin }) => {
  it.each([360, 1280])(
    "at %i px: a state in the list scrolls to its cities; map mode draws the states",
    async (width) => {
      const { page, errors, requests, close } = await visit(browser, `${origin}${HUB}`, { width, height: 800 });
      try {
        const hrefs = await linkedStates(page);
        expect(hrefs.length).toBeGreaterThan(5);
        const target = hrefs[Math.floor(hrefs.length / 2)] ?? "";
        const code = target.slice(1);
        expect(code).toMatch(/^[A-Z]{2}$/);
        expect(await inView(page, `section[id="${code}"]`)).toBe(false);

        // List mode: the state's link goes to its section and is marked active.
        await expect.poll(() => page.getByRole("button", { name: "List" }).isVisible()).toBe(true);
        const link = page.locator(`.states-map-list a[href="${target}"]`);
        await link.click();
        await expect.poll(() => new URL(page.url()).hash).toBe(target);
        await expect.poll(() => link.getAttribute("aria-current")).toBe("location");
        await expect.poll(() => inView(page, `section[id="${code}"]`), { timeout: 10_000 }).toBe(true);
        expect(await page.locator(`section[id="${code}"] a`).count()).toBeGreaterThan(1);
        await expectAccessible(page);
        expect(requests.map((request) => request.url()).some((url) => MAP_CHUNK.test(url))).toBe(false);

        // Map mode: MapLibre arrives now, the map reaches idle, and the states stay keyboard links.
        await page.getByRole("button", { name: "Map" }).click();
        await page.locator('.states-map[data-map-state="ready"]').waitFor({ timeout: 30_000 });
        expect(requests.map((request) => request.url()).some((url) => MAP_CHUNK.test(url))).toBe(true);
        expect(await page.locator(".states-map-frame canvas").count()).toBe(1);
        const other = hrefs[0] ?? "";
        await page.locator(`.states-map-list a[href="${other}"]`).focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => new URL(page.url()).hash).toBe(other);
        await expect.poll(() => inView(page, `section[id="${other.slice(1)}"]`), { timeout: 10_000 }).toBe(true);
        await expectAccessible(page);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    60_000,
  );
});

describe("the states map without script or WebGL", () => {
  it("is a list of links to the states' sections without script", async () => {
    const { page, close } = await visit(browser, `${ORIGINS[0]?.origin}${HUB}`, { javaScript: false, width: 360 });
    try {
      expect(await page.getByRole("button", { name: "Map" }).isVisible()).toBe(false);
      const target = (await linkedStates(page))[2] ?? "";
      await page.locator(`.states-map-list a[href="${target}"]`).click();
      await expect.poll(() => inView(page, `section[id="${target.slice(1)}"]`), { timeout: 10_000 }).toBe(true);
      // @axe-core/playwright waits on timers that never fire while scripts are off.
      await expectAccessibleWithoutScripts(page);
    } finally {
      await close();
    }
  });

  it("stays a list, and says so, when the browser has no WebGL", async () => {
    const { page, close } = await visit(browser, `${ORIGINS[0]?.origin}${HUB}`, {
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
    try {
      await page.getByRole("button", { name: "Map" }).click();
      await page
        .getByText("This browser cannot draw the map, so the states are listed instead.")
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
      expect(await page.locator(".states-map-list a").count()).toBeGreaterThan(5);
      await expectAccessible(page);
    } finally {
      await close();
    }
  });
});
