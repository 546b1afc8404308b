/**
 * The FAQPage structured data of a content page (spec search-and-compare §3, FAQ item: question,
 * answer): one FAQPage whose mainEntity lists every question of every faq block on the page,
 * inside columns and expanders too, each with its accepted Answer as plain text.
 */
import type { BlockOf, ContentBlock } from "./content-blocks.ts";

function faqBlocksOf(blocks: readonly ContentBlock[]): BlockOf<"faq">[] {
  return blocks.flatMap((block): BlockOf<"faq">[] => {
    if (block.type === "faq") return [block];
    if (block.type === "columns") return faqBlocksOf(block.columns.flat());
    if (block.type === "expander") return faqBlocksOf(block.blocks);
    return [];
  });
}

/** One schema.org FAQPage for the page's questions, or null when the page has no faq block. */
export function faqStructuredData(blocks: readonly ContentBlock[]): Record<string, unknown> | null {
  const items = faqBlocksOf(blocks).flatMap((block) => block.items);
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
