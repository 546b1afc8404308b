/**
 * The guided search's recommendation (spec search-and-compare §2.2, §4): the care type the
 * answers matched, what it is, and a link to search for it on this brand, at the place the
 * visitor named or else the place they searched. The compare selection travels with the link.
 * The dialog and the guided search page (which works without JavaScript) show the same view.
 */
import type { ReactNode, Ref } from "react";
import { careTypeById } from "../../domain/care-types.ts";
import { keepCompareParams } from "../../domain/compare/compare-url.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { buildSearchUrl } from "../search/header/search-url.ts";
import type { GuidedCareTypeId } from "./guided-questions.ts";

interface GuidedRecommendationViewProps {
  careTypeId: GuidedCareTypeId;
  searchPath: string;
  /** The place to search: the answer to the location question, else the current keyword. */
  keyword: string;
  /** The query of the page the search link leaves from: a compare selection in it goes along. */
  currentSearch: string;
  headingId: string;
  /** The dialog's heading is under its title (h2); the guided search page's under the page's h1. */
  headingLevel: "h2" | "h3";
  headingRef?: Ref<HTMLHeadingElement>;
  /** The actions after the search link. */
  children: ReactNode;
}

/** The recommendation's heading, what the care type is, and the search link: the same in the dialog and on the page. */
export function GuidedRecommendationView({
  careTypeId,
  searchPath,
  keyword,
  currentSearch,
  headingId,
  headingLevel: Heading,
  headingRef,
  children,
}: GuidedRecommendationViewProps) {
  const { t, path } = useLanguage();
  const words = t.guided.recommendation;
  const careType = careTypeById(careTypeId);
  if (!careType) return null;
  const label = t.careTypes[careTypeId].label;
  const [searchAt, query = ""] = buildSearchUrl(searchPath, keyword, careType.slug).split("?");
  const href = path(`${searchAt}?${keepCompareParams(query, currentSearch)}`);
  return (
    <div className="guided-result">
      <Heading id={headingId} tabIndex={-1} ref={headingRef}>
        {words.heading(label)}
      </Heading>
      <p>{words.careTypes[careTypeId]}</p>
      <div className="guided-actions">
        <a className="button button-primary" href={href}>
          {keyword ? words.searchNear(label, keyword) : words.search(label)}
        </a>
        {children}
      </div>
    </div>
  );
}

interface GuidedRecommendationProps {
  careTypeId: GuidedCareTypeId;
  searchPath: string;
  /** The place to search: the answer to the location question, else the current keyword. */
  keyword: string;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onChangeAnswers: () => void;
  onReset: () => void;
}

/** The recommendation in the questionnaire's dialog. */
export function GuidedRecommendation({
  careTypeId,
  searchPath,
  keyword,
  headingId,
  headingRef,
  onChangeAnswers,
  onReset,
}: GuidedRecommendationProps) {
  const { t } = useLanguage();
  return (
    <GuidedRecommendationView
      careTypeId={careTypeId}
      searchPath={searchPath}
      keyword={keyword}
      currentSearch={window.location.search}
      headingId={headingId}
      headingLevel="h3"
      headingRef={headingRef}
    >
      <button type="button" className="button button-secondary" onClick={onChangeAnswers}>
        {t.guided.changeAnswers}
      </button>
      <button type="button" className="button button-secondary" onClick={onReset}>
        {t.guided.reset}
      </button>
    </GuidedRecommendationView>
  );
}
