/**
 * The map block's layers as a geo page's server reads them (ui/geo/PlacesMapBlock.tsx): each
 * feature's places near the point, through the same cache as GET /api/places-near-by, so the
 * block's plain list matches the pins the browser asks for later.
 */
import type { Brand } from "../../domain/brands/brands.ts";
import type { MapFeature, MapPlace } from "../../domain/geo/map-features.ts";
import { isValidCoordinate } from "../../domain/search/map-geo.ts";
import { placesNearby } from "./places-nearby-api.ts";

export async function placesMapLayers(
  env: Env,
  brand: Brand,
  point: { latitude: number; longitude: number },
  features: readonly MapFeature[],
): Promise<{ feature: MapFeature; places: MapPlace[] }[]> {
  // spec: lead-capture-and-chrome §5, a point of 0,0 was never set: the block says so, no query.
  if (!isValidCoordinate(point.latitude, point.longitude)) return features.map((feature) => ({ feature, places: [] }));
  return Promise.all(
    features.map(async (feature) => ({
      feature,
      places: (await placesNearby(env, brand, point, feature.keywords)).map((place) => ({
        name: place.name,
        address: place.vicinity,
        url: place.url,
        lat: place.geometry.location.lat,
        lng: place.geometry.location.lng,
      })),
    })),
  );
}
