/** A family's words: the quote, who said it, and their rating in stars when given. */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { StarRating } from "../../app/StarRating.tsx";
import type { BlockContext } from "../block-context.ts";

export function TestimonialBlock({ block }: { block: BlockOf<"testimonial">; context: BlockContext }) {
  return (
    <figure className="content-testimonial">
      {block.rating !== undefined ? <StarRating rating={block.rating} /> : null}
      <blockquote>
        <p>{block.quote}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-author">{block.author}</span>
        {block.role ? <span className="testimonial-role">, {block.role}</span> : null}
      </figcaption>
    </figure>
  );
}
