/**
 * The content carousel (spec reviews-and-provider-page §2, §3, carousel with dots): one slide at
 * a time in a row that scrolls sideways and snaps to each slide, with a dot for each slide named
 * 'Slide N of M', the shown one aria-current. Without script the dots are links to their slides
 * and the row is a focusable region the arrow keys scroll. Once live the dots are buttons that
 * move the row, and the current dot follows the visitor's own scrolling and swiping.
 */
import { useEffect, useRef, useState } from "react";
import type { Messages } from "../../../domain/i18n/messages.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { useHydrated } from "../../provider/use-hydrated.ts";

export interface CarouselSlideView {
  title: string;
  promotionText: string;
  background:
    | { kind: "color"; color: "light" | "brand" }
    | { kind: "image" | "overlay"; image: { url: string; alt: string; width: number; height: number } };
  link: { text: string; href: string; external: boolean } | null;
}

interface ContentCarouselProps {
  /** Unique on the page: the slides' and the row's ids start with it. */
  idPrefix: string;
  label: string;
  slides: CarouselSlideView[];
}

/** A dot's accessible name. */
export function slideName(slide: number, slides: number, words: Messages["content"]["carousel"]): string {
  return words.dot(slide, slides);
}

function backgroundClass(background: CarouselSlideView["background"]): string {
  return background.kind === "color"
    ? `content-carousel-slide-${background.color}`
    : `content-carousel-slide-${background.kind}`;
}

export function ContentCarousel({ idPrefix, label, slides }: ContentCarouselProps) {
  const { t } = useLanguage();
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const trackId = `${idPrefix}-slides`;
  const slideId = (position: number) => `${idPrefix}-slide-${position + 1}`;

  // The visitor's own scrolling (a swipe, the arrow keys in the row) sets the current slide.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settled = () => setIndex(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
    track.addEventListener("scrollend", settled);
    return () => track.removeEventListener("scrollend", settled);
  }, []);

  function show(position: number) {
    const track = trackRef.current;
    setIndex(position);
    if (!track) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollTo({ left: position * track.clientWidth, behavior: reduced ? "auto" : "smooth" });
  }

  return (
    <>
      <section
        ref={trackRef}
        id={trackId}
        className="content-carousel-track"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
        tabIndex={0}
      >
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group; a fieldset is for form fields.
          <div
            key={slideId(position)}
            id={slideId(position)}
            className={`content-carousel-slide ${backgroundClass(slide.background)}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t.content.carousel.slide(position + 1, slides.length)}
          >
            {slide.background.kind !== "color" ? (
              <img
                className="content-carousel-image"
                src={slide.background.image.url}
                alt={slide.background.image.alt}
                width={slide.background.image.width}
                height={slide.background.image.height}
                loading={position === 0 ? "eager" : "lazy"}
                decoding="async"
              />
            ) : null}
            <div className="content-carousel-body">
              <h3 className="content-carousel-title">{slide.title}</h3>
              {slide.promotionText ? <p className="content-carousel-text">{slide.promotionText}</p> : null}
              {slide.link ? (
                <a
                  className="button button-secondary content-carousel-link"
                  href={slide.link.href}
                  {...(slide.link.external ? { rel: "noopener" } : {})}
                >
                  {slide.link.text}
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </section>
      <div className="content-carousel-dots">
        {slides.map((_, position) => {
          const name = slideName(position + 1, slides.length, t.content.carousel);
          const current = position === index ? "true" : undefined;
          return hydrated ? (
            <button
              key={slideId(position)}
              type="button"
              className="carousel-dot"
              aria-controls={trackId}
              aria-current={current}
              onClick={() => show(position)}
            >
              <span className="visually-hidden">{name}</span>
            </button>
          ) : (
            <a key={slideId(position)} className="carousel-dot" href={`#${slideId(position)}`} aria-current={current}>
              <span className="visually-hidden">{name}</span>
            </a>
          );
        })}
      </div>
    </>
  );
}
