/**
 * A provider page's first reviews, its count of reviews per star and its filter choices
 * (kv-schemas/provider-first-reviews.ts): from KV,
 * or read from D1 side by side and kept for 30 minutes. A provider the list cannot find (gone
 * between the page's record and this read) has none, and nothing is kept.
 */
import { DEFAULT_REVIEW_SORT, REVIEWS_PAGE_SIZE } from "../../domain/reviews/review-list.ts";
import { type ProviderFirstReviews, providerFirstReviewsFamily } from "../../kv-schemas/provider-first-reviews.ts";
import { readThroughIfFound } from "../cache/kv-cache.ts";
import { reviewFilterChoicesOf, reviewListPage, reviewStarCountsOf } from "./review-list-queries.ts";

const NONE: ProviderFirstReviews = {
  reviews: [],
  total: 0,
  starCounts: [0, 0, 0, 0, 0],
  choices: { careTypes: [], relationships: [] },
};

async function loadFirstReviews(db: D1Database, providerId: number): Promise<ProviderFirstReviews | null> {
  const [page, choices, starCounts] = await Promise.all([
    reviewListPage(db, {
      providerId,
      search: "",
      stars: [],
      careTypes: [],
      relationships: [],
      sort: DEFAULT_REVIEW_SORT,
      offset: 0,
      limit: REVIEWS_PAGE_SIZE,
    }),
    reviewFilterChoicesOf(db, providerId),
    reviewStarCountsOf(db, providerId),
  ]);
  return page ? { reviews: page.reviews, total: page.total, starCounts, choices } : null;
}

/** spec: reviews-and-provider-page §4, the first 6 approved reviews, newest first, read in the server HTML. */
export async function providerFirstReviews(
  env: { DB: D1Database; CACHE: KVNamespace },
  providerId: number,
): Promise<ProviderFirstReviews> {
  return (
    (await readThroughIfFound(
      env.CACHE,
      providerFirstReviewsFamily,
      () => loadFirstReviews(env.DB, providerId),
      providerId,
    )) ?? NONE
  );
}
