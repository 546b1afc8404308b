/**
 * An image beside rich text. spec: lead-capture-and-chrome §3, §5, §8: the image comes from the
 * site or an allowed host, else nothing renders and 'Invalid host in image url' is logged.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { INVALID_IMAGE_HOST, isAllowedImageUrl } from "../../../domain/content/content-links.ts";
import type { BlockContext } from "../block-context.ts";
import { RichNodes } from "./RichTextBlock.tsx";

export function ImageWithTextBlock({ block, context }: { block: BlockOf<"imageWithText">; context: BlockContext }) {
  if (!isAllowedImageUrl(block.image.url)) {
    console.error(INVALID_IMAGE_HOST, block.image.url);
    return null;
  }
  const { image } = block;
  return (
    <div className={`content-image-text content-image-${block.imageSide}`}>
      <figure className="content-image">
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
        {image.caption ? <figcaption>{image.caption}</figcaption> : null}
      </figure>
      <div className="content-image-body">
        {block.title ? <h2 className="content-heading content-heading-xl">{block.title}</h2> : null}
        <RichNodes nodes={block.content} context={context} />
      </div>
    </div>
  );
}
