/**
 * Google's street view of the provider, with a maps key (reviews-and-provider-page §7, §8):
 * the metadata endpoint says whether an outdoor panorama lies within 150 m; status "OK" embeds
 * it with source=outdoor, any other status, an answer that is not the expected JSON, or a
 * failed request embeds the default view.
 */
import { useEffect, useState } from "react";
import {
  type StreetViewLocation,
  type StreetViewSource,
  streetViewEmbedUrl,
  streetViewMetadataUrl,
  streetViewSourceFor,
} from "../../../domain/providers/street-view.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

interface StreetViewEmbedProps {
  providerName: string;
  location: StreetViewLocation;
  mapsKey: string;
}

export function StreetViewEmbed({ providerName, location, mapsKey }: StreetViewEmbedProps) {
  const [source, setSource] = useState<StreetViewSource | null>(null);
  const { latitude, longitude } = location;
  const words = useLanguage().t.provider.streetView;

  useEffect(() => {
    const controller = new AbortController();
    fetch(streetViewMetadataUrl({ latitude, longitude }, mapsKey), {
      signal: controller.signal,
      credentials: "omit",
    })
      .then((response) => response.json())
      .then((metadata: unknown) => setSource(streetViewSourceFor(metadata)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // spec §8: a metadata failure gives the default street view.
        console.warn("street view: the metadata request failed; showing the default view", error);
        setSource("default");
      });
    return () => controller.abort();
  }, [latitude, longitude, mapsKey]);

  if (source === null) {
    return (
      <p className="street-view-status" role="status">
        {words.loading}
      </p>
    );
  }
  return (
    <iframe
      className="street-view-frame"
      title={words.heading(providerName)}
      src={streetViewEmbedUrl({ latitude, longitude }, mapsKey, source)}
      allowFullScreen
      data-street-view-source={source}
    />
  );
}
