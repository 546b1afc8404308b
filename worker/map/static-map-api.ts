/**
 * GET /map/static.svg?{the search page's query}&size=wide|narrow — the results map as a picture,
 * for 'Show Map' without JavaScript (issue 38): the same search as the results page (same
 * criteria, page and page size, so pin 1 is the first card), its pins numbered over the basemap's
 * own tiles (worker/map/basemap-archive.ts) — county lines and town names offline, borders, main
 * roads and towns from the street archive. The drawing rules are in domain/search/static-map.ts.
 * A Spanish page asks with `lang=es`: the picture's title is then in Spanish.
 */
import { VectorTile } from "@mapbox/vector-tile";
import { type Context, Hono } from "hono";
import { PbfReader } from "pbf";
import { z } from "zod";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { STATIC_MAP_PATH } from "../../domain/search/map-geo.ts";
import { parseSearchCriteria } from "../../domain/search/search-criteria.ts";
import {
  clipLine,
  numberedPins,
  placeLabels,
  type StaticLine,
  type StaticLineKind,
  type StaticMapFrame,
  type StaticPlace,
  staticMapFrame,
  staticMapSvg,
  staticMapTitle,
  type TileAddress,
  tilePointToFrame,
  tilesInFrame,
  tileZoomFor,
  toFrame,
} from "../../domain/search/static-map.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { SEARCH_PAGE_SIZE, searchPageQueryValue, searchQueryParams } from "../search/search-params.ts";
import { runSearch } from "../search/search-service.ts";
import { type BasemapKind, basemapArchive, basemapKind } from "./basemap-archive.ts";

/** Short: the results behind a search change as providers and prices do. */
const PICTURE_MAX_AGE_SECONDS = 300;

const staticMapQuerySchema = z
  .object({ size: z.enum(["wide", "narrow"]).default("wide") })
  .catchall(searchPageQueryValue);

type Properties = Record<string, number | string | boolean>;

/** Which layers of an archive the picture draws, and how. */
interface TileReading {
  lines: { layer: string; kind: StaticLineKind; keep?: (properties: Properties) => boolean }[];
  places: { layer: string; keep?: (properties: Properties) => boolean; rank: (properties: Properties) => number };
}

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

const READINGS: Record<BasemapKind, TileReading> = {
  // scripts/lib/basemap.ts: `counties` lines, `places` with `rank` 1 for the largest town.
  offline: {
    lines: [{ layer: "counties", kind: "border" }],
    places: { layer: "places", rank: (properties) => numberOr(properties.rank, Number.MAX_SAFE_INTEGER) },
  },
  // The Protomaps basemap layers: towns rank by the zoom they first show at, then by size.
  streets: {
    lines: [
      { layer: "boundaries", kind: "border" },
      {
        layer: "roads",
        kind: "road",
        keep: (properties) => ["highway", "major_road"].includes(String(properties.kind)),
      },
    ],
    places: {
      layer: "places",
      keep: (properties) => properties.kind === "locality",
      rank: (properties) => numberOr(properties.min_zoom, 20) * 100 - numberOr(properties.population_rank, 0),
    },
  },
};

interface TileFeatures {
  lines: StaticLine[];
  places: StaticPlace[];
}

/** One tile's lines and towns in the picture's pixels; a tile the archive lacks has none. */
async function readTile(
  env: Env,
  frame: StaticMapFrame,
  tile: TileAddress,
  reading: TileReading,
): Promise<TileFeatures> {
  const found = await basemapArchive(env).getZxy(tile.z, tile.x, tile.y);
  if (!found || found.data.byteLength === 0) return { lines: [], places: [] };
  const layers = new VectorTile(new PbfReader(new Uint8Array(found.data))).layers;
  const lines: StaticLine[] = [];
  for (const { layer: name, kind, keep } of reading.lines) {
    const layer = layers[name];
    for (let index = 0; layer && index < layer.length; index += 1) {
      const feature = layer.feature(index);
      if (feature.type !== 2 || (keep && !keep(feature.properties))) continue;
      for (const part of feature.loadGeometry()) {
        const points = part.map((point) => tilePointToFrame(frame, tile, layer.extent, point));
        for (const run of clipLine(frame, points)) lines.push({ kind, points: run });
      }
    }
  }
  const places: StaticPlace[] = [];
  const placeLayer = layers[reading.places.layer];
  for (let index = 0; placeLayer && index < placeLayer.length; index += 1) {
    const feature = placeLayer.feature(index);
    const name = feature.properties.name;
    if (feature.type !== 1 || typeof name !== "string") continue;
    if (reading.places.keep && !reading.places.keep(feature.properties)) continue;
    const [point] = feature.loadGeometry()[0] ?? [];
    if (!point) continue;
    places.push({
      name,
      rank: reading.places.rank(feature.properties),
      ...tilePointToFrame(frame, tile, placeLayer.extent, point),
    });
  }
  return { lines, places };
}

async function staticMap(c: Context<AppEnv>, query: z.infer<typeof staticMapQuerySchema>) {
  const { size, ...rawQuery } = query;
  const criteria = parseSearchCriteria(searchQueryParams(rawQuery));
  // A pin shows no price, so the search is the one every visitor shares and the picture is public.
  const response = await runSearch(c.env, criteria, {
    brand: c.get("brand"),
    now: new Date(),
    hitsPerPage: SEARCH_PAGE_SIZE,
    onlyIndexed: false,
    pricesVisible: false,
    language: c.var.language,
  });
  const pinned = numberedPins(response.results, response.page, SEARCH_PAGE_SIZE);
  const frame = staticMapFrame(
    pinned.map((entry) => entry.provider.location),
    size,
  );
  if (!frame) return c.text("No result of this search has a place on the map.", 404);
  const place = response.location?.label ?? criteria.keyword;

  const kind = basemapKind(c.env);
  const header = await basemapArchive(c.env).getHeader();
  const tiles = tilesInFrame(frame, tileZoomFor(frame, header.maxZoom));
  const read = await Promise.all(tiles.map((tile) => readTile(c.env, frame, tile, READINGS[kind])));
  const marks = pinned.map(({ number, provider }) => ({ label: String(number), ...toFrame(frame, provider.location) }));
  const svg = staticMapSvg({
    frame,
    // In the language of the page that shows it (`?lang=`): the answer names the care type in it.
    title: staticMapTitle(pinned.length, response.careType.label, place, messagesFor(c.var.language).search.map),
    lines: read.flatMap((tile) => tile.lines),
    labels: placeLabels(
      frame,
      read.flatMap((tile) => tile.places),
      marks,
    ),
    pins: marks,
  });
  c.header("Cache-Control", `public, max-age=${PICTURE_MAX_AGE_SECONDS}`);
  c.header("Content-Type", "image/svg+xml; charset=utf-8");
  return c.body(svg);
}

export const staticMapRoute = new Hono<AppEnv>().get(STATIC_MAP_PATH, validate("query", staticMapQuerySchema), (c) =>
  staticMap(c, c.req.valid("query")),
);
