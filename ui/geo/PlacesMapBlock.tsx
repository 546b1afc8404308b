/**
 * The map block with nearby places and layer toggles (spec lead-capture-and-chrome §2, other
 * blocks), for the geo pages' `map` slot: 'Places near {place}', then the island (toggles, the
 * map on demand, the plain list). A place without coordinates (latitude and longitude both 0)
 * shows 'The coordinates must be defined!' instead (§5, §8). Nothing of it is in a page's
 * initial JavaScript: the island wakes at the first interaction and MapLibre loads only when
 * the map is asked for or scrolled to.
 */
import type { MapFeature, MapPlace } from "../../domain/geo/map-features.ts";
import { Island } from "../app/Island.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

export interface PlacesMapBlockProps {
  /** Unique on the page: prefixes the block's ids. */
  idPrefix: string;
  placeName: string;
  latitude: number;
  longitude: number;
  /** One layer per feature, with the places the server read for it (worker/geo/places-nearby-api.ts, placesNearby). */
  layers: { feature: MapFeature; places: MapPlace[] }[];
}

export function PlacesMapBlock({ idPrefix, placeName, latitude, longitude, layers }: PlacesMapBlockProps) {
  const { t } = useLanguage();
  const headingId = `${idPrefix}-heading`;
  return (
    <section className="places-map-block" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Fill text={t.geo.placesMap.heading} parts={{ place: placeName }} />
      </h2>
      {latitude === 0 && longitude === 0 ? (
        <p className="places-map-problem">{t.geo.placesMap.noCoordinates}</p>
      ) : (
        <Island name="PlacesMap" hydrate="interaction" props={{ idPrefix, placeName, latitude, longitude, layers }} />
      )}
    </section>
  );
}
