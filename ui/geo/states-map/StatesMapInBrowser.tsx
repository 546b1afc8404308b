/**
 * The states map island as the browser loads it (ui/app/island-loaders.ts): the same component
 * given the dynamic import of its MapLibre chunk, which only the client build sees.
 */
import { StatesMap, type StatesMapProps } from "./StatesMap.tsx";

const loadRuntime = () => import("./states-map-runtime.ts");

export function StatesMapInBrowser(props: StatesMapProps) {
  return <StatesMap {...props} loadRuntime={loadRuntime} />;
}
