/**
 * The provider's location on the site's own map, for street view without a maps key: MapLibre
 * (its chunk loads when this mounts, that is when the dialog opens) with the provider's pin on
 * the style the Worker serves. `data-map-state` says where it stands: 'loading', 'ready' or
 * 'failed'; the address stays as text above it whatever happens.
 */
import { useEffect, useRef, useState } from "react";
import type { StreetViewLocation } from "../../../domain/providers/street-view.ts";
import { MAP_STYLE_PATH, type MapProvider } from "../../../domain/search/map-geo.ts";
import type { LoadMapRuntime } from "../../search/map/ResultsMapView.tsx";
import { STREET_VIEW_COPY } from "./gallery-text.ts";

interface StreetViewMapProps {
  providerId: number;
  providerName: string;
  pageUrl: string;
  address: string;
  location: StreetViewLocation;
  loadRuntime: LoadMapRuntime | undefined;
}

type MapState = "loading" | "ready" | "failed";

export function StreetViewMap({
  providerId,
  providerName,
  pageUrl,
  address,
  location,
  loadRuntime,
}: StreetViewMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("loading");
  const { latitude, longitude } = location;

  useEffect(() => {
    const element = container.current;
    if (!element || !loadRuntime) return;
    const pin: MapProvider = {
      id: providerId,
      legacyId: null,
      name: providerName,
      url: pageUrl,
      address,
      location: { lat: latitude, lng: longitude },
      photos: [],
      rating: 0,
      reviewCount: 0,
    };
    let cancelled = false;
    let remove: (() => void) | null = null;
    void (async () => {
      try {
        const runtime = await loadRuntime();
        if (cancelled) return;
        const map = await runtime.createResultsMap({
          container: element,
          styleUrl: MAP_STYLE_PATH,
          pins: [pin],
          title: STREET_VIEW_COPY.mapTitle(providerName),
          // One pin, and its place is already written out above the map: nothing to pop up.
          onPinSelect: () => undefined,
          onPopupClose: () => undefined,
        });
        if (cancelled) {
          map.remove();
          return;
        }
        remove = map.remove;
        setState("ready");
      } catch (error) {
        if (cancelled) return;
        console.error("street view: the map could not be shown", error);
        setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [providerId, providerName, pageUrl, address, latitude, longitude, loadRuntime]);

  return (
    <div className="map-frame street-view-map" data-map-state={state}>
      <div ref={container} className="map-canvas" />
      {state === "ready" ? null : (
        <p className="map-status" role="status">
          {state === "failed" ? STREET_VIEW_COPY.mapFailed : STREET_VIEW_COPY.loadingMap}
        </p>
      )}
    </div>
  );
}
