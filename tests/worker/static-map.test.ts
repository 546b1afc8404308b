/**
 * GET /map/static.svg (worker/map/static-map-api.ts): the results map as a picture for a
 * browser without JavaScript, drawn over the offline basemap's tiles.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const AUSTIN = "keyword=Austin%2C+TX&careType=assisted-living";

const pinLabels = (svg: string) =>
  [...svg.matchAll(/<circle [^>]*\/><text [^>]*>(\d+)<\/text>/g)].map((match) => match[1]);
const townNames = (svg: string) =>
  [...svg.matchAll(/<text [^>]*font-size="1[68]"[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);

describe("GET /map/static.svg", () => {
  it("draws the first page's results as pins numbered like the cards, over county lines and the towns around them", async () => {
    const response = await call(`/map/static.svg?${AUSTIN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="400" /);
    expect(svg).toContain('<title id="static-map-title">Map of 20 assisted living results near Austin, TX</title>');
    // The page's 20 cards, the first drawn last so that it lies on top.
    expect(pinLabels(svg)).toEqual(Array.from({ length: 20 }, (_, index) => String(20 - index)));
    // County borders: one path of many segments.
    const borders = /<path d="([^"]+)" fill="none" stroke="#8d969c"/.exec(svg)?.[1] ?? "";
    expect(borders.match(/L/g)?.length ?? 0).toBeGreaterThan(20);
    expect(townNames(svg)).toContain("Austin");
    expect(townNames(svg).length).toBeGreaterThanOrEqual(5);
  });

  it("draws a square picture for a phone, and the second page's pins numbered on from 21", async () => {
    const svg = await (await call(`/map/static.svg?${AUSTIN}&page=2&size=narrow`)).text();
    expect(svg).toMatch(/ width="360" height="360" viewBox="0 0 360 360"/);
    expect(pinLabels(svg).at(-1)).toBe("21");
  });

  it("answers 400 naming a bad size, and 404 when no result has a place", async () => {
    const bad = await call(`/map/static.svg?${AUSTIN}&size=huge`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("size");
    const none = await call("/map/static.svg?keyword=Nowhere%2C+ZZ");
    expect(none.status).toBe(404);
    expect(await none.text()).toBe("No result of this search has a place on the map.");
  });
});
