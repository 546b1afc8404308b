/**
 * The featured review block (spec search-and-compare §2, §3, §4): the newest approved review
 * rated 4 or more, as the provider page's list shows it (stars, relationship, author, date,
 * care type, text, and the provider's response once published), with a 'Read all reviews' link
 * to the provider page's reviews section (#all_reviews_section). Its data is
 * `loadFeaturedReview` 's answer in `context.data[context.key]`; when no review qualifies the
 * block renders nothing, and an editor previewing sees why.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { FeaturedReviewData } from "../../../domain/content/featured-review.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { REVIEWS_ANCHOR } from "../../provider/reviews/ProviderReviewsSummary.tsx";
import { ReviewCard } from "../../provider/reviews/ReviewCard.tsx";
import type { BlockContext } from "../block-context.ts";

function featuredFrom(value: unknown): FeaturedReviewData | null {
  return typeof value === "object" && value !== null && "review" in value ? (value as FeaturedReviewData) : null;
}

/** What an editor reads when no review qualifies. */
export function noReviewNote(block: BlockOf<"featuredReview">): string {
  const scope = [block.careType, block.state].filter(Boolean).join(", ");
  return `No approved review rated 4 or more${scope ? ` (${scope})` : ""} to feature yet`;
}

export function FeaturedReviewBlock({ block, context }: { block: BlockOf<"featuredReview">; context: BlockContext }) {
  const { t } = useLanguage();
  const featured = featuredFrom(context.data[context.key]);
  if (!featured) {
    return context.editor ? <p className="content-editor-note">{noReviewNote(block)}</p> : null;
  }
  return (
    <section className="featured-review">
      {block.title ? <h2 className="featured-review-title">{block.title}</h2> : null}
      <p className="featured-review-provider">
        <a href={featured.provider.url}>{featured.provider.name}</a>
      </p>
      <ReviewCard review={featured.review} cutText={false} responseLabel={context.brand.labels.providerResponse} />
      <a className="button button-secondary featured-review-all" href={`${featured.provider.url}#${REVIEWS_ANCHOR}`}>
        {t.content.featuredReview.readAll}
      </a>
    </section>
  );
}
