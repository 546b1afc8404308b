/**
 * A provider photo that falls back to the provider's generated placeholder when it fails to
 * load (reviews-and-provider-page §7, image fallback), in the tiles and in the gallery. A photo
 * that failed before the island was live has no error event left to hear, so it is checked
 * once on mount too. Without script a broken photo stays as the browser shows it.
 */
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../i18n/page-language.tsx";

export interface GalleryPhoto {
  url: string;
  caption: string;
  width: number;
  height: number;
}

interface GalleryImageProps {
  photo: GalleryPhoto;
  /** The placeholder for the provider's name (domain/placeholder-image.ts). */
  fallback: string;
  alt: string;
  className?: string;
  loading?: "eager" | "lazy";
  /** "high" for the page's largest paint (the provider page's first tile). */
  fetchPriority?: "high";
}

/** Render it with a key per photo: the fallback is remembered for the photo it was shown for. */
export function GalleryImage({ photo, fallback, alt, className, loading, fetchPriority }: GalleryImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const words = useLanguage().t.provider.gallery;

  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={image}
      className={className}
      src={failed ? fallback : photo.url}
      alt={failed ? words.notAvailable(alt) : alt}
      width={photo.width}
      height={photo.height}
      loading={loading}
      fetchPriority={fetchPriority}
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
