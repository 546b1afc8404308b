/**
 * The providers on the map as a list beside it (below it on phones): one button each, which
 * flies to the pin and opens its popup, so every pin is reachable without a mouse.
 */
import type { MapProvider } from "../../../domain/search/map-geo.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

interface MapPinListProps {
  pins: readonly MapProvider[];
  /** Id of the list's heading; item ids are built from it too. */
  headingId: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The id of a provider's button in the list, to bring focus back to it. */
export function pinButtonId(headingId: string, providerId: number): string {
  return `${headingId}-${providerId}`;
}

export function MapPinList({ pins, headingId, selectedId, onSelect }: MapPinListProps) {
  const { t } = useLanguage();
  return (
    <section className="map-pin-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="map-pin-list-heading">
        {t.search.map.listHeading}
      </h3>
      <ol>
        {pins.map((pin) => (
          <li key={pin.id}>
            <button
              type="button"
              id={pinButtonId(headingId, pin.id)}
              className="map-pin-list-item"
              aria-current={pin.id === selectedId ? "true" : undefined}
              onClick={() => onSelect(pin.id)}
            >
              <span className="map-pin-list-name">{pin.name}</span>
              <span className="map-pin-list-address">{pin.address}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
