import { Compression, PMTiles, type Source, TileType } from "pmtiles";
import { describe, expect, it } from "vitest";
import { type ArchiveTile, writePmtiles } from "../../scripts/lib/pmtiles-writer.ts";

/** An archive held in memory, read the way the `pmtiles` package reads any range source. */
function memorySource(bytes: Uint8Array, reads: Array<[number, number]> = []): Source {
  return {
    getKey: () => "memory",
    getBytes: async (offset, length) => {
      reads.push([offset, length]);
      return { data: bytes.slice(offset, offset + length).buffer };
    },
  };
}

const text = (buffer: ArrayBuffer | undefined) => (buffer ? new TextDecoder().decode(buffer) : undefined);
const tile = (z: number, x: number, y: number, content = `tile ${z}/${x}/${y}`): ArchiveTile => ({
  z,
  x,
  y,
  data: new TextEncoder().encode(content),
});

describe("writePmtiles", () => {
  it("writes tiles the pmtiles reader finds by z/x/y, with its header and metadata", async () => {
    const tiles = [tile(0, 0, 0), tile(3, 2, 5), tile(8, 58, 106), tile(3, 1, 1)];
    const bytes = await writePmtiles({
      tiles,
      metadata: { name: "test", vector_layers: [{ id: "places" }] },
      bounds: [-125, 24, -66, 50],
      center: [-97.74, 30.27, 8],
      gzip: true,
    });
    const archive = new PMTiles(memorySource(bytes));
    for (const { z, x, y } of tiles) expect(text((await archive.getZxy(z, x, y))?.data)).toBe(`tile ${z}/${x}/${y}`);
    expect(await archive.getZxy(3, 2, 4)).toBeUndefined();
    expect(await archive.getZxy(9, 0, 0)).toBeUndefined();

    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: TileType.Mvt,
      tileCompression: Compression.Gzip,
      minZoom: 0,
      maxZoom: 8,
      numAddressedTiles: 4,
      numTileEntries: 4,
      numTileContents: 4,
      clustered: true,
      centerZoom: 8,
    });
    expect(header.minLon).toBeCloseTo(-125);
    expect(header.maxLat).toBeCloseTo(50);
    expect(header.centerLat).toBeCloseTo(30.27);
    expect(await archive.getMetadata()).toEqual({ name: "test", vector_layers: [{ id: "places" }] });
  });

  it("stores identical tiles once and neighbours with the same bytes as one run", async () => {
    // Zoom 1's four tiles in Hilbert order (0/0, 0/1, 1/1, 1/0) and zoom 2's first after them
    // share their bytes: one entry for the five.
    const same = [tile(1, 0, 0, "sea"), tile(1, 0, 1, "sea"), tile(1, 1, 1, "sea"), tile(1, 1, 0, "sea")];
    const bytes = await writePmtiles({
      tiles: [...same, tile(2, 0, 0, "sea"), tile(0, 0, 0)],
      metadata: {},
      bounds: [-180, -85, 180, 85],
      center: [0, 0, 0],
      gzip: false,
    });
    const archive = new PMTiles(memorySource(bytes));
    const header = await archive.getHeader();
    expect(header.tileCompression).toBe(Compression.None);
    expect(header).toMatchObject({ numAddressedTiles: 6, numTileContents: 2, numTileEntries: 2 });
    for (const { z, x, y } of [...same, tile(2, 0, 0)]) expect(text((await archive.getZxy(z, x, y))?.data)).toBe("sea");
    expect(text((await archive.getZxy(0, 0, 0))?.data)).toBe("tile 0/0/0");
  });

  it("moves entries into leaf directories when the root would not fit the first 16 KiB", async () => {
    // 20,000 zoom 12 tiles scattered by multiplicative hashing (so their directory does not
    // compress away), each with bytes of its own.
    const tiles: ArchiveTile[] = [];
    const taken = new Set<number>();
    for (let index = 1; tiles.length < 20_000; index++) {
      const cell = Math.imul(index, 2_654_435_761) >>> 8;
      if (taken.has(cell)) continue;
      taken.add(cell);
      tiles.push(tile(12, cell % 4096, Math.floor(cell / 4096)));
    }
    const bytes = await writePmtiles({
      tiles,
      metadata: {},
      bounds: [-180, -85, 180, 85],
      center: [0, 0, 12],
      gzip: false,
    });
    const reads: Array<[number, number]> = [];
    const archive = new PMTiles(memorySource(bytes, reads));
    const header = await archive.getHeader();
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    for (const { z, x, y } of [0, 9_999, 19_999].map((index) => tiles[index] as ArchiveTile)) {
      expect(text((await archive.getZxy(z, x, y))?.data)).toBe(`tile ${z}/${x}/${y}`);
    }
    let absent = 0;
    while (taken.has(absent)) absent++;
    expect(await archive.getZxy(12, absent % 4096, Math.floor(absent / 4096))).toBeUndefined();
    // Range reads, never the whole archive at once.
    expect(Math.max(...reads.map(([, length]) => length))).toBeLessThan(bytes.length / 4);
  });
});
