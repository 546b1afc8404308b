/**
 * The provider page's photos (reviews-and-provider-page §2, §4, §9): a grid of 4 tiles, each a
 * link to `?photo-index=N`, and 'View all N photos' when there are more, all opening the
 * full-screen gallery. The gallery's photo is kept in the address (history.replaceState):
 * opening and moving set `photo-index`, closing removes it, and focus goes back to the tile
 * (or 'View all') it was opened from.
 */
import { type MouseEvent, useRef, useState } from "react";
import { preload } from "react-dom";
import { PHOTO_INDEX_PARAM, photoIndexHref, withQueryParam } from "../../../domain/providers/gallery-query.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { GalleryDialog } from "./GalleryDialog.tsx";
import { GalleryImage, type GalleryPhoto } from "./GalleryImage.tsx";
import { PHOTO_TILES_SHOWN } from "./gallery-text.ts";
import { isPlainClick, replaceAddress } from "./use-page-dialog.ts";

export interface ProviderGalleryProps {
  providerId: number;
  providerName: string;
  pageUrl: string;
  photos: GalleryPhoto[];
  /** The provider's generated placeholder, shown for a photo that fails to load. */
  placeholder: string;
  /** The photo the page was asked to open at (a valid `photo-index`), or null. */
  initialIndex: number | null;
}

export function ProviderGallery({
  providerId,
  providerName,
  pageUrl,
  photos,
  placeholder,
  initialIndex,
}: ProviderGalleryProps) {
  const [index, setIndex] = useState(initialIndex);
  const words = useLanguage().t.provider.gallery;
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  const viewAll = useRef<HTMLAnchorElement>(null);
  // What opened the gallery, to give focus back to; for a gallery the address opened, the
  // tile of the photo it opened at, or 'View all' for a photo without a tile.
  const opener = useRef<HTMLElement | null>(null);
  const openedAt = useRef(initialIndex);
  const count = photos.length;
  const tilePhotos = photos.slice(0, PHOTO_TILES_SHOWN);

  function show(to: number) {
    setIndex(to);
    replaceAddress(withQueryParam(window.location.href, PHOTO_INDEX_PARAM, String(to)));
  }

  function open(event: MouseEvent<HTMLAnchorElement>, to: number) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    openedAt.current = to;
    show(to);
  }

  function closed() {
    setIndex(null);
    replaceAddress(withQueryParam(window.location.href, PHOTO_INDEX_PARAM, null));
    const at = openedAt.current;
    const target = opener.current ?? (at !== null ? tiles.current[at - 1] : null) ?? viewAll.current;
    opener.current = null;
    target?.focus();
  }

  // spec: issue 15, item 5: the first tile is the page's largest paint; its picture is asked for
  // from the head, before the browser reaches the section.
  const firstTile = tilePhotos[0];
  if (firstTile) preload(firstTile.url, { as: "image", fetchPriority: "high" });

  return (
    <>
      <ul className={`gallery-tiles gallery-tiles-${tilePhotos.length}`}>
        {tilePhotos.map((photo, position) => {
          const tileIndex = position + 1;
          return (
            <li key={`${tileIndex}-${photo.url}`}>
              <a
                ref={(element) => {
                  tiles.current[position] = element;
                }}
                className="gallery-tile"
                href={photoIndexHref(pageUrl, tileIndex)}
                onClick={(event) => open(event, tileIndex)}
              >
                <GalleryImage
                  photo={photo}
                  fallback={placeholder}
                  alt={
                    photo.caption ? words.tileCaption(tileIndex, count, photo.caption) : words.tile(tileIndex, count)
                  }
                  loading={position === 0 ? "eager" : "lazy"}
                  fetchPriority={position === 0 ? "high" : undefined}
                />
              </a>
            </li>
          );
        })}
      </ul>
      {count > PHOTO_TILES_SHOWN ? (
        <a
          ref={viewAll}
          className="button button-secondary"
          href={photoIndexHref(pageUrl, 1)}
          onClick={(event) => open(event, 1)}
        >
          {words.viewAll(count)}
        </a>
      ) : null}
      <GalleryDialog
        id={`provider-gallery-${providerId}`}
        providerName={providerName}
        pageUrl={pageUrl}
        photos={photos}
        placeholder={placeholder}
        index={index}
        serverOpen={initialIndex !== null}
        onMove={show}
        onClosed={closed}
      />
    </>
  );
}
