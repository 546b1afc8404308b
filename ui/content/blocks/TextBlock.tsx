/**
 * A title and plain text. spec: reviews-and-provider-page §5, a blank title hides the heading;
 * no title and empty text render nothing. Blank lines start new paragraphs.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { BlockContext } from "../block-context.ts";

/** Plain text as paragraphs, split at blank lines. */
export function TextParagraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text.
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

export function TextBlock({ block }: { block: BlockOf<"text">; context: BlockContext }) {
  if (block.title === "" && block.text === "") return null;
  return (
    <div className="content-text">
      {block.title ? <h2 className="content-heading content-heading-xl">{block.title}</h2> : null}
      <TextParagraphs text={block.text} />
    </div>
  );
}
