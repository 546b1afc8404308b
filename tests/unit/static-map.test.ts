import { describe, expect, it } from "vitest";
import {
  placeLabels,
  staticMapFrame,
  staticMapSvg,
  tilesInFrame,
  toFrame,
  worldPixel,
} from "../../domain/search/static-map.ts";

const AUSTIN = { lng: -97.7431, lat: 30.2672 };
const ROUND_ROCK = { lng: -97.6789, lat: 30.5083 };

describe("the static results map's frame", () => {
  it("puts a lone place in the middle at the map's default zoom 10", () => {
    const frame = staticMapFrame([AUSTIN, AUSTIN], "wide");
    expect(frame?.zoom).toBe(10);
    const point = toFrame(frame as NonNullable<typeof frame>, AUSTIN);
    expect(point.x).toBeCloseTo(320, 6);
    expect(point.y).toBeCloseTo(200, 6);
    expect(staticMapFrame([], "wide")).toBeNull();
  });

  it("fits spread places inside the padding, no closer than zoom 10, and lists the tiles under it", () => {
    const far = { lng: -95.3698, lat: 29.7604 };
    const frame = staticMapFrame([AUSTIN, far], "narrow");
    if (!frame) throw new Error("no frame");
    expect(frame.zoom).toBeLessThan(10);
    for (const place of [AUSTIN, far]) {
      const { x, y } = toFrame(frame, place);
      expect(x).toBeGreaterThanOrEqual(35.9);
      expect(x).toBeLessThanOrEqual(324.1);
      expect(y).toBeGreaterThanOrEqual(35.9);
      expect(y).toBeLessThanOrEqual(324.1);
    }
    const near = staticMapFrame([AUSTIN, ROUND_ROCK], "wide");
    if (!near) throw new Error("no frame");
    expect(near.zoom).toBe(10);
    // Austin's zoom 8 tile is x 58, y 105; the frame around it at zoom 10 overlaps its neighbours.
    const tiles = tilesInFrame(near, 8);
    expect(tiles).toContainEqual({ z: 8, x: 58, y: 105 });
    expect(tiles.length).toBeLessThanOrEqual(4);
    const world = worldPixel(AUSTIN, 8);
    expect(Math.floor(world.x / 256)).toBe(58);
    expect(Math.floor(world.y / 256)).toBe(105);
  });
});

describe("the static results map's labels and picture", () => {
  const frame = { zoom: 10, left: 0, top: 0, width: 640, height: 400 };

  it("names the largest towns first, never two over each other or over a pin, except the largest", () => {
    const labels = placeLabels(
      frame,
      [
        { name: "Small", x: 300, y: 100, rank: 9 },
        { name: "Big", x: 300, y: 100, rank: 1 },
        { name: "Middle", x: 300, y: 300, rank: 5 },
        { name: "Edge", x: 1, y: 10, rank: 2 },
      ],
      [
        { label: "1", x: 300, y: 100 },
        { label: "2", x: 300, y: 300 },
      ],
    );
    expect(labels.map((label) => label.text)).toEqual(["Big", "Middle", "Small"]);
    // 'Middle' moved off its pin, above or below it.
    expect(Math.abs((labels[1]?.y ?? 0) - 300)).toBeGreaterThan(14);
  });

  it("escapes every name it writes", () => {
    const svg = staticMapSvg({
      frame,
      title: 'Map of 1 result near "A & B"',
      lines: [
        {
          kind: "border",
          points: [
            { x: 0, y: 0 },
            { x: 10, y: 10 },
          ],
        },
      ],
      labels: [{ text: "<script>", x: 5, y: 5, size: 16 }],
      pins: [{ label: "1", x: 20, y: 20 }],
    });
    expect(svg).toContain('<title id="static-map-title">Map of 1 result near &quot;A &amp; B&quot;</title>');
    expect(svg).toContain(">&lt;script&gt;</text>");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain('<path d="M0 0L10 10"');
  });
});
