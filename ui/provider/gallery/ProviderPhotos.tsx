/**
 * The provider page's photos section (reviews-and-provider-page §2, §4, §9): the tiles and the
 * gallery, and the street-view control, as two islands. Each hydrates at the visitor's first
 * interaction, since its server HTML already works as links, unless the address opened it
 * (`photo-index`, `street-view=true`): then it is live at load, to take focus and keys at once.
 * A provider without photos shows its generated placeholder. Street view is offered only when a
 * maps key is configured; without one the control is not shown.
 */

import { preload } from "react-dom";
import { placeholderImageFor } from "../../../domain/placeholder-image.ts";
import type { GalleryQuery } from "../../../domain/providers/gallery-query.ts";
import type { ProviderRecord } from "../../../domain/providers/provider-record.ts";
import { Island } from "../../app/Island.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import { PHOTOS_SECTION_ID } from "./gallery-text.ts";

/** What the address asked of the section, and the maps key street view may use. */
export interface ProviderMediaState extends GalleryQuery {
  mapsKey: string | null;
}

export function ProviderPhotos({ record, media }: { record: ProviderRecord; media: ProviderMediaState }) {
  const placeholder = placeholderImageFor(record.name);
  const { t, path } = useLanguage();
  const words = t.provider.gallery;
  // spec: issue 15, item 5: without photos the placeholder is the page's largest paint.
  if (record.photos.length === 0) preload(placeholder, { as: "image", fetchPriority: "high" });
  return (
    <section id={PHOTOS_SECTION_ID} className="provider-gallery" aria-labelledby="provider-photos-heading">
      <h2 id="provider-photos-heading" className="visually-hidden">
        {words.photosHeading}
      </h2>
      {record.photos.length === 0 ? (
        <div className="provider-photos">
          <img src={placeholder} alt={words.noPhotos(record.name)} width={500} height={500} fetchPriority="high" />
        </div>
      ) : (
        <Island
          name="ProviderGallery"
          props={{
            providerId: record.id,
            providerName: record.name,
            pageUrl: path(record.url),
            photos: record.photos,
            placeholder,
            initialIndex: media.photoIndex,
          }}
          hydrate={media.photoIndex === null ? "idle" : "load"}
        />
      )}
      {media.mapsKey === null ? null : (
        <Island
          name="ProviderStreetView"
          props={{
            providerId: record.id,
            providerName: record.name,
            pageUrl: path(record.url),
            address: record.address.formattedAddress,
            latitude: record.address.latitude,
            longitude: record.address.longitude,
            mapsKey: media.mapsKey,
            initiallyOpen: media.streetView,
          }}
          hydrate={media.streetView ? "load" : "idle"}
        />
      )}
    </section>
  );
}
