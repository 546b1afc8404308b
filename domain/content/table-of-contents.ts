/** The table of contents block's heading (spec reviews-and-provider-page §2). */
import type { Messages } from "../i18n/messages.ts";
import type { BlockOf } from "./content-blocks.ts";

/** The block's heading: the editor's title, or '{page title} Contents' when left blank (§2). */
export function tableOfContentsTitle(
  block: Pick<BlockOf<"tableOfContents">, "title">,
  pageTitle: string,
  words: Messages["content"]["toc"],
): string {
  return block.title || words.defaultTitle(pageTitle);
}
