/**
 * GET /map/style.json — the map style the results map draws (ARCHITECTURE.md, outside
 * services): a background and the US states, filled and outlined, from the GeoJSON the build
 * makes out of `us-atlas`. No glyphs and no sprites: the style has no text or icon layers (the
 * provider pins are circles the map adds on top, their labels HTML popups). With MAP_STYLE_URL
 * set, the same address sends the map to that remote style instead.
 */
import { Hono } from "hono";
import { MAP_STYLE_PATH } from "../../domain/search/map-geo.ts";
import type { AppEnv } from "../env.ts";
import manifest from "../ssr/asset-manifest.json" with { type: "json" };

/** The style's states source; the client adds its pins above every layer of it. */
const STATES_SOURCE_ID = "us-states";

/** A few minutes: a new build changes the GeoJSON's hashed address the style points to. */
const STYLE_MAX_AGE_SECONDS = 300;

/** The built-in style (MapLibre style specification, version 8), the states data at `statesUrl`. */
function builtInMapStyle(statesUrl: string) {
  return {
    version: 8,
    name: "Carefind US states",
    sources: {
      [STATES_SOURCE_ID]: {
        type: "geojson",
        data: statesUrl,
        attribution: "U.S. Census Bureau",
      },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#dfe6ea" } },
      { id: "us-states-fill", type: "fill", source: STATES_SOURCE_ID, paint: { "fill-color": "#f8f6f1" } },
      {
        id: "us-states-outline",
        type: "line",
        source: STATES_SOURCE_ID,
        paint: { "line-color": "#7a8288", "line-width": 1.25 },
      },
    ],
  };
}

export const mapStyleRoute = new Hono<AppEnv>().get(MAP_STYLE_PATH, (c) => {
  const remote = c.env.MAP_STYLE_URL;
  if (remote) return c.redirect(remote, 302);
  // The map's worker fetches the data, so the address is absolute, not relative to a script.
  const statesUrl = new URL(manifest.map.states, c.req.url).href;
  c.header("Cache-Control", `public, max-age=${STYLE_MAX_AGE_SECONDS}`);
  return c.json(builtInMapStyle(statesUrl));
});
