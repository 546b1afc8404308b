/**
 * The island of a provider's review list (spec reviews-and-provider-page §4 'Review reading',
 * §8, §9). The server renders it with the first 6 approved reviews, newest first, so they read
 * without script; once live (once the page has loaded and is idle) it pages 6 more at a time
 * from GET /api/reviews/provider/{id} ('Read more reviews', then 'Read less' back to 6 and to
 * the section), searches from 3 characters 200 ms after typing stops, filters, sorts and
 * resets, announcing the counts in a live region. The events 'review search' and 'review
 * filter' are recorded (the server keeps them only with Analytics consent).
 */
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import type { Brand } from "../../../domain/brands/brands.ts";
import {
  DEFAULT_REVIEW_SORT,
  effectiveReviewSearch,
  REVIEW_SEARCH_DEBOUNCE_MS,
  REVIEWS_PAGE_SIZE,
  type ReviewFilterChoices,
  type ReviewFilters,
  type ReviewSort,
  reviewCountLine,
  reviewListPath,
} from "../../../domain/reviews/review-list.ts";
import type { ReviewRead } from "../../../domain/reviews/review-read.ts";
import { getJson } from "../../app/api-client.ts";
import { debounce } from "../../app/debounce.ts";
import { recordEvent } from "../../app/record-event.ts";
import { showToastAtom } from "../../app/toast-atoms.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { ReviewCard } from "./ReviewCard.tsx";
import { ReviewControls } from "./ReviewControls.tsx";

export interface ProviderReviewListProps {
  providerId: number;
  /** The section the list belongs to; 'Read less' brings it back into view and focus. */
  sectionId: string;
  /** The first page (6 newest) and the number of approved reviews. */
  reviews: ReviewRead[];
  total: number;
  choices: ReviewFilterChoices;
  cutText: boolean;
  responseLabel: Brand["labels"]["providerResponse"];
}

interface ListAnswer {
  reviews: ReviewRead[];
  total: number;
  found: number;
}

/** What the list shows: the reviews that came back, and the query they answer. */
interface ListState {
  filters: ReviewFilters;
  sort: ReviewSort;
  reviews: ReviewRead[];
  found: number;
}

/** What the controls ask for; it runs ahead of the list while an answer is on its way. */
interface ListQuery {
  filters: ReviewFilters;
  sort: ReviewSort;
}

const NO_FILTERS: ReviewFilters = { search: "", stars: [], careTypes: [], relationships: [] };
const FIRST_QUERY: ListQuery = { filters: NO_FILTERS, sort: DEFAULT_REVIEW_SORT };

export function ProviderReviewList({
  providerId,
  sectionId,
  reviews,
  total,
  choices,
  cutText,
  responseLabel,
}: ProviderReviewListProps) {
  const { t, locale } = useLanguage();
  const words = t.reviews.list;
  const showToast = useSetAtom(showToastAtom);
  const [list, setList] = useState<ListState>({ ...FIRST_QUERY, reviews, found: total });
  const [query, setQuery] = useState<ListQuery>(FIRST_QUERY);
  // The search box's text runs ahead of the query by the debounce.
  const [searchText, setSearchText] = useState("");
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;

  /** Loads a slice for a query; replaces the list (offset 0) or adds to it. */
  async function load(next: ListQuery, offset: number): Promise<ListAnswer | null> {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    try {
      const path = reviewListPath(providerId, { ...next.filters, sort: next.sort, offset, limit: REVIEWS_PAGE_SIZE });
      const answer = await getJson<ListAnswer>(path, controller.signal);
      if (!answer.ok) {
        showToast({ kind: "error", message: answer.message, durationMs: 3000 });
        return null;
      }
      setList((current) => ({
        ...next,
        reviews: offset === 0 ? answer.data.reviews : [...current.reviews, ...answer.data.reviews],
        found: answer.data.found,
      }));
      return answer.data;
    } catch {
      // Aborted: a newer query took its place.
      return null;
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setBusy(false);
      }
    }
  }

  /** Asks for the first page of a new query, and records what the visitor searched or filtered. */
  async function requery(next: ListQuery, event: "review search" | "review filter") {
    queryRef.current = next;
    setQuery(next);
    const answer = await load(next, 0);
    if (!answer) return;
    const { filters, sort } = next;
    if (event === "review search") {
      recordEvent("review search", { providerId, textLength: filters.search.length, found: answer.found });
    } else {
      recordEvent("review filter", {
        providerId,
        stars: filters.stars,
        careTypes: filters.careTypes,
        relationships: filters.relationships,
        sort,
        found: answer.found,
      });
    }
  }

  const searchDebounce = useRef<ReturnType<typeof debounce<[string]>> | null>(null);
  searchDebounce.current ??= debounce((text: string) => {
    const search = effectiveReviewSearch(text);
    const current = queryRef.current;
    if (search === current.filters.search) return;
    void requery({ ...current, filters: { ...current.filters, search } }, "review search");
  }, REVIEW_SEARCH_DEBOUNCE_MS);
  useEffect(() => () => searchDebounce.current?.cancel(), []);

  function onSearch(text: string) {
    setSearchText(text);
    searchDebounce.current?.run(text);
  }

  function onFilters(next: Omit<ReviewFilters, "search">) {
    void requery({ ...query, filters: { ...query.filters, ...next } }, "review filter");
  }

  function onSort(sort: ReviewSort) {
    void requery({ ...query, sort }, "review filter");
  }

  function onReset() {
    searchDebounce.current?.cancel();
    setSearchText("");
    queryRef.current = FIRST_QUERY;
    setQuery(FIRST_QUERY);
    void load(FIRST_QUERY, 0);
  }

  const allShown = list.reviews.length >= list.found;
  function onMore() {
    if (busy) return;
    if (!allShown) {
      void load({ filters: list.filters, sort: list.sort }, list.reviews.length);
      return;
    }
    setList({ ...list, reviews: list.reviews.slice(0, REVIEWS_PAGE_SIZE) });
    const section = document.getElementById(sectionId);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    section?.focus({ preventScroll: true });
  }

  const countLine = list.found === 0 ? words.noneFound : reviewCountLine(list.found, list.filters, words, locale);
  return (
    <div className="reviews-list-block">
      <ReviewControls
        filters={{ ...query.filters, search: searchText }}
        sort={query.sort}
        choices={choices}
        onSearch={onSearch}
        onFilters={onFilters}
        onSort={onSort}
        onReset={onReset}
      />
      <p className="reviews-count-line" role="status">
        {countLine}
      </p>
      {list.found === 0 ? <p className="reviews-empty-hint">{words.noneFoundHint}</p> : null}
      <ul className="reviews-list" aria-busy={busy}>
        {list.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} cutText={cutText} responseLabel={responseLabel} />
          </li>
        ))}
      </ul>
      {list.found > REVIEWS_PAGE_SIZE ? (
        <button type="button" className="button reviews-button reviews-more" onClick={onMore}>
          {allShown ? words.readLess : words.readMoreReviews}
        </button>
      ) : null}
    </div>
  );
}
