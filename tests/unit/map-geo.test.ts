import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAP_ZOOM,
  drivingDirectionsUrl,
  isValidCoordinate,
  MAP_FIT_PADDING,
  type MapProvider,
  mapViewFor,
  pinBounds,
  pinnableProviders,
  pinsToGeoJson,
  toMapProvider,
} from "../../domain/search/map-geo.ts";
import { searchResultProvider } from "../support/providers.ts";

function provider(id: number, lat: number, lng: number): MapProvider {
  return {
    id,
    legacyId: null,
    name: `Provider ${id}`,
    url: `/assisted-living/texas/austin/provider-${id}/`,
    address: "1 Main Street, Austin, TX 78701",
    location: { lat, lng },
    photos: [],
    rating: 4.2,
    reviewCount: 12,
  };
}

describe("isValidCoordinate", () => {
  it("takes latitudes in -90..90 and longitudes in -180..180, the bounds included (spec §3, §5)", () => {
    expect(isValidCoordinate(30.27, -97.74)).toBe(true);
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(-90, -180)).toBe(true);
    expect(isValidCoordinate(90.0001, 0)).toBe(false);
    expect(isValidCoordinate(-91, 10)).toBe(false);
    expect(isValidCoordinate(10, 180.5)).toBe(false);
    expect(isValidCoordinate(10, -181)).toBe(false);
  });

  it("refuses 0,0 (never set) but keeps a place on the equator or the prime meridian", () => {
    expect(isValidCoordinate(0, 0)).toBe(false);
    expect(isValidCoordinate(-0, 0)).toBe(false);
    expect(isValidCoordinate(0, -78.5)).toBe(true);
    expect(isValidCoordinate(51.48, 0)).toBe(true);
  });

  it("refuses numbers that are not numbers", () => {
    expect(isValidCoordinate(Number.NaN, 10)).toBe(false);
    expect(isValidCoordinate(10, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe("pinnableProviders", () => {
  it("keeps the valid ones in order and names the skipped ones", () => {
    const providers = [provider(1, 30.2, -97.7), provider(2, 0, 0), provider(3, 95, -97), provider(4, 30.3, -97.8)];
    const { pins, skipped } = pinnableProviders(providers);
    expect(pins.map((pin) => pin.id)).toEqual([1, 4]);
    expect(skipped).toEqual([2, 3]);
  });

  it("gives no pins for no providers", () => {
    expect(pinnableProviders([])).toEqual({ pins: [], skipped: [] });
  });
});

describe("toMapProvider", () => {
  it("takes what a pin and its card need from a search result (spec §3, map provider)", () => {
    const result = searchResultProvider({
      id: 9,
      legacyId: "L-9",
      name: "Oak Terrace",
      url: "/assisted-living/texas/austin/oak-terrace/",
      address: { formattedAddress: "2 Oak Street, Austin, TX 78702", latitude: 30.26, longitude: -97.72 },
      images: ["/images/oak.jpg"],
      averageRating: 4.6,
      reviewCount: 31,
    });
    expect(toMapProvider(result)).toEqual({
      id: 9,
      legacyId: "L-9",
      name: "Oak Terrace",
      url: "/assisted-living/texas/austin/oak-terrace/",
      address: "2 Oak Street, Austin, TX 78702",
      location: { lat: 30.26, lng: -97.72 },
      photos: ["/images/oak.jpg"],
      rating: 4.6,
      reviewCount: 31,
    });
  });
});

describe("pinsToGeoJson", () => {
  it("makes one point feature per pin, [lng, lat] in GeoJSON order, the provider id as feature id", () => {
    expect(pinsToGeoJson([provider(7, 30.27, -97.74)])).toEqual({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          id: 7,
          geometry: { type: "Point", coordinates: [-97.74, 30.27] },
          properties: { id: 7 },
        },
      ],
    });
    expect(pinsToGeoJson([]).features).toEqual([]);
  });
});

describe("pinBounds and mapViewFor", () => {
  it("frames several pins in their bounds with padding 80 (spec §9)", () => {
    const pins = [provider(1, 30.2, -97.7), provider(2, 30.5, -97.9), provider(3, 30.1, -97.6)];
    expect(pinBounds(pins)).toEqual([
      [-97.9, 30.1],
      [-97.6, 30.5],
    ]);
    expect(mapViewFor(pins)).toEqual({
      kind: "bounds",
      bounds: [
        [-97.9, 30.1],
        [-97.6, 30.5],
      ],
      padding: MAP_FIT_PADDING,
    });
    expect(MAP_FIT_PADDING).toBe(80);
  });

  it("centres one pin, or pins on one point, at the default zoom 10 (spec §9)", () => {
    expect(mapViewFor([provider(1, 30.27, -97.74)])).toEqual({
      kind: "center",
      center: [-97.74, 30.27],
      zoom: DEFAULT_MAP_ZOOM,
    });
    expect(mapViewFor([provider(1, 30.27, -97.74), provider(2, 30.27, -97.74)])?.kind).toBe("center");
    expect(DEFAULT_MAP_ZOOM).toBe(10);
  });

  it("has nothing to frame without pins", () => {
    expect(pinBounds([])).toBeNull();
    expect(mapViewFor([])).toBeNull();
  });
});

describe("drivingDirectionsUrl", () => {
  it("points the maps site at the destination 'lat,lng' (spec §2.2)", () => {
    expect(drivingDirectionsUrl({ lat: 30.27, lng: -97.74 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.27,-97.74",
    );
    expect(new URL(drivingDirectionsUrl({ lat: -33.9, lng: 151.2 })).searchParams.get("destination")).toBe(
      "-33.9,151.2",
    );
  });
});
