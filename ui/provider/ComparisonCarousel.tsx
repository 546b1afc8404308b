/**
 * The comparison carousel (spec reviews-and-provider-page §2, §9): the current provider first,
 * marked 'Currently Viewing', then nearby providers of its care type. One card shows below
 * 768 px, two below 991 px, three above (CSS). Without script it is a sideways-scrolling list
 * that snaps to cards, a focusable region the arrow keys scroll. Once live: Previous and Next
 * move by one card and wrap around, so do ArrowLeft and ArrowRight anywhere in the carousel, and
 * it moves on by itself every 3 s unless the visitor prefers reduced motion, pausing while the
 * pointer or focus is in it and whenever the visitor presses Pause (WCAG 2.2.2).
 *
 * Dots under the track (spec reviews-and-provider-page §2, carousel with dots) name each slide
 * 'Slide N of M', the shown one aria-current. Without script they are links to the cards, one
 * a card, and the track scrolls to the card linked; once live they are buttons, one for each
 * position the track can stop at, that move it there.
 */
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import { careTypeLabelIn } from "../../domain/providers/care-type-words.ts";
import type { NearbyProviderCard } from "../../domain/providers/provider-nearby.ts";
import { displayRating } from "../../domain/ratings.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { useHydrated } from "./use-hydrated.ts";

/** spec: reviews-and-provider-page §9, carousel autoplay 3000 ms. */
export const AUTOPLAY_MS = 3000;
/** spec: reviews-and-provider-page §2, the reviews section's anchor. */
export const REVIEWS_ANCHOR = "all_reviews_section";

interface ComparisonCarouselProps {
  providerId: number;
  /** The current provider first, then the others in order. */
  cards: NearbyProviderCard[];
}

function ComparisonCard({ card, current, id }: { card: NearbyProviderCard; current: boolean; id: string }) {
  const { t, path } = useLanguage();
  const words = t.provider.comparison;
  const rating = card.reviewCount > 0 ? displayRating(card.averageRating) : null;
  return (
    <li className="comparison-card" id={id} aria-current={current ? "page" : undefined}>
      <img
        className="comparison-photo"
        src={card.photoUrl ?? placeholderImageFor(card.name)}
        alt=""
        width={320}
        height={200}
        loading="lazy"
      />
      {current ? <p className="comparison-current">{words.current}</p> : null}
      <h3 className="comparison-name">
        <a href={path(card.url)}>{card.name}</a>
      </h3>
      <p className="comparison-rating">
        {rating ? <span>{words.outOfFive(rating)}</span> : null}
        <a href={path(`${card.url}#${REVIEWS_ANCHOR}`)}>
          {card.reviewCount > 0 ? t.provider.titleBlock.reviewCount(card.reviewCount) : t.provider.titleBlock.noReviews}
          <span className="visually-hidden">{words.ofProvider(card.name)}</span>
        </a>
      </p>
      <p className="comparison-care-types">{card.careTypes.map((label) => careTypeLabelIn(t, label)).join(", ")}</p>
      <p className="comparison-city">{`${card.city}, ${card.stateCode}`}</p>
    </li>
  );
}

/** True while the visitor's system asks for reduced motion, following changes. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const changed = () => setReduced(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return reduced;
}

/** The track's geometry: the distance from one card to the next, and how many fit side by side. */
function measure(track: HTMLElement): { step: number; perView: number } {
  const [first, second] = track.querySelectorAll<HTMLElement>(".comparison-card");
  if (!first) return { step: 1, perView: 1 };
  const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  const gap = step - first.offsetWidth;
  return { step: Math.max(1, step), perView: Math.max(1, Math.round((track.clientWidth + gap) / step)) };
}

export function ComparisonCarousel({ providerId, cards }: ComparisonCarouselProps) {
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();
  const words = useLanguage().t.provider.comparison;
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const lastStart = Math.max(0, cards.length - perView);
  const movable = hydrated && lastStart > 0;

  // Follows the layout: how many cards fit changes with the viewport (1, 2 or 3).
  useEffect(() => {
    const track = trackRef.current;
    const root = rootRef.current;
    if (!track || !root) return;
    const update = () => setPerView(measure(track).perView);
    update();
    // The island may wake under the pointer or with focus inside it: start paused then.
    setHovered(root.matches(":hover"));
    setFocused(root.contains(document.activeElement));
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  // A visitor's own scrolling (a swipe, the region's arrow keys before script) sets the position.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settled = () => setIndex(Math.round(track.scrollLeft / measure(track).step));
    track.addEventListener("scrollend", settled);
    return () => track.removeEventListener("scrollend", settled);
  }, []);

  const scrollToCard = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      track.scrollTo({ left: target * measure(track).step, behavior: reduced ? "auto" : "smooth" });
    },
    [reduced],
  );

  const move = useCallback(
    (by: number) => {
      const wanted = Math.min(index, lastStart) + by;
      const next = wanted > lastStart ? 0 : wanted < 0 ? lastStart : wanted;
      setIndex(next);
      scrollToCard(next);
    },
    [index, lastStart, scrollToCard],
  );

  const autoplay = movable && !reduced;
  useEffect(() => {
    if (!autoplay || paused || hovered || focused) return;
    const timer = window.setInterval(() => move(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, hovered, focused, move]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!movable || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  }

  const trackId = `comparison-track-${providerId}`;
  const cardId = (position: number) => `comparison-card-${providerId}-${position + 1}`;
  const shown = Math.min(index, lastStart);
  // Live: one dot for each place the track stops at; before, one for each card (the track scrolls to it).
  const slides = hydrated ? lastStart + 1 : cards.length;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys reach the carousel from the focusable region and buttons inside it.
    <div
      ref={rootRef}
      className="comparison-carousel"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <section
        ref={trackRef}
        id={trackId}
        className="comparison-track"
        aria-label={words.track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled.
        tabIndex={0}
      >
        <ul className="comparison-cards">
          {cards.map((card, position) => (
            <ComparisonCard key={card.id} card={card} current={card.id === providerId} id={cardId(position)} />
          ))}
        </ul>
      </section>
      {slides > 1 ? (
        <div className="comparison-dots" data-cards={Math.min(cards.length, 4)}>
          {Array.from({ length: slides }, (_, slide) => {
            const name = words.slide(slide + 1, slides);
            const active = slide === shown;
            return hydrated ? (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position, and positions are all there is.
                key={slide}
                type="button"
                className="carousel-dot"
                aria-controls={trackId}
                aria-current={active ? "true" : undefined}
                onClick={() => {
                  setIndex(slide);
                  scrollToCard(slide);
                }}
              >
                <span className="visually-hidden">{name}</span>
              </button>
            ) : (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position, and positions are all there is.
                key={slide}
                className="carousel-dot"
                href={`#${cardId(slide)}`}
                aria-current={active ? "true" : undefined}
              >
                <span className="visually-hidden">{name}</span>
              </a>
            );
          })}
        </div>
      ) : null}
      {movable ? (
        <div className="comparison-controls">
          <button type="button" className="button button-secondary" aria-controls={trackId} onClick={() => move(-1)}>
            {words.previous}
            <span className="visually-hidden">{words.provider}</span>
          </button>
          {autoplay ? (
            <button type="button" className="button button-secondary" onClick={() => setPaused(!paused)}>
              {paused ? words.play : words.pause}
              <span className="visually-hidden">{words.automatic}</span>
            </button>
          ) : null}
          <button type="button" className="button button-secondary" aria-controls={trackId} onClick={() => move(1)}>
            {words.next}
            <span className="visually-hidden">{words.provider}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
