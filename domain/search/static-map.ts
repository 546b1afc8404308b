/**
 * The static results map: the picture a browser without JavaScript shows for 'Show Map'
 * (issue 38; spec search-and-compare §2.2 draws the same pins with MapLibre). Pure rules only:
 * framing the pins in Web Mercator, which basemap tiles cover the frame, placing town names so
 * that none overlaps another or a pin, and writing the SVG. The Worker reads the tiles
 * (worker/map/static-map-api.ts).
 */

import { search as englishSearch } from "../i18n/en/en-search.ts";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages.ts";
import { LANGUAGE_QUERY } from "../i18n/paths.ts";
import { escapeXml } from "../xml-text.ts";
import {
  DEFAULT_MAP_ZOOM,
  DEFAULT_PIN_COLOR,
  type MapProvider,
  pinnableProviders,
  STATIC_MAP_PATH,
  toMapProvider,
} from "./map-geo.ts";

/** The picture's sizes: wide beside the results, square on a phone so its words stay 16 px. */
export const STATIC_MAP_SIZES = {
  wide: { width: 640, height: 400 },
  narrow: { width: 360, height: 360 },
} as const;

export type StaticMapSize = keyof typeof STATIC_MAP_SIZES;

/** Room kept between the outermost pins and the edge, in pixels. */
const FRAME_PADDING = 36;
/** No farther out than a region, and no closer than the map opens (zoom 10): the towns around stay in view. */
const MIN_ZOOM = 3;
const MAX_ZOOM = DEFAULT_MAP_ZOOM;
const TILE_SIZE = 256;
/** A frame this size never spans more than 4 × 3 tiles at its own zoom. */
const MAX_TILES = 16;

const PIN_RADIUS = 14;
const LABEL_SIZE = 16;
const LABEL_SIZE_LARGE = 18;
/** Town names drawn at most; the largest first. */
const MAX_LABELS = 14;
/** Roughly how wide a character of the label font is, against its size. */
const CHARACTER_WIDTH = 0.56;

const LAND_COLOR = "#f8f6f1";
const LABEL_COLOR = "#23292e";
const HALO_COLOR = "#ffffff";
/** The browser's own sans-serif: an image cannot load the page's fonts. */
const FONT_FAMILY = "system-ui, Roboto, Arial, sans-serif";

/** A line style of the basemap: county and state borders, roads. */
export type StaticLineKind = "border" | "road";

const LINE_STROKES: Record<StaticLineKind, { color: string; width: number }> = {
  border: { color: "#8d969c", width: 1 },
  road: { color: "#c9b99a", width: 2 },
};

/** A result pinned on the picture, with the number its card has in the list (1 to 20 on page 1). */
export interface NumberedPin {
  number: number;
  provider: MapProvider;
}

/**
 * The page's results that have a place, numbered as the page lists them: page 2 starts at 21,
 * and a result without valid coordinates leaves its number out.
 */
export function numberedPins(
  results: readonly Parameters<typeof toMapProvider>[0][],
  page: number,
  pageSize: number,
): NumberedPin[] {
  const providers = results.map(toMapProvider);
  const { pins } = pinnableProviders(providers);
  const first = (page - 1) * pageSize + 1;
  return providers.flatMap((provider, index) => (pins.includes(provider) ? [{ number: first + index, provider }] : []));
}

/** The picture's name, its alt text on the page and its title inside. */
export function staticMapTitle(
  count: number,
  careTypeLabel: string,
  place: string,
  words: Messages["search"]["map"] = englishSearch.map,
): string {
  return words.staticTitle(count, careTypeLabel, place);
}

/**
 * The picture's address for a search: its query string as the search page has it, the size,
 * and the page's language when it is not English (the picture's title is in it).
 */
export function staticMapSrc(searchQuery: string, size: StaticMapSize, language: Language = DEFAULT_LANGUAGE): string {
  const lang = language === DEFAULT_LANGUAGE ? "" : `&${LANGUAGE_QUERY}=${language}`;
  return `${STATIC_MAP_PATH}?${searchQuery}${searchQuery ? "&" : ""}size=${size}${lang}`;
}

export interface LngLat {
  lng: number;
  lat: number;
}

