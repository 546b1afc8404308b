/**
 * The rules of a provider's review list (spec reviews-and-provider-page §4 'Review reading',
 * §8, §9): the sorts, the filters' vocabulary, the count lines, the 500-character cut and the
 * page sizes. The list API, the provider page and its island all read them from here; the words
 * are the catalogue's (`t.reviews.list`).
 */
import { monthDayYear } from "../calendar-text.ts";
import { CARE_TYPES, careTypeById } from "../care-types.ts";
import { formatCount } from "../counts.ts";
import type { Messages } from "../i18n/messages.ts";
import { REVIEW_RELATIONSHIP_GROUPS, type ReviewRelationshipGroup } from "./review-relationships.ts";

/** spec: reviews-and-provider-page §4, §9: 6 shown at first, 6 more per 'Read more reviews'. */
export const REVIEWS_PAGE_SIZE = 6;
/** The most reviews one call of the list API answers. */
export const REVIEWS_MAX_LIMIT = 50;
/** spec: reviews-and-provider-page §4, §9: search applies from 3 characters, 200 ms after typing stops. */
export const REVIEW_SEARCH_MIN_LENGTH = 3;
export const REVIEW_SEARCH_DEBOUNCE_MS = 200;
/** The longest search text the API reads. */
export const REVIEW_SEARCH_MAX_LENGTH = 200;
/** spec: reviews-and-provider-page §5, §9: a card's text is cut at 500 characters. */
export const REVIEW_TEXT_LIMIT = 500;

