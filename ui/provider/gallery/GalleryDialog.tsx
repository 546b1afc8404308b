/**
 * The full-screen photo gallery (reviews-and-provider-page §2, §4): a modal dialog at photo N
 * of M with its caption. Next wraps from the last photo to the first and Previous from the first
 * to the last; the arrow keys move too, and a swipe follows the spec literally: swipe left goes
 * to the previous photo, swipe right to the next. Previous, Next and Close are links to the
 * page's own addresses (`?photo-index=N`, the page without it), so the server-rendered gallery
 * works without script; once live they move in place.
 */
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef } from "react";
import { photoIndexHref, wrapPhotoIndex } from "../../../domain/providers/gallery-query.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { DialogBar } from "./DialogBar.tsx";
import { GalleryImage, type GalleryPhoto } from "./GalleryImage.tsx";
import { isPlainClick, usePageDialog } from "./use-page-dialog.ts";

/** How far (px) a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_MIN_PX = 50;

interface GalleryDialogProps {
  id: string;
  providerName: string;
  pageUrl: string;
  photos: GalleryPhoto[];
  placeholder: string;
  /** The photo shown (1-based), or null while closed. */
  index: number | null;
  /** Rendered open by the server (the address had a valid `photo-index`). Never changes. */
  serverOpen: boolean;
  onMove: (index: number) => void;
  onClosed: () => void;
}

export function GalleryDialog({
  id,
  providerName,
  pageUrl,
  photos,
  placeholder,
  index,
  serverOpen,
  onMove,
  onClosed,
}: GalleryDialogProps) {
  const { dialog, onClose, trapFocus, close } = usePageDialog(index !== null, onClosed);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const headingId = `${id}-heading`;
  const count = photos.length;
  const { t, language } = useLanguage();
  const words = t.provider.gallery;

  function move(event: MouseEvent<HTMLAnchorElement>, to: number) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onMove(to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    trapFocus(event);
    if (index === null || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      onMove(wrapPhotoIndex(index + 1, count));
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      onMove(wrapPhotoIndex(index - 1, count));
    }
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === "mouse") return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (index === null || !start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // spec §4, literally: swipe left goes to previous, swipe right to next.
    onMove(wrapPhotoIndex(dx < 0 ? index - 1 : index + 1, count));
  }

  const photo = index === null ? undefined : photos[index - 1];
  return (
    <dialog
      ref={dialog}
      id={id}
      className="gallery-dialog"
      aria-labelledby={headingId}
      open={serverOpen}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <DialogBar
        headingId={headingId}
        heading={words.heading(providerName)}
        closeText={words.close}
        pageUrl={pageUrl}
        onClose={close}
      />
      {index !== null && photo ? (
        <>
          <figure
            className="gallery-figure"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <GalleryImage
              key={`${index}-${photo.url}`}
              className="gallery-photo"
              photo={photo}
              fallback={placeholder}
              alt={photo.caption ? words.captionAlt(providerName, photo.caption) : words.photoAlt(providerName, index)}
              loading="eager"
            />
            <figcaption className="gallery-caption" aria-live="polite">
              <span className="gallery-position">{words.position(index, count)}</span>
              {photo.caption ? <span lang={language === "es" ? "en" : undefined}>{photo.caption}</span> : null}
            </figcaption>
          </figure>
          <div className="gallery-nav">
            <a
              className="button button-secondary"
              href={photoIndexHref(pageUrl, wrapPhotoIndex(index - 1, count))}
              onClick={(event) => move(event, wrapPhotoIndex(index - 1, count))}
            >
              <span aria-hidden="true">←</span> {words.previous}
            </a>
            <a
              className="button button-secondary"
              href={photoIndexHref(pageUrl, wrapPhotoIndex(index + 1, count))}
              onClick={(event) => move(event, wrapPhotoIndex(index + 1, count))}
            >
              {words.next} <span aria-hidden="true">→</span>
            </a>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
