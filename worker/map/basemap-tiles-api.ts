/**
 * GET /map/tiles/{z}/{x}/{y}.mvt — one vector tile of the basemap (worker/map/basemap-archive.ts),
 * as stored in the archive: the streets archive in R2 when it is bound, the offline one otherwise.
 * A tile the archive has no data for is 204 (MapLibre draws nothing there and asks no more); a
 * coordinate outside the tile grid is 400 naming it. Tiles are cached for a day and carry an ETag
 * of their bytes, so a browser revalidates them with a 304.
 */
import { Hono } from "hono";
import { etag } from "hono/etag";
import { z } from "zod";
import { BASEMAP_TILES_PATH } from "../../domain/search/map-geo.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { basemapArchive } from "./basemap-archive.ts";

/** Deeper than any archive the map reads (Protomaps' builds stop at 15). */
const MAX_TILE_ZOOM = 15;
const TILE_MAX_AGE_SECONDS = 86_400;

const tileParams = z
  .object({
    z: z.coerce.number().int().min(0).max(MAX_TILE_ZOOM),
    x: z.coerce.number().int().min(0),
    y: z.string().regex(/^\d+\.mvt$/, "Expected a tile row such as 12.mvt"),
  })
  .transform((tile) => ({ ...tile, y: Number.parseInt(tile.y, 10) }))
  .superRefine((tile, context) => {
    const size = 2 ** tile.z;
    if (tile.x >= size) context.addIssue({ code: "custom", path: ["x"], message: `Expected below ${size}` });
    if (tile.y >= size) context.addIssue({ code: "custom", path: ["y"], message: `Expected below ${size}` });
  });

export const basemapTilesRoute = new Hono<AppEnv>().get(
  `${BASEMAP_TILES_PATH}/:z/:x/:y`,
  validate("param", tileParams),
  etag(),
  async (c) => {
    const { z: zoom, x, y } = c.req.valid("param");
    const tile = await basemapArchive(c.env).getZxy(zoom, x, y);
    c.header("Cache-Control", `public, max-age=${TILE_MAX_AGE_SECONDS}`);
    if (!tile || tile.data.byteLength === 0) return c.body(null, 204);
    c.header("Content-Type", "application/vnd.mapbox-vector-tile");
    return c.body(tile.data);
  },
);
