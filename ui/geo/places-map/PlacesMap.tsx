/**
 * The map block's island (spec lead-capture-and-chrome §2, map block with nearby places and
 * layer toggles; §4, toggles turn feature pins on and off, features start active). The server
 * renders the toggles and the plain list of every layer's places, which reads without script
 * and for screen readers. Live, the toggles hide and show their layer in the list and on the
 * map; the map (MapLibre, the browser's `loadRuntime`, ./PlacesMapInBrowser.tsx) loads only
 * when the visitor asks for it or the block scrolls into view, and its pins come fresh from
 * GET /api/places-near-by (§7), one request per layer.
 */
import { useEffect, useRef, useState } from "react";
import {
  featurePinColor,
  featureStartsActive,
  type MapFeature,
  type MapPlace,
  placesNearbyUrl,
} from "../../../domain/geo/map-features.ts";
import { MAP_STYLE_PATH } from "../../../domain/search/map-geo.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { PlacesMapPin } from "./places-map-runtime.ts";

export type LoadPlacesMapRuntime = () => Promise<typeof import("./places-map-runtime.ts")>;

export interface PlacesMapLayer {
  feature: MapFeature;
  places: MapPlace[];
}

export interface PlacesMapProps {
  idPrefix: string;
  placeName: string;
  latitude: number;
  longitude: number;
  layers: PlacesMapLayer[];
  loadRuntime?: LoadPlacesMapRuntime;
}

type MapState = "off" | "loading" | "ready" | "failed";

interface PlaceAnswer {
  name: string;
  vicinity: string;
  url: string;
  geometry: { location: { lat: number; lng: number } };
}

/** A layer's places from the API; the server's list when the call fails. */
async function fetchLayer(latitude: number, longitude: number, layer: PlacesMapLayer): Promise<MapPlace[]> {
  try {
    const response = await fetch(placesNearbyUrl(latitude, longitude, layer.feature.keywords));
    if (!response.ok) throw new Error(`places near by answered ${response.status}`);
    const answer = (await response.json()) as PlaceAnswer[];
    return answer.map((place) => ({
      name: place.name,
      address: place.vicinity,
      url: place.url,
      lat: place.geometry.location.lat,
      lng: place.geometry.location.lng,
    }));
  } catch (error) {
    console.error("map block: the places could not be read; showing the page's list", error);
    return layer.places;
  }
}

export function PlacesMap({ idPrefix, placeName, latitude, longitude, layers, loadRuntime }: PlacesMapProps) {
  const { t, path } = useLanguage();
  const words = t.geo.placesMap;
  const [active, setActive] = useState<boolean[]>(() => layers.map((layer) => featureStartsActive(layer.feature)));
  const [wanted, setWanted] = useState(false);
  const [mapState, setMapState] = useState<MapState>("off");
  const [places, setPlaces] = useState<MapPlace[][]>(() => layers.map((layer) => layer.places));
  const block = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<{ showPins: (pins: readonly PlacesMapPin[]) => Promise<void>; remove: () => void } | null>(
    null,
  );

  const pins: PlacesMapPin[] = layers.flatMap((layer, index) =>
    active[index]
      ? (places[index] ?? []).map((place) => ({
          ...place,
          url: path(place.url),
          color: featurePinColor(layer.feature),
        }))
      : [],
  );

  // Scrolling the block into view counts as asking for the map.
  useEffect(() => {
    const element = block.current;
    if (!element || wanted || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once when wanted; pins follow through showPins below.
  useEffect(() => {
    const element = container.current;
    if (!wanted || !element || !loadRuntime) return;
    let cancelled = false;
    setMapState("loading");
    void (async () => {
      try {
        const [runtime, fresh] = await Promise.all([
          loadRuntime(),
          Promise.all(layers.map((layer) => fetchLayer(latitude, longitude, layer))),
        ]);
        if (cancelled) return;
        setPlaces(fresh);
        const map = await runtime.createPlacesMap({
          container: element,
          styleUrl: MAP_STYLE_PATH,
          title: words.mapTitle(placeName),
          center: { lat: latitude, lng: longitude },
          pins: [],
        });
        if (cancelled) {
          map.remove();
          return;
        }
        handle.current = map;
        setMapState("ready");
      } catch (error) {
        if (cancelled) return;
        console.error("map block: the map could not be shown", error);
        setMapState("failed");
      }
    })();
    return () => {
      cancelled = true;
      handle.current?.remove();
      handle.current = null;
    };
  }, [wanted, loadRuntime]);

  const pinsKey = JSON.stringify(pins.map((pin) => [pin.url, pin.color]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: pinsKey stands for the pins' content.
  useEffect(() => {
    if (mapState !== "ready" || !handle.current) return;
    void handle.current.showPins(pins);
  }, [mapState, pinsKey]);

  return (
    <div ref={block} className="places-map" data-map-state={mapState}>
      <fieldset className="places-map-layers">
        <legend>{words.legend}</legend>
        {layers.map((layer, index) => (
          <label key={layer.feature.altText} className="places-map-layer">
            <input
              type="checkbox"
              checked={active[index] ?? true}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setActive((current) => current.map((value, at) => (at === index ? checked : value)));
              }}
            />
            <svg
              className="places-map-swatch"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="8" cy="8" r="7" fill={featurePinColor(layer.feature)} stroke="#ffffff" strokeWidth="2" />
            </svg>
            {layer.feature.altText}
          </label>
        ))}
      </fieldset>
      {mapState === "off" ? (
        <button
          type="button"
          id={`${idPrefix}-show`}
          className="button button-secondary"
          onClick={() => setWanted(true)}
        >
          {words.show}
        </button>
      ) : null}
      {wanted ? (
        <div className="map-frame places-map-frame">
          <div ref={container} className="map-canvas" />
          {mapState === "loading" || mapState === "failed" ? (
            <p className="map-status" role="status">
              {mapState === "failed" ? words.failed : words.loading}
            </p>
          ) : null}
        </div>
      ) : null}
      {layers.map((layer, index) =>
        active[index] ? (
          <section key={layer.feature.altText} className="places-map-list" aria-label={layer.feature.altText}>
            <h3>{layer.feature.altText}</h3>
            {(places[index] ?? []).length === 0 ? (
              <p>{words.none}</p>
            ) : (
              <ul>
                {(places[index] ?? []).map((place) => (
                  <li key={place.url}>
                    <a href={path(place.url)}>{place.name}</a>
                    <span className="places-map-address">{place.address}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null,
      )}
    </div>
  );
}