/** Where the picture lies on the world map at `zoom`: its top-left corner in world pixels. */
export interface StaticMapFrame {
  zoom: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A point on the world map at `zoom`, in pixels from the top-left of the Web Mercator square. */
export function worldPixel({ lng, lat }: LngLat, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * The frame that shows every point with padding, centred on them: as close as they allow up to
 * the map's default zoom 10, which is also the zoom for points that share one place. Null
 * without points.
 */
export function staticMapFrame(points: readonly LngLat[], size: StaticMapSize): StaticMapFrame | null {
  if (points.length === 0) return null;
  const { width, height } = STATIC_MAP_SIZES[size];
  const atZero = points.map((point) => worldPixel(point, 0));
  const xs = atZero.map((point) => point.x);
  const ys = atZero.map((point) => point.y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const fit = Math.min(
    spanX > 0 ? (width - 2 * FRAME_PADDING) / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? (height - 2 * FRAME_PADDING) / spanY : Number.POSITIVE_INFINITY,
  );
  const zoom = Number.isFinite(fit) ? Math.min(Math.max(Math.log2(fit), MIN_ZOOM), MAX_ZOOM) : DEFAULT_MAP_ZOOM;
  const scale = 2 ** zoom;
  const centreX = ((Math.max(...xs) + Math.min(...xs)) / 2) * scale;
  const centreY = ((Math.max(...ys) + Math.min(...ys)) / 2) * scale;
  return { zoom, left: centreX - width / 2, top: centreY - height / 2, width, height };
}

/** The tile zoom to read for a frame: its own zoom, or the archive's deepest, scaled up. */
export function tileZoomFor(frame: StaticMapFrame, archiveMaxZoom: number): number {
  return Math.max(0, Math.min(Math.floor(frame.zoom), archiveMaxZoom));
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** The tiles at `tileZoom` the frame overlaps, row by row. */
export function tilesInFrame(frame: StaticMapFrame, tileZoom: number): TileAddress[] {
  const tileSpan = TILE_SIZE * 2 ** (frame.zoom - tileZoom);
  const last = 2 ** tileZoom - 1;
  const clamp = (value: number) => Math.min(Math.max(value, 0), last);
  const firstX = clamp(Math.floor(frame.left / tileSpan));
  const lastX = clamp(Math.floor((frame.left + frame.width) / tileSpan));
  const firstY = clamp(Math.floor(frame.top / tileSpan));
  const lastY = clamp(Math.floor((frame.top + frame.height) / tileSpan));
  const tiles: TileAddress[] = [];
  for (let y = firstY; y <= lastY; y += 1) {
    for (let x = firstX; x <= lastX; x += 1) tiles.push({ z: tileZoom, x, y });
  }
  return tiles.slice(0, MAX_TILES);
}

/** A point of a tile (in its own units, 0 to `extent`) in the picture's pixels. */
export function tilePointToFrame(
  frame: StaticMapFrame,
  tile: TileAddress,
  extent: number,
  point: { x: number; y: number },
): { x: number; y: number } {
  const tileSpan = TILE_SIZE * 2 ** (frame.zoom - tile.z);
  return {
    x: (tile.x + point.x / extent) * tileSpan - frame.left,
    y: (tile.y + point.y / extent) * tileSpan - frame.top,
  };
}

/** A point in the picture's pixels. */
export function toFrame(frame: StaticMapFrame, point: LngLat): { x: number; y: number } {
  const world = worldPixel(point, frame.zoom);
  return { x: world.x - frame.left, y: world.y - frame.top };
}

export interface StaticLine {
  kind: StaticLineKind;
  points: { x: number; y: number }[];
}

/** A town the basemap names near the frame; a lower rank is a larger town. */
export interface StaticPlace {
  name: string;
  x: number;
  y: number;
  rank: number;
}

export interface StaticPin {
  /** What the pin shows: its place in the list of results. */
  label: string;
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export interface PlacedLabel {
  text: string;
  x: number;
  /** The text's baseline. */
  y: number;
  size: number;
}

/** Where a name may sit against its town, in order of preference: on it, above, below, beside. */
function labelSpots(place: StaticPlace, halfWidth: number, size: number): Box[] {
  const boxAt = (x: number, y: number) => ({
    left: x - halfWidth,
    right: x + halfWidth,
    top: y - size * 0.6,
    bottom: y + size * 0.6,
  });
  const step = size + 8;
  return [
    boxAt(place.x, place.y),
    boxAt(place.x, place.y - step),
    boxAt(place.x, place.y + step),
    boxAt(place.x - halfWidth - PIN_RADIUS, place.y),
    boxAt(place.x + halfWidth + PIN_RADIUS, place.y),
  ];
}

/**
 * The town names to draw: the largest first, each on its town or just beside it, inside the
 * picture, and none over another name or a pin — except the largest, which is never left out
 * for pins alone (a city's results crowd its centre), and then lies under them.
 */
export function placeLabels(
  frame: StaticMapFrame,
  places: readonly StaticPlace[],
  pins: readonly StaticPin[],
): PlacedLabel[] {
  const pinBoxes: Box[] = pins.map((pin) => ({
    left: pin.x - PIN_RADIUS,
    top: pin.y - PIN_RADIUS,
    right: pin.x + PIN_RADIUS,
    bottom: pin.y + PIN_RADIUS,
  }));
  const inside = (box: Box) =>
    box.left >= 2 && box.top >= 2 && box.right <= frame.width - 2 && box.bottom <= frame.height - 2;
  const seen = new Set<string>();
  const named: Box[] = [];
  const labels: PlacedLabel[] = [];
  for (const place of [...places].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))) {
    if (labels.length === MAX_LABELS) break;
    // Neighbouring tiles repeat a town that lies in both their buffers.
    const key = `${place.name}|${Math.round(place.x)}|${Math.round(place.y)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const size = labels.length < 3 ? LABEL_SIZE_LARGE : LABEL_SIZE;
    const halfWidth = (place.name.length * size * CHARACTER_WIDTH) / 2 + 3;
    const spots = labelSpots(place, halfWidth, size);
    if (!inside(spots[0] as Box)) continue;
    const free = (box: Box, avoidPins: boolean) =>
      inside(box) &&
      !named.some((other) => overlaps(box, other)) &&
      !(avoidPins && pinBoxes.some((pin) => overlaps(box, pin)));
    const spot =
      spots.find((box) => free(box, true)) ?? (labels.length === 0 ? spots.find((box) => free(box, false)) : undefined);
    if (!spot) continue;
    named.push(spot);
    labels.push({
      text: place.name,
      x: (spot.left + spot.right) / 2,
      y: (spot.top + spot.bottom) / 2 + size * 0.35,
      size,
    });
  }
  return labels;
}

/** Keeps the parts of a line near the picture, so the SVG carries no far-off borders. */
export function clipLine(
  frame: StaticMapFrame,
  points: readonly { x: number; y: number }[],
): { x: number; y: number }[][] {
  const margin = 24;
  const near = (point: { x: number; y: number } | undefined) =>
    point !== undefined &&
    point.x >= -margin &&
    point.y >= -margin &&
    point.x <= frame.width + margin &&
    point.y <= frame.height + margin;
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  points.forEach((point, index) => {
    const keep = near(point) || near(points[index - 1]) || near(points[index + 1]);
    if (keep) run.push(point);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 0) runs.push(run);
  return runs.filter((part) => part.length > 1);
}

const number = (value: number) => String(Math.round(value * 10) / 10);

function pathData(lines: readonly { x: number; y: number }[][]): string {
  return lines
    .map((line) =>
      line.map((point, index) => `${index === 0 ? "M" : "L"}${number(point.x)} ${number(point.y)}`).join(""),
    )
    .join("");
}

export interface StaticMapPicture {
  frame: StaticMapFrame;
  /** The picture's accessible name. */
  title: string;
  lines: readonly StaticLine[];
  labels: readonly PlacedLabel[];
  pins: readonly StaticPin[];
}

/** The picture as an SVG document: land, lines, town names, then the pins, the first on top. */
export function staticMapSvg({ frame, title, lines, labels, pins }: StaticMapPicture): string {
  const { width, height } = frame;
  const paths = (Object.keys(LINE_STROKES) as StaticLineKind[]).flatMap((kind) => {
    const data = pathData(lines.filter((line) => line.kind === kind).map((line) => line.points));
    if (!data) return [];
    const { color, width: strokeWidth } = LINE_STROKES[kind];
    return [
      `<path d="${data}" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linejoin="round" stroke-linecap="round"/>`,
    ];
  });
  const texts = labels.map(
    (label) =>
      `<text x="${number(label.x)}" y="${number(label.y)}" font-size="${label.size}">${escapeXml(label.text)}</text>`,
  );
  const pinMarks = [...pins]
    .reverse()
    .map(
      (pin) =>
        `<g transform="translate(${number(pin.x)} ${number(pin.y)})"><circle r="${PIN_RADIUS}" fill="${DEFAULT_PIN_COLOR}" stroke="${HALO_COLOR}" stroke-width="2.5"/><text y="5.5">${escapeXml(pin.label)}</text></g>`,
    );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="static-map-title">`,
    `<title id="static-map-title">${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${LAND_COLOR}"/>`,
    ...paths,
    `<g font-family="${FONT_FAMILY}" text-anchor="middle" fill="${LABEL_COLOR}" stroke="${HALO_COLOR}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">`,
    ...texts,
    "</g>",
    `<g font-family="${FONT_FAMILY}" font-size="16" font-weight="700" text-anchor="middle" fill="${HALO_COLOR}">`,
    ...pinMarks,
    "</g>",
    "</svg>",
  ].join("");
}
