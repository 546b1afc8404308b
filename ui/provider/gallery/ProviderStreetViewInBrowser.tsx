/**
 * The street-view island as the browser loads it (ui/app/island-loaders.ts): the same
 * component, given the dynamic import of the MapLibre chunk the results map already uses. Only
 * the client build reaches this file, so the Worker's bundle never takes MapLibre in, and the
 * chunk is fetched only when street view opens without a maps key.
 */
import { ProviderStreetView, type ProviderStreetViewProps } from "./ProviderStreetView.tsx";

const loadRuntime = () => import("../../search/map/map-runtime.ts");

export function ProviderStreetViewInBrowser(props: ProviderStreetViewProps) {
  return <ProviderStreetView {...props} loadRuntime={loadRuntime} />;
}
