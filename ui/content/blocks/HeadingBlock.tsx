/**
 * A heading (h2 to h6) with its anchor, sized by the heading size map (spec search-and-compare
 * §9: h1 2xl down to h6 xs; the smallest sizes stay at the site's 16 px floor).
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { headingAnchor } from "../../../domain/content/content-headings.ts";
import type { BlockContext } from "../block-context.ts";

/** spec: search-and-compare §9, heading size map. */
export const HEADING_SIZES = { 1: "2xl", 2: "xl", 3: "lg", 4: "md", 5: "sm", 6: "xs" } as const;

export function HeadingBlock({ block, context }: { block: BlockOf<"heading">; context: BlockContext }) {
  const Tag = `h${block.level}` as const;
  return (
    <Tag
      id={context.anchors[context.key] ?? headingAnchor(block.text, block.anchor)}
      className={`content-heading content-heading-${HEADING_SIZES[block.level]}`}
    >
      {block.text}
    </Tag>
  );
}
