/** A page's blocks in order, each with its key (its index) in the context. */
import type { ContentBlock } from "../../domain/content/content-blocks.ts";
import type { BlockContext } from "./block-context.ts";
import { BlockView } from "./block-registry.tsx";

export function BlockList({
  blocks,
  context,
  keyPrefix = "",
}: {
  blocks: readonly ContentBlock[];
  /** The page's context; each block gets its own key. */
  context: Omit<BlockContext, "key">;
  /** Put before each key, for a list that is not the page's main one (a rail: "rail."). */
  keyPrefix?: string;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the block's position is its identity in the document.
        <BlockView key={index} block={block} context={{ ...context, key: `${keyPrefix}${index}` }} />
      ))}
    </>
  );
}
