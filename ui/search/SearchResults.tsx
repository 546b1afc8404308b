/**
 * The results area of the search page (spec search-and-compare §2.2, §4): the count heading,
 * the three states, the cards with the block after the first six, 'Show more' / 'Show less',
 * skeletons while loading, and page links that work as plain links and, with JavaScript,
 * change the page in place and bring the list into view. Back and forward follow the URL.
 */

import { useAtomValue, useSetAtom } from "jotai";
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import type { CareTypeId } from "../../domain/care-types.ts";
import type { InsertedFragments } from "../../domain/content/fragment-view.ts";
import {
  parseSearchCriteria,
  type SearchCriteria,
  searchCriteriaToParams,
} from "../../domain/search/search-criteria.ts";
import { recordEvent } from "../app/record-event.ts";
import { CompareCheckbox } from "../compare/CompareCheckbox.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import { SaveHeart } from "../saved/SaveHeart.tsx";
import { requestCardInquiryAtom } from "./cards/card-inquiry-atoms.ts";
import { cardPhotoPriority } from "./cards/carousel.ts";
import { ProviderCard } from "./cards/ProviderCard.tsx";
import { activeFilterCount } from "./filters/filter-panel-rules.ts";
import { Pagination, RESULTS_PAGES_ID } from "./Pagination.tsx";
import type { PageResult } from "./page-results.ts";
import { InsertedBlock, NoMatches, NoSearchInput, SkeletonCards } from "./ResultsBlocks.tsx";
import {
  extraResultsAtom,
  moveSearchAtom,
  searchCriteriaAtom,
  searchLoadingAtom,
  showLessAtom,
  showMoreAtom,
} from "./search-page-atoms.ts";
import { searchFailedAtom, searchResponseAtom } from "./search-seed-atoms.ts";

/** spec: search-and-compare §2.2, §9, the block comes after the first 6 results. */
const INSERTED_BLOCK_AFTER = 6;

/** spec: search-and-compare §9, skeleton cards while loading. */
const SKELETONS = { firstPage: 6, nextPage: 10 } as const;

interface SearchResultsProps {
  searchPath: string;
  advisorPhone: string;
  idPrefix: string;
  /** Cards carry the save heart: the main brand only (spec lead-capture-and-chrome §6). */
  showSaved: boolean;
  /** The editors' blocks after the first six results, by page parity (spec search-and-compare §2). */
  insertedFragments?: InsertedFragments;
}

function pageHref(searchPath: string, criteria: SearchCriteria, page: number): string {
  const query = searchCriteriaToParams({ ...criteria, page }).toString();
  return `${searchPath}?${query}`;
}

function CardList({
  results,
  start,
  idPrefix,
  showSaved,
  atTop = false,
}: {
  results: PageResult[];
  start: number;
  idPrefix: string;
  showSaved: boolean;
  /** The list opens the results: its first row is in view when the page opens. */
  atTop?: boolean;
}) {
  const requestInquiry = useSetAtom(requestCardInquiryAtom);
  if (results.length === 0) return null;
  return (
    <ol className="result-list" start={start}>
      {results.map((provider, position) => (
        <li key={provider.id}>
          <ProviderCard
            provider={provider}
            idPrefix={`${idPrefix}-card-${provider.id}`}
            photoPriority={atTop ? cardPhotoPriority(position) : "lazy"}
            compare={<CompareCheckbox provider={provider} id={`${idPrefix}-card-${provider.id}-compare`} />}
            save={showSaved ? <SaveHeart providerId={provider.id} name={provider.name} /> : undefined}
            onRequest={requestInquiry}
            onOpen={() =>
              recordEvent("product click", {
                providerId: provider.id,
                position: start + position,
                listName: "search results",
              })
            }
          />
        </li>
      ))}
    </ol>
  );
}

