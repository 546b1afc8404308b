/**
 * The key of every block of a page, in reading order: its index (`"3"`), or inside columns
 * `"5.1.0"` (block, column, position) and inside an expander `"6.2"`. Block data and heading
 * anchors are found by these keys (ui/content/block-context.ts).
 */
import type { ContentBlock, LeafBlock } from "./content-blocks.ts";

export function keyedLeaves(blocks: readonly ContentBlock[]): [string, LeafBlock][] {
  return blocks.flatMap((block, index): [string, LeafBlock][] => {
    if (block.type === "columns") {
      return block.columns.flatMap((column, c) =>
        column.map((leaf, j): [string, LeafBlock] => [`${index}.${c}.${j}`, leaf]),
      );
    }
    if (block.type === "expander") return block.blocks.map((leaf, j): [string, LeafBlock] => [`${index}.${j}`, leaf]);
    return [[String(index), block]];
  });
}
