/**
 * An expander (spec lead-capture-and-chrome §4): starts open (unless the editor chose closed)
 * and toggles on click or by keyboard; a <details> element, so it works without JavaScript.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { BlockContext } from "../block-context.ts";
import { LeafBlockView } from "../leaf-block-registry.tsx";

export function ExpanderBlock({ block, context }: { block: BlockOf<"expander">; context: BlockContext }) {
  return (
    <details className="content-expander" open={block.open}>
      <summary className="content-expander-title">{block.title}</summary>
      <div className="content-expander-body">
        {block.blocks.map((leaf, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's position is its identity in the document.
          <LeafBlockView key={index} block={leaf} context={{ ...context, key: `${context.key}.${index}` }} />
        ))}
      </div>
    </details>
  );
}