export function SearchResults({
  searchPath,
  advisorPhone,
  idPrefix,
  showSaved,
  insertedFragments,
}: SearchResultsProps) {
  const { t } = useLanguage();
  const words = t.search.results;
  const response = useAtomValue(searchResponseAtom);
  const criteria = useAtomValue(searchCriteriaAtom);
  const extra = useAtomValue(extraResultsAtom);
  const loading = useAtomValue(searchLoadingAtom);
  const failed = useAtomValue(searchFailedAtom);
  const inquirySubmitted = useAtomValue(inquirySubmittedAtom);
  const moveSearch = useSetAtom(moveSearchAtom);
  const showMore = useSetAtom(showMoreAtom);
  const showLess = useSetAtom(showLessAtom);
  const section = useRef<HTMLElement>(null);

  // Back and forward: the URL leads, the results follow without a history entry.
  useEffect(() => {
    const follow = () =>
      void moveSearch({ criteria: parseSearchCriteria(new URLSearchParams(window.location.search)), history: "none" });
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [moveSearch]);

  // Once the visitor has asked for pricing, the same results come back with their prices.
  const hidesPrices = response?.results.some((result) => result.priceHidden) ?? false;
  useEffect(() => {
    if (inquirySubmitted && hidesPrices) void moveSearch({ criteria, history: "none" });
  }, [inquirySubmitted, hidesPrices, criteria, moveSearch]);

  function goToPage(event: MouseEvent<HTMLAnchorElement>, page: number) {
    event.preventDefault();
    void moveSearch({ criteria: { ...criteria, page }, history: "push" });
    section.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    section.current?.focus({ preventScroll: true });
  }

  if (failed) return <section id="listings" className="results" aria-label={words.landmark} />;

  const countId = `${idPrefix}-count`;
  let body: ReactNode;
  if (loading === "first-page") {
    body = <SkeletonCards count={SKELETONS.firstPage} />;
  } else if (!response || response.searchState === "NO_SEARCH_INPUT") {
    body = <NoSearchInput />;
  } else if (response.searchState === "INPUT_WITH_NO_RESULTS") {
    const careType = t.careTypes[response.careType.id as CareTypeId]?.label ?? response.careType.label;
    const noneNear =
      activeFilterCount(criteria) === 0 ? words.noneNear(careType, response.location?.label ?? criteria.keyword) : null;
    body = <NoMatches phone={advisorPhone} locationNotFound={response.locationError !== null} noneNear={noneNear} />;
  } else {
    const { results, page, totalItems, totalPages } = response;
    const shown = results.length + extra.length;
    const firstIndex = (page - 1) * response.hitsPerPage + 1;
    body = (
      <>
        <CardList
          results={results.slice(0, INSERTED_BLOCK_AFTER)}
          start={firstIndex}
          idPrefix={idPrefix}
          showSaved={showSaved}
          atTop
        />
        {results.length > INSERTED_BLOCK_AFTER ? (
          <InsertedBlock
            page={page}
            phone={advisorPhone}
            fragment={(page % 2 === 1 ? insertedFragments?.odd : insertedFragments?.even) ?? null}
          />
        ) : null}
        <CardList
          results={[...results.slice(INSERTED_BLOCK_AFTER), ...extra]}
          start={firstIndex + INSERTED_BLOCK_AFTER}
          idPrefix={idPrefix}
          showSaved={showSaved}
        />
        {loading === "next-page" ? <SkeletonCards count={SKELETONS.nextPage} /> : null}
        <div className="results-more">
          {firstIndex - 1 + shown < totalItems ? (
            <button type="button" className="button button-secondary" onClick={() => void showMore()}>
              {words.showMore}
            </button>
          ) : null}
          {extra.length > 0 ? (
            <button type="button" className="button button-secondary" onClick={() => showLess()}>
              {words.showLess}
            </button>
          ) : null}
        </div>
        <Pagination
          id={RESULTS_PAGES_ID}
          page={page}
          totalPages={totalPages}
          label={t.search.pagination.label}
          href={(target) => pageHref(searchPath, criteria, target)}
          onNavigate={goToPage}
        />
      </>
    );
  }

  return (
    <section id="listings" className="results" aria-labelledby={countId} tabIndex={-1} ref={section}>
      <h2 id={countId} className="results-count" aria-live="polite">
        {response && response.searchState !== "NO_SEARCH_INPUT" ? words.count(response.totalItems) : words.headingNone}
      </h2>
      <div aria-busy={loading !== null}>{body}</div>
    </section>
  );
}
