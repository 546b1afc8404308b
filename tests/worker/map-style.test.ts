/**
 * The map style the Worker serves (ARCHITECTURE.md, outside services): a valid MapLibre style
 * with the US states from the build's GeoJSON and no glyphs or sprites; with MAP_STYLE_URL set,
 * the map goes to the remote style and the pages' policy lets it.
 */

import { env } from "cloudflare:workers";
import { type StyleSpecification, validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { call } from "./worker-client.ts";

const REMOTE_STYLE = "https://tiles.example.com/styles/streets/style.json";

describe("GET /map/style.json", () => {
  it("answers a valid version 8 style: land, states, county lines, town and ZIP labels, no glyphs or sprites", async () => {
    const response = await call("/map/style.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const style = (await response.json()) as StyleSpecification;
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ["background", "background"],
      ["us-states-fill", "fill"],
      ["county-lines", "line"],
      ["us-states-outline", "line"],
      ["zip-labels", "symbol"],
      ["place-labels", "symbol"],
    ]);
    // The county lines and labels come from the Worker's own tiles of the offline archive.
    expect(style.sources.basemap).toMatchObject({
      type: "vector",
      tiles: ["http://localhost/map/tiles/{z}/{x}/{y}.mvt"],
      maxzoom: 8,
    });
    const states = style.sources["us-states"];
    if (states?.type !== "geojson" || typeof states.data !== "string") throw new Error("no states GeoJSON source");
    // Absolute, because MapLibre's worker fetches it; a hashed file of this build.
    expect(states.data).toMatch(/^http:\/\/localhost\/assets\/us-states-[0-9a-f]{10}\.json$/);
  });

  it("points at a GeoJSON of the US states that the assets serve", async () => {
    const style = (await (await call("/map/style.json")).json()) as StyleSpecification;
    const states = style.sources["us-states"];
    if (states?.type !== "geojson" || typeof states.data !== "string") throw new Error("no states GeoJSON source");
    const file = await env.ASSETS.fetch(states.data);
    expect(file.status).toBe(200);
    const geojson = (await file.json()) as {
      type: string;
      features: { properties: { name: string }; geometry: { type: string } }[];
    };
    expect(geojson.type).toBe("FeatureCollection");
    const names = geojson.features.map((feature) => feature.properties.name);
    expect(names).toEqual(expect.arrayContaining(["Texas", "Alaska", "Hawaii", "District of Columbia"]));
    expect(names.length).toBeGreaterThanOrEqual(51);
    for (const feature of geojson.features) expect(["Polygon", "MultiPolygon"]).toContain(feature.geometry.type);
  });

  it("with a BASEMAP bucket bound, answers a valid street style over the Worker's tiles", async () => {
    const response = await app.request("/map/style.json", {}, { ...env, BASEMAP: env.TEST_BASEMAP });
    const style = (await response.json()) as StyleSpecification;
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.basemap).toMatchObject({ type: "vector", maxzoom: 15 });
    expect(style.layers.length).toBeGreaterThan(50);
    // No sprite is served: no layer asks for an icon, and the points of interest keep their names.
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.layers)).not.toContain('"icon-');
    expect(style.layers.find((layer) => layer.id === "pois")).toMatchObject({
      layout: { "text-field": expect.anything() },
    });
  });

  it("sends the map to MAP_STYLE_URL when one is set", async () => {
    const response = await app.request("/map/style.json", {}, { ...env, MAP_STYLE_URL: REMOTE_STYLE });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(REMOTE_STYLE);
  });
});

describe("the pages' policy and the map", () => {
  function policy(response: Response, directive: string): string | undefined {
    return response.headers
      .get("Content-Security-Policy")
      ?.split("; ")
      .find((part) => part.startsWith(`${directive} `));
  }

  it("lets MapLibre run its worker and draw from our own origin only, by default", async () => {
    const response = await call("/local/search/?keyword=Austin%2C+TX");
    expect(policy(response, "worker-src")).toBe("worker-src 'self' blob:");
    expect(policy(response, "connect-src")).toBe("connect-src 'self'");
    expect(policy(response, "img-src")).toBe(
      "img-src 'self' data: blob: https://images.carefind.com https://images.seniorhousing.com",
    );
    expect(policy(response, "style-src")).toBe("style-src 'self'");
  });

  it("adds the remote style's origin to connect-src and img-src when MAP_STYLE_URL is set", async () => {
    const response = await app.request("/local/search/", {}, { ...env, MAP_STYLE_URL: REMOTE_STYLE });
    expect(policy(response, "connect-src")).toBe("connect-src 'self' https://tiles.example.com");
    expect(policy(response, "img-src")).toBe(
      "img-src 'self' data: blob: https://images.carefind.com https://images.seniorhousing.com https://tiles.example.com",
    );
    expect(policy(response, "script-src")).not.toContain("tiles.example.com");
  });
});
