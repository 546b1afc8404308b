/**
 * The content carousel block (spec reviews-and-provider-page §2, §3): its slides with their
 * backgrounds (a colour, an image, or an image under a dark overlay) and promotion text, and its
 * dots (ContentCarousel, an island that wakes once the page is idle). A slide's image from a host
 * the site does not allow is logged and the slide keeps a plain colour; a link that builds none
 * is logged and left out.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { buildLink, INVALID_IMAGE_HOST, isAllowedImageUrl } from "../../../domain/content/content-links.ts";
import { Island } from "../../app/Island.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";
import type { CarouselSlideView } from "./ContentCarousel.tsx";

type Slide = BlockOf<"carousel">["slides"][number];

function slideView(slide: Slide): CarouselSlideView {
  const { background } = slide;
  let shown: CarouselSlideView["background"] =
    background.kind === "color" ? { kind: "color", color: background.color } : { kind: "color", color: "light" };
  if (background.kind !== "color") {
    if (isAllowedImageUrl(background.image.url)) {
      const { url, alt, width, height } = background.image;
      shown = { kind: background.kind, image: { url, alt, width, height } };
    } else {
      console.error(INVALID_IMAGE_HOST, background.image.url);
    }
  }
  const href = slide.link ? buildLink("default", slide.link.url) : null;
  if (slide.link && href === null) console.error(`carousel slide '${slide.title}': its link builds none`);
  return {
    title: slide.title,
    promotionText: slide.promotionText,
    background: shown,
    link: slide.link && href ? { text: slide.link.text, href, external: href.startsWith("https:") } : null,
  };
}

export function CarouselBlock({ block, context }: { block: BlockOf<"carousel">; context: BlockContext }) {
  const idPrefix = `carousel-${context.key.replace(/[^0-9a-z]/g, "-")}`;
  const { t } = useLanguage();
  const label = block.title || t.content.carousel.defaultLabel;
  return (
    <section className="content-carousel" aria-roledescription="carousel" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={block.title ? "content-heading content-heading-xl" : "visually-hidden"}>
        {label}
      </h2>
      <Island
        name="ContentCarousel"
        props={{ idPrefix, label: t.content.carousel.slidesLabel(label), slides: block.slides.map(slideView) }}
        hydrate="idle"
      />
    </section>
  );
}
