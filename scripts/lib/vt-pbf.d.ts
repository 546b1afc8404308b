/** The part of `vt-pbf` (which ships no types) the basemap build uses. */
declare module "vt-pbf" {
  import type { LegacyTile } from "geojson-vt";

  /** One Mapbox Vector Tile (protobuf bytes) with a layer per key. */
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
