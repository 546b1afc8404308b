/**
 * The basemap's PMTiles archive, read by range with the `pmtiles` package: in production the
 * Protomaps street archive in the R2 bucket bound as BASEMAP (object BASEMAP_KEY, default
 * `basemap.pmtiles`); without that binding, the offline archive the build writes into the static
 * assets (scripts/lib/basemap.ts). One reader per archive and isolate, so its header and
 * directories are fetched once.
 */
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { memo } from "../cache/memo.ts";
import manifest from "../ssr/asset-manifest.json" with { type: "json" };

const DEFAULT_BASEMAP_KEY = "basemap.pmtiles";

/** Which archive a request reads: the streets one in R2, or the offline one in the assets. */
export type BasemapKind = "streets" | "offline";

/** Whose data each archive draws, as every map and picture of it credits them. */
export const BASEMAP_ATTRIBUTION: Record<BasemapKind, string> = {
  offline: "U.S. Census Bureau, GeoNames (CC BY 4.0)",
  streets: "© OpenStreetMap contributors, Protomaps",
};

export function basemapKind(env: Env): BasemapKind {
  return env.BASEMAP ? "streets" : "offline";
}

/** Reads byte ranges of one R2 object; a changed object (new etag) fails the read, as it should. */
function r2Source(bucket: R2Bucket, key: string): Source {
  return {
    getKey: () => `r2:${key}`,
    async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
      const object = await bucket.get(key, {
        range: { offset, length },
        ...(etag ? { onlyIf: { etagMatches: etag } } : {}),
      });
      if (!object) throw new Error(`basemap archive ${key} is not in the bucket`);
      if (!("body" in object)) throw new Error(`basemap archive ${key} changed while it was read`);
      return { data: await object.arrayBuffer(), etag: object.etag };
    },
  };
}

/**
 * Reads byte ranges of the built archive through the assets binding. A server that ignores the
 * Range header answers the whole file; the asked-for part is cut out of it then.
 */
function assetsSource(assets: Fetcher, path: string): Source {
  const url = new URL(path, "http://assets.local").href;
  return {
    getKey: () => `assets:${path}`,
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const response = await assets.fetch(url, { headers: { Range: `bytes=${offset}-${offset + length - 1}` } });
      if (response.status !== 200 && response.status !== 206) {
        throw new Error(`basemap archive ${path} answered ${response.status}`);
      }
      const bytes = await response.arrayBuffer();
      return { data: response.status === 206 ? bytes : bytes.slice(offset, offset + length) };
    },
  };
}

/** One reader per archive: the offline one and, where bound, the street one. */
const readers = memo<PMTiles>({ entries: 4 });

/** The reader of the archive this request's bindings name. */
export function basemapArchive(env: Env): PMTiles {
  const source = env.BASEMAP
    ? r2Source(env.BASEMAP, env.BASEMAP_KEY || DEFAULT_BASEMAP_KEY)
    : assetsSource(env.ASSETS, manifest.map.basemap);
  const key = source.getKey();
  let reader = readers.get(key);
  if (!reader) {
    reader = new PMTiles(source);
    readers.set(key, reader);
  }
  return reader;
}
