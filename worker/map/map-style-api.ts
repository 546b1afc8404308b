/**
 * GET /map/style.json — the style every map draws (ARCHITECTURE.md, outside services). Under
 * the pins, which each map adds as circle layers on top:
 * - offline (no BASEMAP bucket): land and states from the build's `us-atlas` GeoJSON, county
 *   lines, town and city names by population, and ZIP codes from zoom 11, the last three from the
 *   offline archive's vector tiles (scripts/lib/basemap.ts);
 * - with BASEMAP bound: the Protomaps street basemap (`@protomaps/basemaps` layers, light
 *   flavour) over the archive in R2, with the states source kept for the states map.
 * Both come from the Worker's own tile route, need no key and fetch nothing from another host.
 * There is no `glyphs` URL: MapLibre draws the labels with the browser's own fonts. With
 * MAP_STYLE_URL set, the same address sends the map to that remote style instead.
 */
import { namedFlavor, layers as streetLayers } from "@protomaps/basemaps";
import { Hono } from "hono";
import { BASEMAP_TILES_PATH, MAP_STYLE_PATH } from "../../domain/search/map-geo.ts";
import type { AppEnv } from "../env.ts";
import manifest from "../ssr/asset-manifest.json" with { type: "json" };
import { BASEMAP_ATTRIBUTION, basemapKind } from "./basemap-archive.ts";

/** The style's states source; the states map fills states with content from it. */
const STATES_SOURCE_ID = "us-states";
const BASEMAP_SOURCE_ID = "basemap";
/** The offline archive's deepest zoom; deeper views scale its tiles up. */
const OFFLINE_MAX_ZOOM = 8;
/** Protomaps' street archives stop at zoom 15. */
const STREETS_MAX_ZOOM = 15;
const LABEL_FONT = ["sans-serif"];
const LABEL_COLOR = "#23292e";
const HALO = "#ffffff";

/** A few minutes: a new build changes the GeoJSON's hashed address the style points to. */
const STYLE_MAX_AGE_SECONDS = 300;

function statesSource(statesUrl: string) {
  return { type: "geojson", data: statesUrl, attribution: "U.S. Census Bureau" } as const;
}

function tilesSource(tilesUrl: string, maxzoom: number, attribution: string) {
  return { type: "vector", tiles: [tilesUrl], minzoom: 0, maxzoom, attribution } as const;
}

/** The built-in style (MapLibre style specification, version 8) over the offline archive. */
function offlineMapStyle(statesUrl: string, tilesUrl: string) {
  return {
    version: 8,
    name: "Carefind offline basemap",
    sources: {
      [STATES_SOURCE_ID]: statesSource(statesUrl),
      [BASEMAP_SOURCE_ID]: tilesSource(tilesUrl, OFFLINE_MAX_ZOOM, BASEMAP_ATTRIBUTION.offline),
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#dfe6ea" } },
      { id: "us-states-fill", type: "fill", source: STATES_SOURCE_ID, paint: { "fill-color": "#f8f6f1" } },
      {
        id: "county-lines",
        type: "line",
        source: BASEMAP_SOURCE_ID,
        "source-layer": "counties",
        minzoom: 5,
        paint: { "line-color": "#aab2b8", "line-width": ["interpolate", ["linear"], ["zoom"], 5, 0.5, 10, 1.25] },
      },
      {
        id: "us-states-outline",
        type: "line",
        source: STATES_SOURCE_ID,
        paint: { "line-color": "#6f777d", "line-width": 1.5 },
      },
      {
        id: "zip-labels",
        type: "symbol",
        source: BASEMAP_SOURCE_ID,
        "source-layer": "zips",
        minzoom: 11,
        layout: { "text-field": ["get", "zip"], "text-font": LABEL_FONT, "text-size": 16 },
        paint: { "text-color": "#4c5459", "text-halo-color": HALO, "text-halo-width": 1.5 },
      },
      {
        id: "place-labels",
        type: "symbol",
        source: BASEMAP_SOURCE_ID,
        "source-layer": "places",
        // Each town from the zoom its population earns (the archive's `minzoom`).
        filter: [">=", ["zoom"], ["get", "minzoom"]],
        layout: {
          "text-field": ["get", "name"],
          "text-font": LABEL_FONT,
          "text-size": ["step", ["get", "population"], 16, 50_000, 17, 250_000, 19, 1_000_000, 21],
          // The largest first, so a crowded view keeps the towns a family knows.
          "symbol-sort-key": ["get", "rank"],
          "text-max-width": 8,
          "text-padding": 4,
        },
        paint: { "text-color": LABEL_COLOR, "text-halo-color": HALO, "text-halo-width": 2 },
      },
    ],
  };
}

type StreetLayer = ReturnType<typeof streetLayers>[number];

/**
 * A street layer without its icons: no sprite is served (it would be another host's or another
 * build's), so points of interest and towns keep their names and draw no missing picture.
 */
function withoutIcons(layer: StreetLayer): StreetLayer {
  if (layer.type !== "symbol" || !layer.layout) return layer;
  const layout = Object.fromEntries(Object.entries(layer.layout).filter(([property]) => !property.startsWith("icon-")));
  return { ...layer, layout };
}

/** The street style over the R2 archive, the states source beside it for the states map. */
function streetsMapStyle(statesUrl: string, tilesUrl: string) {
  const attribution = BASEMAP_ATTRIBUTION.streets;
  return {
    version: 8,
    name: "Carefind streets",
    sources: {
      [BASEMAP_SOURCE_ID]: tilesSource(tilesUrl, STREETS_MAX_ZOOM, attribution),
      [STATES_SOURCE_ID]: statesSource(statesUrl),
    },
    layers: streetLayers(BASEMAP_SOURCE_ID, namedFlavor("light"), { lang: "en" }).map(withoutIcons),
  };
}

export const mapStyleRoute = new Hono<AppEnv>().get(MAP_STYLE_PATH, (c) => {
  const remote = c.env.MAP_STYLE_URL;
  if (remote) return c.redirect(remote, 302);
  // The map's worker fetches the data, so the addresses are absolute, not relative to a script.
  const statesUrl = new URL(manifest.map.states, c.req.url).href;
  const tilesUrl = `${new URL(BASEMAP_TILES_PATH, c.req.url).href}/{z}/{x}/{y}.mvt`;
  c.header("Cache-Control", `public, max-age=${STYLE_MAX_AGE_SECONDS}`);
  const style =
    basemapKind(c.env) === "streets" ? streetsMapStyle(statesUrl, tilesUrl) : offlineMapStyle(statesUrl, tilesUrl);
  return c.json(style);
});
