/**
 * Related-article tiles (spec reviews-and-provider-page §2, §8, §9): up to nine tiles, three a
 * row on wide screens, each an image, a title linking to the article and a line about it. An
 * internal link gets its trailing slash and loses '.html'; an external one opens in the same
 * tab with rel="noopener". A link that cannot be read is logged and its tile left out; an image
 * from a host the site does not allow is logged and the placeholder shows instead. No tile
 * left, no block (an editor previewing sees a note).
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import {
  INVALID_IMAGE_HOST,
  isAllowedImageUrl,
  relatedArticleHref,
  UNPARSEABLE_RELATED_URL,
} from "../../../domain/content/content-links.ts";
import { placeholderImageFor } from "../../../domain/placeholder-image.ts";
import type { BlockContext } from "../block-context.ts";

/** spec: reviews-and-provider-page §9, related image width 400 (the placeholder is square). */
const TILE_IMAGE_WIDTH = 400;

type Article = BlockOf<"relatedArticles">["articles"][number];

interface Tile {
  title: string;
  href: string;
  external: boolean;
  description: string;
  image: { url: string; alt: string; width: number; height: number };
}

function tileImage(article: Article): Tile["image"] {
  const { image } = article;
  if (image && isAllowedImageUrl(image.url)) {
    return { url: image.url, alt: image.alt, width: image.width, height: image.height };
  }
  if (image) console.error(INVALID_IMAGE_HOST, image.url);
  // The title says what the tile is; the placeholder adds nothing to it.
  return { url: placeholderImageFor(article.title), alt: "", width: TILE_IMAGE_WIDTH, height: TILE_IMAGE_WIDTH };
}

/** The tiles that can be shown, in the editor's order; each one left out is logged. */
export function relatedTiles(block: BlockOf<"relatedArticles">): Tile[] {
  return block.articles.flatMap((article) => {
    const href = relatedArticleHref(article.url);
    if (href === null) {
      console.error(UNPARSEABLE_RELATED_URL, article.url);
      return [];
    }
    return [
      {
        title: article.title,
        href,
        external: href.startsWith("https:"),
        description: article.description,
        image: tileImage(article),
      },
    ];
  });
}

export function RelatedArticlesBlock({ block, context }: { block: BlockOf<"relatedArticles">; context: BlockContext }) {
  const tiles = relatedTiles(block);
  if (tiles.length === 0) {
    return context.editor ? <p className="content-editor-note">None of these articles has a link that works</p> : null;
  }
  const headingId = `related-${context.key.replace(/[^0-9a-z]/g, "-")}`;
  return (
    <section className="related-articles" aria-labelledby={block.title ? headingId : undefined}>
      {block.title ? (
        <h2 id={headingId} className="related-articles-title">
          {block.title}
        </h2>
      ) : null}
      <ul className="related-articles-tiles">
        {tiles.map((tile) => (
          <li key={`${tile.href} ${tile.title}`} className="related-article">
            <img
              className="related-article-image"
              src={tile.image.url}
              alt={tile.image.alt}
              width={tile.image.width}
              height={tile.image.height}
              loading="lazy"
              decoding="async"
            />
            <h3 className="related-article-title">
              <a href={tile.href} {...(tile.external ? { rel: "noopener" } : {})}>
                {tile.title}
              </a>
            </h3>
            {tile.description ? <p className="related-article-description">{tile.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
