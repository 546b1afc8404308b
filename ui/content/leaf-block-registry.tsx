/**
 * The component of every block that holds no other block, by type. The record's type makes a
 * block type without a component a compile error. Columns and expanders render their blocks
 * through `LeafBlockView`.
 */
import type { ReactNode } from "react";
import type { BlockOf, ContentBlockType, LeafBlock } from "../../domain/content/content-blocks.ts";
import { BlockFrame } from "./BlockFrame.tsx";
import type { BlockContext } from "./block-context.ts";
import { BarChartBlock } from "./blocks/BarChartBlock.tsx";
import { CarouselBlock } from "./blocks/CarouselBlock.tsx";
import { CollapsibleTextBlock } from "./blocks/CollapsibleTextBlock.tsx";
import { CostsSummaryBlock } from "./blocks/CostsSummaryBlock.tsx";
import { CtaButtonBlock } from "./blocks/CtaButtonBlock.tsx";
import { CtaListBlock } from "./blocks/CtaListBlock.tsx";
import { FaqBlock } from "./blocks/FaqBlock.tsx";
import { FeaturedReviewBlock } from "./blocks/FeaturedReviewBlock.tsx";
import { HeadingBlock } from "./blocks/HeadingBlock.tsx";
import { ImageWithTextBlock } from "./blocks/ImageWithTextBlock.tsx";
import { ProviderRollupBlock } from "./blocks/ProviderRollupBlock.tsx";
import { RelatedArticlesBlock } from "./blocks/RelatedArticlesBlock.tsx";
import { RichTextBlock } from "./blocks/RichTextBlock.tsx";
import { StateLicenseBlock } from "./blocks/StateLicenseBlock.tsx";
import { TableBlock } from "./blocks/TableBlock.tsx";
import { TableOfContentsBlock } from "./blocks/TableOfContentsBlock.tsx";
import { TestimonialBlock } from "./blocks/TestimonialBlock.tsx";
import { TextBlock } from "./blocks/TextBlock.tsx";
import { VideoBlock } from "./blocks/VideoBlock.tsx";
import { WhoAreYouSearchingForBlock } from "./blocks/WhoAreYouSearchingForBlock.tsx";
import { WhyChooseUsBlock } from "./blocks/WhyChooseUsBlock.tsx";

/** A block's component: its block, narrowed to its type, and the page's context. */
export type BlockComponent<T extends ContentBlockType> = (props: {
  block: BlockOf<T>;
  context: BlockContext;
}) => ReactNode;

export type LeafBlockRegistry = { [T in LeafBlock["type"]]: BlockComponent<T> };

export const leafBlockRegistry: LeafBlockRegistry = {
  richText: RichTextBlock,
  heading: HeadingBlock,
  text: TextBlock,
  imageWithText: ImageWithTextBlock,
  table: TableBlock,
  barChart: BarChartBlock,
  video: VideoBlock,
  collapsibleText: CollapsibleTextBlock,
  testimonial: TestimonialBlock,
  ctaList: CtaListBlock,
  ctaButton: CtaButtonBlock,
  stateLicense: StateLicenseBlock,
  faq: FaqBlock,
  tableOfContents: TableOfContentsBlock,
  whyChooseUs: WhyChooseUsBlock,
  whoAreYouSearchingFor: WhoAreYouSearchingForBlock,
  featuredReview: FeaturedReviewBlock,
  providerRollup: ProviderRollupBlock,
  costsSummary: CostsSummaryBlock,
  relatedArticles: RelatedArticlesBlock,
  carousel: CarouselBlock,
};

/** One leaf block in its frame, with the context's key set to the block's own. */
export function LeafBlockView({ block, context }: { block: LeafBlock; context: BlockContext }) {
  // The record pairs each type with its component; indexing by a union type cannot keep that pairing.
  const Component = leafBlockRegistry[block.type] as BlockComponent<LeafBlock["type"]>;
  return (
    <BlockFrame block={block}>
      <Component block={block} context={context} />
    </BlockFrame>
  );
}
