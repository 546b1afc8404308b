/**
 * The headings of a content page, in reading order, with the anchors their elements carry:
 * what the table of contents lists and links to (spec reviews-and-provider-page §2). Heading
 * blocks and rich-text subheadings count, inside columns and expanders too.
 */
import type { ContentBlock, LeafBlock } from "./content-blocks.ts";

export interface PageHeading {
  text: string;
  anchor: string;
  level: number;
}

/** A heading's anchor: the editor's, or its text in lowercase words joined by hyphens. */
export function headingAnchor(text: string, anchor?: string): string {
  if (anchor) return anchor;
  const words = text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  const slug = words.join("-").slice(0, 80).replace(/-+$/, "");
  return /^[a-z]/.test(slug) ? slug : `section-${slug || "untitled"}`;
}

function leafHeadings(block: LeafBlock): PageHeading[] {
  if (block.type === "heading") {
    return block.level <= 3
      ? [{ text: block.text, anchor: headingAnchor(block.text, block.anchor), level: block.level }]
      : [];
  }
  if (block.type === "richText") {
    return block.content.flatMap((node) =>
      node.kind === "subheading" ? [{ text: node.text, anchor: headingAnchor(node.text, node.anchor), level: 3 }] : [],
    );
  }
  return [];
}

/** The page's level-2 and level-3 headings in order; an anchor used twice gets -2, -3... */
export function pageHeadings(blocks: readonly ContentBlock[]): PageHeading[] {
  const found: PageHeading[] = [];
  for (const block of blocks) {
    if (block.type === "columns")
      for (const column of block.columns) for (const leaf of column) found.push(...leafHeadings(leaf));
    else if (block.type === "expander") for (const leaf of block.blocks) found.push(...leafHeadings(leaf));
    else found.push(...leafHeadings(block));
  }
  const seen = new Map<string, number>();
  return found.map((heading) => {
    const count = (seen.get(heading.anchor) ?? 0) + 1;
    seen.set(heading.anchor, count);
    return count === 1 ? heading : { ...heading, anchor: `${heading.anchor}-${count}` };
  });
}
