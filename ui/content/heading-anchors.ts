/**
 * The id every heading element of a content page takes, by block key: the anchors of
 * domain/content/content-headings.ts (`pageHeadings`, which the table of contents links to),
 * and for the smaller headings (h4 to h6, not in the contents) their own, still unique.
 */
import { keyedLeaves } from "../../domain/content/content-block-keys.ts";
import type { ContentBlock } from "../../domain/content/content-blocks.ts";
import { headingAnchor, pageHeadings } from "../../domain/content/content-headings.ts";

/** Heading ids by block key (a rich-text subheading by `key:node`). */
export function headingAnchors(blocks: readonly ContentBlock[]): Record<string, string> {
  const listed = pageHeadings(blocks);
  const used = new Set(listed.map((heading) => heading.anchor));
  const anchors: Record<string, string> = {};
  let next = 0;
  for (const [key, leaf] of keyedLeaves(blocks)) {
    if (leaf.type === "heading") {
      if (leaf.level <= 3) {
        anchors[key] = listed[next++]?.anchor ?? headingAnchor(leaf.text, leaf.anchor);
      } else {
        const base = headingAnchor(leaf.text, leaf.anchor);
        let anchor = base;
        for (let count = 2; used.has(anchor); count++) anchor = `${base}-${count}`;
        used.add(anchor);
        anchors[key] = anchor;
      }
    } else if (leaf.type === "richText") {
      leaf.content.forEach((node, n) => {
        if (node.kind === "subheading") anchors[`${key}:${n}`] = listed[next++]?.anchor ?? headingAnchor(node.text);
      });
    }
  }
  return anchors;
}
