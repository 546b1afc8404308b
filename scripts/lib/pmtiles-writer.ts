/**
 * Writes a PMTiles v3 archive (the format the `pmtiles` package reads, and that Protomaps'
 * basemap builds ship): a 127-byte header, a root directory, the JSON metadata, the leaf
 * directories when the root would not fit the first 16 KiB, then the tile data in tile-id order
 * (a clustered archive). Identical tiles are stored once and neighbours with the same bytes
 * share one run. Only web-platform APIs (CompressionStream), so the build and the Worker tests
 * can both write one.
 */
import { zxyToTileId } from "pmtiles";

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The tile as stored: an uncompressed Mapbox Vector Tile, compressed here when `gzip`. */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tiles: readonly ArchiveTile[];
  /** Written into the archive; readers get it back from `getMetadata()`. */
  metadata: Record<string, unknown>;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  /** Compress each tile with gzip (the archive says so, and readers inflate them). */
  gzip: boolean;
}

/** PMTiles' compression codes: 1 none, 2 gzip. */
const COMPRESSION_NONE = 1;
const COMPRESSION_GZIP = 2;
/** PMTiles' tile type 1: Mapbox Vector Tiles. */
const TILE_TYPE_MVT = 1;
const HEADER_BYTES = 127;
/** Readers fetch the header and root directory in one 16 KiB read. */
const ROOT_BUDGET_BYTES = 16_384 - HEADER_BYTES;

interface DirectoryEntry {
  tileId: number;
  offset: number;
  length: number;
  /** Tiles in a row sharing these bytes; 0 marks a pointer to a leaf directory. */
  runLength: number;
}

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** A directory as the spec lays it out: counts, then each column, deltas where it can. */
function serializeDirectory(entries: readonly DirectoryEntry[]): Uint8Array {
  const out: number[] = [];
  writeVarint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    writeVarint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) writeVarint(out, entry.runLength);
  for (const entry of entries) writeVarint(out, entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    // 0: right after the previous entry's bytes; otherwise the offset plus one.
    if (previous && entry.offset === previous.offset + previous.length) writeVarint(out, 0);
    else writeVarint(out, entry.offset + 1);
  });
  return Uint8Array.from(out);
}

/** The root directory and the leaves behind it, leaves as large as it takes to fit the root. */
async function buildDirectories(entries: readonly DirectoryEntry[]): Promise<{ root: Uint8Array; leaves: Uint8Array }> {
  const root = await gzip(serializeDirectory(entries));
  if (root.length <= ROOT_BUDGET_BYTES) return { root, leaves: new Uint8Array() };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const leafParts: Uint8Array[] = [];
    const pointers: DirectoryEntry[] = [];
    let offset = 0;
    for (let start = 0; start < entries.length; start += leafSize) {
      const leaf = await gzip(serializeDirectory(entries.slice(start, start + leafSize)));
      pointers.push({ tileId: entries[start]?.tileId ?? 0, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const pointerRoot = await gzip(serializeDirectory(pointers));
    if (pointerRoot.length <= ROOT_BUDGET_BYTES) return { root: pointerRoot, leaves: concat(leafParts) };
  }
}

function writeUint64(view: DataView, at: number, value: number): void {
  view.setBigUint64(at, BigInt(value), true);
}

const e7 = (degrees: number) => Math.round(degrees * 1e7);

/** The whole archive as bytes. */
export async function writePmtiles(options: ArchiveOptions): Promise<Uint8Array> {
  const sorted = options.tiles
    .map((tile) => ({ tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);

  const entries: DirectoryEntry[] = [];
  const dataParts: Uint8Array[] = [];
  const stored = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  let addressed = 0;
  for (const { tile, tileId } of sorted) {
    const bytes = options.gzip ? await gzip(tile.data) : tile.data;
    const key = new TextDecoder("latin1").decode(bytes);
    let place = stored.get(key);
    if (!place) {
      place = { offset: dataLength, length: bytes.length };
      stored.set(key, place);
      dataParts.push(bytes);
      dataLength += bytes.length;
    }
    addressed++;
    const last = entries.at(-1);
    if (last && last.offset === place.offset && last.tileId + last.runLength === tileId) last.runLength++;
    else entries.push({ tileId, offset: place.offset, length: place.length, runLength: 1 });
  }

  const { root, leaves } = await buildDirectories(entries);
  const metadata = await gzip(new TextEncoder().encode(JSON.stringify(options.metadata)));
  const zooms = options.tiles.map((tile) => tile.z);

  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode("PMTiles"), 0);
  header[7] = 3;
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  writeUint64(view, 8, rootOffset);
  writeUint64(view, 16, root.length);
  writeUint64(view, 24, metadataOffset);
  writeUint64(view, 32, metadata.length);
  writeUint64(view, 40, leavesOffset);
  writeUint64(view, 48, leaves.length);
  writeUint64(view, 56, dataOffset);
  writeUint64(view, 64, dataLength);
  writeUint64(view, 72, addressed);
  writeUint64(view, 80, entries.length);
  writeUint64(view, 88, dataParts.length);
  header[96] = 1;
  header[97] = COMPRESSION_GZIP;
  header[98] = options.gzip ? COMPRESSION_GZIP : COMPRESSION_NONE;
  header[99] = TILE_TYPE_MVT;
  header[100] = zooms.length ? Math.min(...zooms) : 0;
  header[101] = zooms.length ? Math.max(...zooms) : 0;
  const [west, south, east, north] = options.bounds;
  view.setInt32(102, e7(west), true);
  view.setInt32(106, e7(south), true);
  view.setInt32(110, e7(east), true);
  view.setInt32(114, e7(north), true);
  const [centerLon, centerLat, centerZoom] = options.center;
  header[118] = centerZoom;
  view.setInt32(119, e7(centerLon), true);
  view.setInt32(123, e7(centerLat), true);

  return concat([header, root, metadata, leaves, ...dataParts]);
}
