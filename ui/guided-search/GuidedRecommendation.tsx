/**
 * The guided search's recommendation (spec search-and-compare §2.2, §4): the care type the
 * answers matched, what it is, and a link to search for it on this brand, at the place the
 * visitor named or else the place they searched. The compare selection travels with the link.
 * The dialog and the guided search page (which works without JavaScript) show the same view.
 */
import type { ReactNode, Ref } from "react";
import { careTypeById } from "../../domain/care-types.ts";
import { keepCompareParams } from "../../domain/compare/compare-url.ts";
import { buildSearchUrl } from "../search/header/search-url.ts";
import type { GuidedCareTypeId } from "./guided-questions.ts";

/** A sentence on each care type the questionnaire recommends. */
const CARE_TYPE_TEXT: Readonly<Record<GuidedCareTypeId, string>> = {
  assisted_living_facilities:
    "A home of their own in a community, with help every day with bathing, dressing, meals and medicines.",
  alzheimers_care_facilities:
    "A secure community with staff trained to care for people living with dementia or Alzheimer's.",
  nursing_homes: "Nursing care around the clock, for complex medical needs or recovery after a hospital stay.",
  homecare_agencies: "Caregivers who come to your loved one's home, for a few hours a week or every day.",
  independent_living: "A community for active older adults, with meals, activities and no housework.",
};

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
  const careType = careTypeById(careTypeId);
  if (!careType) return null;
  const [path, query = ""] = buildSearchUrl(searchPath, keyword, careType.slug).split("?");
  const href = `${path}?${keepCompareParams(query, currentSearch)}`;
  return (
    <div className="guided-result">
      <Heading id={headingId} tabIndex={-1} ref={headingRef}>
        {`We recommend ${careType.label}`}
      </Heading>
      <p>{CARE_TYPE_TEXT[careTypeId]}</p>
      <div className="guided-actions">
        <a className="button button-primary" href={href}>
          {keyword ? `Search ${careType.label} near ${keyword}` : `Search ${careType.label}`}
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
        Change answers
      </button>
      <button type="button" className="button button-secondary" onClick={onReset}>
        Reset
      </button>
    </GuidedRecommendationView>
  );
}
