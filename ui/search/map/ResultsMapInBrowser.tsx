/**
 * The map island as the browser loads it (ui/app/island-loaders.ts): the same component, given
 * the dynamic import of the MapLibre chunk. Only the client build reaches this file, so the
 * Worker's bundle never takes MapLibre in; the client build splits it into a chunk of its own
 * that is fetched the first time the map opens.
 */
import { ResultsMap, type ResultsMapProps } from "./ResultsMap.tsx";

const loadRuntime = () => import("./map-runtime.ts");

export function ResultsMapInBrowser(props: ResultsMapProps) {
  return <ResultsMap {...props} loadRuntime={loadRuntime} />;
}
