/**
 * A content fragment made into a small tree of safe elements, for a block that an island
 * renders in the browser (the search results' inserted block, spec search-and-compare §2):
 * headings, paragraphs, lists, emphasis and links only, with every link already built by the
 * content rules, so the island needs neither the block schemas nor the block components.
 * Blocks that need more than text and links (images, tables, forms) are left out.
 */
import { telHref } from "../phone.ts";
import type { ContentBlock, Inline, LeafBlock, RichNode } from "./content-blocks.ts";
import { buildLink, internalHref, splitStateLicenses } from "./content-links.ts";

export type SafeTag = "h2" | "h3" | "p" | "ul" | "ol" | "li" | "strong" | "em" | "a" | "blockquote";
export type SafeNode = string | { tag: SafeTag; href?: string; children: SafeNode[] };

const element = (tag: SafeTag, children: SafeNode[], href?: string): SafeNode =>
  href === undefined ? { tag, children } : { tag, href, children };

function inlineNode(inline: Inline): SafeNode {
  if (typeof inline === "string") return inline;
  let node: SafeNode = inline.text;
  if (inline.italic) node = element("em", [node]);
  if (inline.bold) node = element("strong", [node]);
  if (inline.href) node = element("a", [node], internalHref(inline.href));
  return node;
}

function richNodes(nodes: readonly RichNode[]): SafeNode[] {
  return nodes.map((node) => {
    if (node.kind === "paragraph") return element("p", node.children.map(inlineNode));
    if (node.kind === "subheading") return element("h3", [node.text]);
    return element(
      node.kind === "bulletList" ? "ul" : "ol",
      node.items.map((item) => element("li", item.map(inlineNode))),
    );
  });
}

function paragraphs(text: string): SafeNode[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => element("p", [paragraph]));
}

/**
 * Call-to-action buttons as a list of links. A button that opens the inquiry form cannot open it
 * inside the results (the island holds no form): it calls the advisor line instead, as the
 * content pages' buttons do without script.
 */
function links(
  buttons: readonly { text: string; linkType: string; url: string; action: string }[],
  advisorPhone: string,
): SafeNode[] {
  const items = buttons.flatMap((button) => {
    if (button.action === "openInquiry" && advisorPhone) {
      return [element("li", [element("a", [`${button.text}: ${advisorPhone}`], telHref(advisorPhone))])];
    }
    const href = button.action === "openLink" ? buildLink(button.linkType, button.url) : null;
    return href === null ? [] : [element("li", [element("a", [button.text], href)])];
  });
  return items.length > 0 ? [element("ul", items)] : [];
}

function leafView(block: LeafBlock, advisorPhone: string): SafeNode[] {
  if (block.visibility !== "all") return [];
  switch (block.type) {
    case "heading":
      return [element(block.level === 2 ? "h2" : "h3", [block.text])];
    case "richText":
      return richNodes(block.content);
    case "text":
    case "collapsibleText":
      return [...(block.title ? [element("h2", [block.title])] : []), ...paragraphs(block.text)];
    case "testimonial":
      return [
        element("blockquote", [
          element("p", [block.quote]),
          element("p", [`${block.author}${block.role ? `, ${block.role}` : ""}`]),
        ]),
      ];
    case "ctaList":
      return [...(block.title ? [element("h2", [block.title])] : []), ...links(block.buttons, advisorPhone)];
    case "ctaButton":
      return links([block.button], advisorPhone);
    case "stateLicense": {
      const licenses = splitStateLicenses(block.text);
      return licenses.length > 0
        ? [
            element(
              "ul",
              licenses.map((license) => element("li", [license])),
            ),
          ]
        : [];
    }
    default:
      return [];
  }
}

/** The fragment's blocks as safe elements; the columns and expanders' blocks in reading order. */
export function fragmentView(blocks: readonly ContentBlock[], advisorPhone = ""): SafeNode[] {
  const view = (leaf: LeafBlock) => leafView(leaf, advisorPhone);
  return blocks.flatMap((block) => {
    if (block.type === "columns") return block.columns.flat().flatMap(view);
    if (block.type === "expander") return [element("h2", [block.title]), ...block.blocks.flatMap(view)];
    return view(block);
  });
}

/** An editors' fragment for a block an island shows: its title (the block's name) and its safe elements. */
export interface InsertedFragment {
  title: string;
  nodes: SafeNode[];
}

/** The search results' fragments by page parity, each null when not stored. */
export interface InsertedFragments {
  odd: InsertedFragment | null;
  even: InsertedFragment | null;
}
