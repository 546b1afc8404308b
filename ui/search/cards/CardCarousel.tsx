/**
 * The card's photos (spec lead-capture-and-chrome §4, §9): one photo at a time, so only the
 * photo in view is ever fetched; previous and next buttons that wrap around both ways, the
 * arrow keys while focus is in the carousel, and a sideways swipe on touch screens. The 10th
 * photo dims under a 'View more photos' link to the provider page. Starts at the first photo,
 * on the server and in the browser alike.
 */
import { type KeyboardEvent, type TouchEvent, useRef, useState } from "react";
import { preload } from "react-dom";
import { placeholderImageFor } from "../../../domain/placeholder-image.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { type CardPhotoPriority, cardPhotos, isViewMorePhoto, swipeStep, wrapIndex } from "./carousel.ts";

interface CardCarouselProps {
  images: readonly string[];
  name: string;
  /** The provider page, where every photo is. */
  url: string;
  /** How the first photo loads: the list's first card's is the page's largest paint. */
  priority?: CardPhotoPriority;
  /** Called when the visitor follows the link to the provider page. */
  onOpen?: () => void;
}

/** The first photo's loading attributes for its card's place in the list. */
function firstPhotoLoading(priority: CardPhotoPriority) {
  if (priority === "first") return { loading: "eager", fetchPriority: "high" } as const;
  return { loading: priority === "eager" ? "eager" : "lazy", fetchPriority: undefined } as const;
}

/** Demo and partner photos are square; the card crops them to its frame. */
const PHOTO_SIZE = 500;

export function CardCarousel({ images, name, url, priority = "lazy", onOpen }: CardCarouselProps) {
  const words = useLanguage().t.search.carousel;
  const photos = cardPhotos(images);
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const firstPhoto = photos[0] ?? placeholderImageFor(name);
  const first = firstPhotoLoading(priority);
  // spec: issue 15, item 5: the largest paint's picture is asked for from the head, before the
  // browser reaches the card (React puts the preload link in the server HTML's head).
  if (priority === "first") preload(firstPhoto, { as: "image", fetchPriority: "high" });

  if (count <= 1) {
    return (
      <img
        className="carousel-photo"
        src={firstPhoto}
        alt={count === 0 ? words.noPhotos(name) : name}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        loading={first.loading}
        fetchPriority={first.fetchPriority}
        decoding={priority === "first" ? undefined : "async"}
      />
    );
  }

  const move = (step: number) => setIndex((current) => wrapIndex(current + step, count));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    }
  }

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) move(step);
  }

  const viewMore = isViewMorePhoto(index, count);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names a group; a fieldset is for form fields.
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={words.photos(name)}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {/* Polite: the new photo's description is read out after each move. */}
      <div className={viewMore ? "carousel-slide carousel-slide-more" : "carousel-slide"} aria-live="polite">
        <img
          key={index}
          className="carousel-photo"
          src={photos[index]}
          alt={words.photo(name, index + 1, count)}
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
          // The first photo loads as its card's place says; a photo asked for by a press loads at once.
          loading={index === 0 ? first.loading : "eager"}
          fetchPriority={index === 0 ? first.fetchPriority : undefined}
          decoding={index === 0 && priority === "first" ? undefined : "async"}
        />
        {viewMore ? (
          <a className="carousel-more" href={url} onClick={onOpen}>
            {words.viewMore}
            <span className="visually-hidden">{words.viewMoreOf(name)}</span>
          </a>
        ) : null}
      </div>
      <button
        type="button"
        className="carousel-button carousel-previous needs-script"
        aria-label={words.previous(name)}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="carousel-button carousel-next needs-script"
        aria-label={words.next(name)}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <p className="carousel-count" aria-hidden="true">
        {index + 1} / {count}
      </p>
    </div>
  );
}
