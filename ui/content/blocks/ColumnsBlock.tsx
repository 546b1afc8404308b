/**
 * Two to four columns side by side, stacked on phones. An empty column shows only to an editor,
 * with an 'Empty column' note (spec lead-capture-and-chrome §1); visitors never see it.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { BlockContext } from "../block-context.ts";
import { LeafBlockView } from "../leaf-block-registry.tsx";

export function ColumnsBlock({ block, context }: { block: BlockOf<"columns">; context: BlockContext }) {
  const shown = block.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.length > 0 || context.editor);
  if (shown.length === 0) return null;
  return (
    <div className={`content-columns content-columns-${shown.length}`}>
      {shown.map(({ column, index }) => (
        <div key={index} className="content-column">
          {column.length === 0 ? (
            <p className="content-empty-column">Empty column</p>
          ) : (
            column.map((leaf, leafIndex) => (
              <LeafBlockView
                // biome-ignore lint/suspicious/noArrayIndexKey: the block's position is its identity in the document.
                key={leafIndex}
                block={leaf}
                context={{ ...context, key: `${context.key}.${index}.${leafIndex}` }}
              />
            ))
          )}
        </div>
      ))}
    </div>
  );
}
