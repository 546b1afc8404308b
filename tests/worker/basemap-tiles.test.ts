/**
 * The basemap's tiles (worker/map/): the offline archive the build makes, read by range through
 * the assets, and, with an archive in the BASEMAP bucket, that archive read by range from R2.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ArchiveTile, writePmtiles } from "../../scripts/lib/pmtiles-writer.ts";
import { app } from "../../worker/app.ts";
import { call } from "./worker-client.ts";

/** Austin, TX at zoom 8 (x 58, y 105) in the offline archive. */
const AUSTIN_Z8 = "/map/tiles/8/58/105.mvt";

const textOf = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());

describe("GET /map/tiles/{z}/{x}/{y}.mvt, offline", () => {
  it("answers a vector tile with the county lines and the towns around Austin, cached for a day", async () => {
    const response = await call(AUSTIN_Z8);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    // A vector tile keeps its layer names and string values as plain bytes.
    const body = await textOf(response);
    for (const word of [
      "counties",
      "places",
      "zips",
      "Austin",
      "Round Rock",
      "Georgetown",
      "San Marcos",
      "Buda",
      "78701",
    ]) {
      expect(body).toContain(word);
    }
  });

  it("answers 304 to a browser that already holds the tile", async () => {
    const first = await call(AUSTIN_Z8);
    const tag = first.headers.get("ETag") ?? "";
    const again = await call(AUSTIN_Z8, { headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
  });

  it("shows only big cities far out and keeps small towns for closer zooms", async () => {
    // Zoom 4 tile 3/6 holds Texas: Austin and San Antonio, not Buda.
    const body = await textOf(await call("/map/tiles/4/3/6.mvt"));
    expect(body).toContain("Austin");
    expect(body).toContain("San Antonio");
    expect(body).not.toContain("Buda");
  });

  it("answers 204 where the archive has nothing (open sea)", async () => {
    const response = await call("/map/tiles/8/10/120.mvt");
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("refuses coordinates outside the tile grid with a 400 naming the field", async () => {
    for (const [path, field] of [
      ["/map/tiles/4/16/3.mvt", "x"],
      ["/map/tiles/4/3/16.mvt", "y"],
      ["/map/tiles/16/0/0.mvt", "z"],
      ["/map/tiles/4/3/6.png", "y"],
      ["/map/tiles/four/3/6.mvt", "z"],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error, path).toMatch(new RegExp(`^Invalid param: ${field}: `));
    }
  });
});

describe("GET /map/tiles with an archive in the BASEMAP bucket", () => {
  const tile = (z: number, x: number, y: number, content: string): ArchiveTile => ({
    z,
    x,
    y,
    data: new TextEncoder().encode(content),
  });

  /** The bucket as the Worker sees it, with every read's range written down. */
  function recordingBucket(reads: R2GetOptions[]): R2Bucket {
    const bucket = env.TEST_BASEMAP;
    return new Proxy(bucket, {
      get(target, property) {
        if (property === "get") {
          return (key: string, options: R2GetOptions) => {
            reads.push(options);
            return target.get(key, options);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  it("serves that archive's tiles by range reads, with the tile headers, and its street style", async () => {
    const archive = await writePmtiles({
      tiles: [tile(0, 0, 0, "streets world"), tile(12, 940, 1692, "streets Austin downtown")],
      metadata: { name: "test streets" },
      bounds: [-98, 30, -97, 31],
      center: [-97.74, 30.27, 12],
      gzip: true,
    });
    await env.TEST_BASEMAP.put("streets-test.pmtiles", archive);
    const reads: R2GetOptions[] = [];
    const bound = { ...env, BASEMAP: recordingBucket(reads), BASEMAP_KEY: "streets-test.pmtiles" };

    const response = await app.request("/map/tiles/12/940/1692.mvt", {}, bound);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(await response.text()).toBe("streets Austin downtown");
    expect((await app.request("/map/tiles/12/940/1693.mvt", {}, bound)).status).toBe(204);

    // Every read asked for a range, none of them the whole object.
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      const range = read.range as { offset: number; length: number } | undefined;
      expect(range?.length).toBeGreaterThan(0);
      expect(range?.length).toBeLessThanOrEqual(16_384);
    }

    const style = (await (await app.request("/map/style.json", {}, bound)).json()) as {
      sources: Record<string, { type: string; tiles?: string[]; attribution?: string }>;
      layers: { id: string; source?: string }[];
    };
    expect(style.sources.basemap).toMatchObject({
      type: "vector",
      tiles: ["http://localhost/map/tiles/{z}/{x}/{y}.mvt"],
      attribution: expect.stringContaining("OpenStreetMap"),
    });
    expect(style.sources["us-states"]?.type).toBe("geojson");
    const ids = style.layers.map((layer) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(["background", "water", "roads_major", "places_locality"]));
    expect(ids).not.toContain("place-labels");
  });
});
