/**
 * The component of every content block type (domain/content/content-blocks.ts): the leaf
 * blocks' and the two that hold other blocks. Typed so a type without a component does not compile.
 */
import type { ContentBlock, ContentBlockType } from "../../domain/content/content-blocks.ts";
import { BlockFrame } from "./BlockFrame.tsx";
import type { BlockContext } from "./block-context.ts";
import { ColumnsBlock } from "./blocks/ColumnsBlock.tsx";
import { ExpanderBlock } from "./blocks/ExpanderBlock.tsx";
import { type BlockComponent, leafBlockRegistry } from "./leaf-block-registry.tsx";

export const blockRegistry: { [T in ContentBlockType]: BlockComponent<T> } = {
  ...leafBlockRegistry,
  columns: ColumnsBlock,
  expander: ExpanderBlock,
};

/** One block in its frame. */
export function BlockView({ block, context }: { block: ContentBlock; context: BlockContext }) {
  // The record pairs each type with its component; indexing by a union type cannot keep that pairing.
  const Component = blockRegistry[block.type] as BlockComponent<ContentBlockType>;
  return (
    <BlockFrame block={block}>
      <Component block={block} context={context} />
    </BlockFrame>
  );
}
