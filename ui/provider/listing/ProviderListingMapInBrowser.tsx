/**
 * The listing's map island as the browser loads it (ui/app/island-loaders.ts): the same
 * component, given the dynamic import of the MapLibre chunk the results map uses, which the
 * Worker's bundle never sees.
 */
import { ProviderListingMap, type ProviderListingMapProps } from "./ProviderListingMap.tsx";

const loadRuntime = () => import("../../search/map/map-runtime.ts");

export function ProviderListingMapInBrowser(props: ProviderListingMapProps) {
  return <ProviderListingMap {...props} loadRuntime={loadRuntime} />;
}
