/**
 * The guided search as a page (GUIDED_SEARCH_PATH): every question at once in a plain GET form,
 * so it works without JavaScript. Sent with answers, the page shows above the form the
 * recommendation the dialog would (the same view and texts), or the spec's no-answer message,
 * or what could not be read; the answers stay filled in so the visitor can change them.
 */
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { GuidedQuestionField } from "./GuidedQuestionField.tsx";
import { GuidedRecommendationView } from "./GuidedRecommendation.tsx";
import { GUIDED_QUESTIONS, type GuidedAnswers, type GuidedCareTypeId } from "./guided-questions.ts";
import { GUIDED_SEARCH_PATH } from "./guided-search-path.ts";

/** What the page shows above the questions. */
export type GuidedPageOutcome =
  | { kind: "questions" }
  | { kind: "recommendation"; careTypeId: GuidedCareTypeId; keyword: string }
  | { kind: "no-answer" }
  /** The address's answers could not be read: the message names the question's key. */
  | { kind: "problem"; message: string };

interface GuidedSearchPageProps {
  chrome: SiteChrome;
  answers: GuidedAnswers;
  outcome: GuidedPageOutcome;
}

const ID_PREFIX = "guided-page";
const FORM_ID = `${ID_PREFIX}-answers`;
const MESSAGE_ID = `${ID_PREFIX}-message`;

export function GuidedSearchPage({ chrome, answers, outcome }: GuidedSearchPageProps) {
  const { t, path } = useLanguage();
  const words = t.guided;
  const message = outcome.kind === "no-answer" ? words.noAnswer : outcome.kind === "problem" ? outcome.message : null;
  return (
    <PageLayout chrome={chrome}>
      <div className="container guided-page">
        <h1>{words.title}</h1>
        {outcome.kind === "recommendation" ? (
          <GuidedRecommendationView
            careTypeId={outcome.careTypeId}
            searchPath={chrome.brand.searchPath}
            keyword={outcome.keyword}
            currentSearch=""
            headingId={`${ID_PREFIX}-result`}
            headingLevel="h2"
          >
            <a className="button button-secondary" href={`#${FORM_ID}`}>
              {words.changeAnswers}
            </a>
            <a className="button button-secondary" href={path(GUIDED_SEARCH_PATH)}>
              {words.reset}
            </a>
          </GuidedRecommendationView>
        ) : (
          <p>{words.page.intro}</p>
        )}
        {message ? (
          <p id={MESSAGE_ID} className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        <form
          id={FORM_ID}
          className="guided-form guided-page-form"
          action={path(GUIDED_SEARCH_PATH)}
          method="get"
          aria-labelledby={`${FORM_ID}-heading`}
        >
          <h2 id={`${FORM_ID}-heading`}>{words.page.answersHeading}</h2>
          {GUIDED_QUESTIONS.map((question) => (
            <GuidedQuestionField
              key={question.questionKey}
              question={question}
              values={answers[question.questionKey] ?? []}
              idPrefix={`${ID_PREFIX}-${question.questionKey}`}
              name={question.questionKey}
              errorId={message ? MESSAGE_ID : undefined}
            />
          ))}
          <button type="submit" className="button button-primary">
            {words.page.submit}
          </button>
        </form>
      </div>
    </PageLayout>
  );
}
