/**
 * The home hero's rotating pictures (spec lead-capture-and-chrome §2, §4, §9: each shown 3 s
 * with a 1 s fade). Done in CSS alone (ui/styles/hero.css: one keyframe cycle, a delay per
 * picture by class), so it adds no JavaScript; people who prefer reduced motion see the first
 * picture, still. The pictures are decorative (alt=""), sized (width and height: no layout
 * shift) and, past the first, lazy.
 */

/** The pictures in order, drawn for the site; 500 by 500, the spec's default hero size (§9). */
export const HERO_IMAGES = [
  "/images/hero/homes.svg",
  "/images/hero/garden.svg",
  "/images/hero/caring-hands.svg",
  "/images/hero/city-street.svg",
] as const;

const HERO_IMAGE_SIZE = 500;

/** The frame is 40% of the hero from 768 px, else the whole hero behind the text. */
const HERO_IMAGE_SIZES = "(min-width: 768px) 40vw, 100vw";

export function HeroImages() {
  return (
    <div className="hero-media">
      {HERO_IMAGES.map((src, index) =>
        index === 0 ? (
          <img
            key={src}
            className="hero-image hero-image-1"
            src={src}
            srcSet={`${src} ${HERO_IMAGE_SIZE}w`}
            sizes={HERO_IMAGE_SIZES}
            width={HERO_IMAGE_SIZE}
            height={HERO_IMAGE_SIZE}
            alt=""
            fetchPriority="high"
          />
        ) : (
          <img
            key={src}
            className={`hero-image hero-image-${index + 1}`}
            src={src}
            srcSet={`${src} ${HERO_IMAGE_SIZE}w`}
            sizes={HERO_IMAGE_SIZES}
            width={HERO_IMAGE_SIZE}
            height={HERO_IMAGE_SIZE}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ),
      )}
    </div>
  );
}
