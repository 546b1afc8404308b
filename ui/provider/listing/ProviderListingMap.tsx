/**
 * The provider page listing's map display (spec reviews-and-provider-page §2, §3 displayMode):
 * the results map's view (ui/search/map/ResultsMapView.tsx) in the page itself rather than in
 * the search page's full-screen dialog, pinning the same providers the list shows, with the list
 * of them beside it. MapLibre is not part of this island: the browser passes `loadRuntime`
 * (./ProviderListingMapInBrowser.tsx), which fetches it as the map mounts.
 */
import { type LoadMapRuntime, ResultsMapView } from "../../search/map/ResultsMapView.tsx";

export interface ProviderListingMapProps {
  idPrefix: string;
  /** Set in the browser only; the server draws no map. */
  loadRuntime?: LoadMapRuntime;
}

export function ProviderListingMap({ idPrefix, loadRuntime }: ProviderListingMapProps) {
  return (
    <div className="provider-listing-map">
      <ResultsMapView idPrefix={idPrefix} loadRuntime={loadRuntime} />
    </div>
  );
}
