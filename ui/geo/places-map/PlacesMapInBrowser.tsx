/**
 * The map block's island as the browser loads it (ui/app/island-loaders.ts): the same
 * component given the dynamic import of its MapLibre chunk, which only the client build sees.
 */
import { PlacesMap, type PlacesMapProps } from "./PlacesMap.tsx";

const loadRuntime = () => import("./places-map-runtime.ts");

export function PlacesMapInBrowser(props: PlacesMapProps) {
  return <PlacesMap {...props} loadRuntime={loadRuntime} />;
}
