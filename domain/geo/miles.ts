/** Distances as families read them: miles along the Earth's surface. */

/** Mean Earth radius in miles, for the great-circle distance. */
export const EARTH_RADIUS_MILES = 3958.7613;

interface Point {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two points, in miles (the haversine formula). */
export function milesBetween(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
