/**
 * Rich text: paragraphs, lists and subheadings of safe inline spans (bold, italic, links).
 * Internal links lose '.html' and get their trailing slash (spec reviews-and-provider-page §2).
 */
import type { BlockOf, Inline, RichNode } from "../../../domain/content/content-blocks.ts";
import { internalHref } from "../../../domain/content/content-links.ts";
import type { BlockContext } from "../block-context.ts";

function InlineSpan({ inline }: { inline: Inline }) {
  if (typeof inline === "string") return <>{inline}</>;
  let content = <>{inline.text}</>;
  if (inline.italic) content = <em>{content}</em>;
  if (inline.bold) content = <strong>{content}</strong>;
  if (inline.href) {
    const external = /^https:/.test(inline.href);
    content = (
      <a href={internalHref(inline.href)} {...(external ? { rel: "noopener" } : {})}>
        {content}
      </a>
    );
  }
  return content;
}

/** A run of inline spans. */
export function InlineText({ spans }: { spans: readonly Inline[] }) {
  return (
    <>
      {spans.map((inline, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the spans are a fixed document, never reordered.
        <InlineSpan key={index} inline={inline} />
      ))}
    </>
  );
}

/** Rich-text nodes; subheadings are h3s with the page's unique anchors. */
export function RichNodes({ nodes, context }: { nodes: readonly RichNode[]; context: BlockContext }) {
  return (
    <>
      {nodes.map((node, index) => {
        const key = `${node.kind}-${index}`;
        if (node.kind === "paragraph") {
          return (
            <p key={key}>
              <InlineText spans={node.children} />
            </p>
          );
        }
        if (node.kind === "subheading") {
          return (
            <h3
              key={key}
              id={context.anchors[`${context.key}:${index}`]}
              className="content-heading content-heading-lg"
            >
              {node.text}
            </h3>
          );
        }
        const List = node.kind === "bulletList" ? "ul" : "ol";
        return (
          <List key={key}>
            {node.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are a fixed document.
              <li key={itemIndex}>
                <InlineText spans={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}

export function RichTextBlock({ block, context }: { block: BlockOf<"richText">; context: BlockContext }) {
  return (
    <div className="content-rich-text">
      <RichNodes nodes={block.content} context={context} />
    </div>
  );
}
