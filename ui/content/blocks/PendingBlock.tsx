/**
 * The blocks whose components join the registry from their own feature (FAQ, table of
 * contents, why choose us, who are you searching for, featured review, provider rollup, costs
 * summary): until then such a block renders nothing.
 */
import type { LeafBlock } from "../../../domain/content/content-blocks.ts";
import type { BlockContext } from "../block-context.ts";

export function PendingBlock(_props: { block: LeafBlock; context: BlockContext }) {
  return null;
}
