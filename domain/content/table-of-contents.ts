/** The table of contents block's words (spec reviews-and-provider-page §2). */
import type { BlockOf } from "./content-blocks.ts";

/** spec: reviews-and-provider-page §2, the accordion's list is titled 'Table of Contents'. */
export const TOC_ACCORDION_TITLE = "Table of Contents";

/** spec: reviews-and-provider-page §2, the sticky bar's and jump list's heading: 'Jump to'. */
export const TOC_JUMP_LABEL = "Jump to";

/** The block's heading: the editor's title, or '{page title} Contents' when left blank (§2). */
export function tableOfContentsTitle(block: Pick<BlockOf<"tableOfContents">, "title">, pageTitle: string): string {
  return block.title || `${pageTitle} Contents`;
}