/** spec: reviews-and-provider-page §4, the sorts the API takes; the select offers the first four. */
export const REVIEW_SORTS = [
  "date_review_desc",
  "date_review_asc",
  "rating_review_desc",
  "rating_review_asc",
  "most_recent_review_desc",
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The sorts the list offers, in order (their labels: `t.reviews.list.sorts`); Newest is the default. */
export const REVIEW_SORT_OPTIONS = [
  "date_review_desc",
  "date_review_asc",
  "rating_review_desc",
  "rating_review_asc",
] as const satisfies readonly ReviewSort[];
export const DEFAULT_REVIEW_SORT: ReviewSort = "date_review_desc";

/** How a sort orders the reviews: by date or rating, and which way; ties always go to the newest. */
export interface ReviewOrder {
  by: "date" | "rating";
  direction: "asc" | "desc";
}

/**
 * spec: reviews-and-provider-page §4. 'most_recent_review_desc' is newest first; rating sorts
 * break ties by the newest date (then the newest id, so paging never repeats or skips a review).
 */
export function reviewOrder(sort: ReviewSort): ReviewOrder {
  switch (sort) {
    case "date_review_asc":
      return { by: "date", direction: "asc" };
    case "rating_review_desc":
      return { by: "rating", direction: "desc" };
    case "rating_review_asc":
      return { by: "rating", direction: "asc" };
    default:
      return { by: "date", direction: "desc" };
  }
}

/** The star ratings the filter offers, highest first. */
export const REVIEW_STAR_CHOICES = [5, 4, 3, 2, 1] as const;

/** What the list is narrowed by: the search text and the three filters. */
export interface ReviewFilters {
  search: string;
  stars: readonly number[];
  careTypes: readonly string[];
  relationships: readonly ReviewRelationshipGroup[];
}

/** The search text that applies: trimmed, and only from 3 characters (shorter searches nothing). */
export function effectiveReviewSearch(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= REVIEW_SEARCH_MIN_LENGTH ? trimmed : "";
}

/** A LIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (ESCAPE '\'). */
export function likeContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Whether any filter (stars, care types, relationships) is set; the search and the sort are not filters. */
export function hasReviewFilters(filters: Omit<ReviewFilters, "search">): boolean {
  return filters.stars.length > 0 || filters.careTypes.length > 0 || filters.relationships.length > 0;
}

/**
 * spec: reviews-and-provider-page §8. '3 reviews mention "pool"' (1 review mentions) while
 * searching, '3 reviews found' while filtering, and nothing when the list is neither searched
 * nor filtered.
 */
export function reviewCountLine(
  found: number,
  filters: ReviewFilters,
  words: Pick<Messages["reviews"]["list"], "mention" | "found">,
  locale: string,
): string | null {
  const search = effectiveReviewSearch(filters.search);
  const figure = formatCount(found, locale);
  if (search) return words.mention(found, figure, search);
  if (hasReviewFilters(filters)) return words.found(found, figure);
  return null;
}

/** A card's text split at the cut: the part always shown, and the rest 'Read more' reveals ('' when it fits). */
export interface ReviewTextParts {
  shown: string;
  rest: string;
}

/**
 * spec: reviews-and-provider-page §5, §9. Text longer than 500 characters is cut at the last
 * word boundary within them (or at 500 when a word runs past half of them); the two parts
 * join back into the text unchanged.
 */
export function reviewTextParts(text: string, limit = REVIEW_TEXT_LIMIT): ReviewTextParts {
  if (text.length <= limit) return { shown: text, rest: "" };
  const slice = text.slice(0, limit);
  const lastSpace = /\s/.test(text.charAt(limit)) ? limit : slice.search(/\s\S*$/);
  const cut = lastSpace >= limit / 2 ? lastSpace : limit;
  return { shown: text.slice(0, cut), rest: text.slice(cut) };
}

/** spec: reviews-and-provider-page §5: only the first (main) brand cuts a card's text with 'Read more'. */
export function cutsReviewText(brandId: string): boolean {
  return brandId === "carefind";
}

/** A review's date as a card shows it, 'March 3, 2026' ('3 de marzo de 2026'), in UTC; '' for a time that does not parse. */
export function reviewDateText(createdAt: string, locale = "en-US"): string {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? "" : monthDayYear(new Date(time), locale);
}

/** A care type's label as families read it ('Assisted Living'); '' when the id is none the directory knows. */
export function reviewCareTypeName(careTypeId: string | null): string {
  return careTypeId ? (careTypeById(careTypeId)?.label ?? "") : "";
}

/** A care type's name in the page's language (`t.careTypes`) by its id; `fallback` for an id the directory does not know. */
export function careTypeNameIn(names: Messages["careTypes"], careTypeId: string, fallback: string): string {
  const careType = careTypeById(careTypeId);
  return careType ? names[careType.id].label : fallback;
}

/** A care type's English label ('Assisted Living', as a review carries it) in the page's language; as given when unknown. */
export function careTypeLabelIn(names: Messages["careTypes"], englishLabel: string): string {
  const careType = CARE_TYPES.find((candidate) => candidate.label === englishLabel);
  return careType ? names[careType.id].label : englishLabel;
}

/** A choice of a review filter: the value the API takes and the words beside its checkbox. */
export interface ReviewFilterChoice {
  value: string;
  label: string;
}

/** The choices a provider's filters offer: the care types and relationship groups its reviews have. */
export interface ReviewFilterChoices {
  careTypes: ReviewFilterChoice[];
  relationships: ReviewRelationshipGroup[];
}

/**
 * The filter choices from the care type ids and relationships that occur among a provider's
 * approved reviews: care types by label, groups in the spec's order, each once.
 */
export function reviewFilterChoices(
  careTypeIds: readonly string[],
  groupsPresent: ReadonlySet<ReviewRelationshipGroup>,
): ReviewFilterChoices {
  const careTypes = [...new Set(careTypeIds)]
    .flatMap((id) => {
      const label = reviewCareTypeName(id);
      return label ? [{ value: id, label }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label, "en-US"));
  return { careTypes, relationships: REVIEW_RELATIONSHIP_GROUPS.filter((group) => groupsPresent.has(group)) };
}

/** What the list asks the API for: the search and filters, the sort and the slice. */
export interface ReviewListRequest extends ReviewFilters {
  sort: ReviewSort;
  offset: number;
  limit: number;
}

/**
 * The list API's address for a request (GET /api/reviews/provider/{id}): only the parameters
 * that narrow or move the list, the search only once it applies.
 */
export function reviewListPath(providerId: number, request: ReviewListRequest): string {
  const params = new URLSearchParams();
  const search = effectiveReviewSearch(request.search);
  if (search) params.set("search", search);
  if (request.stars.length > 0) params.set("stars", request.stars.join(","));
  if (request.careTypes.length > 0) params.set("careTypes", request.careTypes.join(","));
  if (request.relationships.length > 0) params.set("relationships", request.relationships.join(","));
  if (request.sort !== DEFAULT_REVIEW_SORT) params.set("sort", request.sort);
  params.set("offset", String(request.offset));
  params.set("limit", String(request.limit));
  return `/api/reviews/provider/${providerId}?${params.toString()}`;
}
