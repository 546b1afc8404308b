/**
 * The data some blocks show live (a featured review, a provider rollup, the costs summary),
 * read before the page renders: every loader of the page's blocks runs in parallel and its
 * answer is put under the block's key (`"3"`, `"5.1.0"` inside columns) in `context.data`.
 * A block type joins by adding its loader to `BLOCK_DATA_LOADERS`; a loader that fails is
 * logged and its block renders nothing.
 */

import type { Context } from "hono";
import { careTypeBySlug } from "../../domain/care-types.ts";
import { keyedLeaves } from "../../domain/content/content-block-keys.ts";
import type { BlockOf, ContentBlock, ContentBlockType } from "../../domain/content/content-blocks.ts";
import { pageHeadings } from "../../domain/content/content-headings.ts";
import type { AppEnv } from "../env.ts";
import { costsSummaryFor } from "../geo/costs-summary-service.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { loadFeaturedReview } from "./featured-review-loader.ts";
import { loadProviderRollup } from "./provider-rollup-loader.ts";
import { loadWhyChooseUs } from "./why-choose-us-loader.ts";

/** A block's data for this request: the request (for the visitor's cookies), the block and the page's blocks. */
export type BlockDataLoader<T extends ContentBlockType> = (
  c: Context<AppEnv>,
  block: BlockOf<T>,
  blocks: readonly ContentBlock[],
) => Promise<unknown>;

/** The loaders by block type; a type without one needs no data. */
export const BLOCK_DATA_LOADERS: { [T in ContentBlockType]?: BlockDataLoader<T> } = {
  featuredReview: (c, block) => loadFeaturedReview(c.env, block, c.get("brand")),
  providerRollup: (c, block) => loadProviderRollup(c.env, block, { pricesVisible: pricesVisible(c) }),
  whyChooseUs: async (c) => loadWhyChooseUs(c),
  costsSummary: async (c, block) => {
    const careType = careTypeBySlug(block.careType);
    if (!careType) return null;
    return costsSummaryFor(c.env, {
      careTypeId: careType.id,
      stateCode: block.state ?? null,
      countyId: null,
      cityId: null,
      pricesShown: pricesVisible(c),
    });
  },
  // The table of contents lists the page's headings, with the anchors their elements carry.
  tableOfContents: async (_c, _block, blocks) => pageHeadings(blocks),
};

/** Every block's data, by key, for the blocks whose type has a loader. */
export async function loadBlockData(
  c: Context<AppEnv>,
  blocks: readonly ContentBlock[],
  loaders: typeof BLOCK_DATA_LOADERS = BLOCK_DATA_LOADERS,
): Promise<Record<string, unknown>> {
  const jobs = keyedLeaves(blocks).flatMap(([key, block]) => {
    const loader = loaders[block.type] as BlockDataLoader<ContentBlockType> | undefined;
    if (!loader) return [];
    return [
      loader(c, block, blocks).then(
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
