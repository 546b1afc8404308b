/**
 * The data some blocks show live (a featured review, a provider rollup, the costs summary),
 * read before the page renders: every loader of the page's blocks runs in parallel and its
 * answer is put under the block's key (`"3"`, `"5.1.0"` inside columns) in `context.data`.
 * A block type joins by adding its loader to `BLOCK_DATA_LOADERS`; a loader that fails is
 * logged and its block renders nothing.
 */

import { keyedLeaves } from "../../domain/content/content-block-keys.ts";
import type { BlockOf, ContentBlock, ContentBlockType } from "../../domain/content/content-blocks.ts";

export type BlockDataLoader<T extends ContentBlockType> = (env: Env, block: BlockOf<T>) => Promise<unknown>;

/** The loaders by block type; a type without one needs no data. */
export const BLOCK_DATA_LOADERS: { [T in ContentBlockType]?: BlockDataLoader<T> } = {};

/** Every block's data, by key, for the blocks whose type has a loader. */
export async function loadBlockData(
  env: Env,
  blocks: readonly ContentBlock[],
  loaders: typeof BLOCK_DATA_LOADERS = BLOCK_DATA_LOADERS,
): Promise<Record<string, unknown>> {
  const jobs = keyedLeaves(blocks).flatMap(([key, block]) => {
    const loader = loaders[block.type] as BlockDataLoader<ContentBlockType> | undefined;
    if (!loader) return [];
    return [
      loader(env, block).then(
        (value): [string, unknown] => [key, value],
        (error: unknown): null => {
          console.error(`content block ${key} (${block.type}): its data could not be read`, error);
          return null;
        },
      ),
    ];
  });
  const entries = await Promise.all(jobs);
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
