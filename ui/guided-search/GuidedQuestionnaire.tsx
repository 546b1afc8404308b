/**
 * The guided search's steps (spec search-and-compare §4, §5, §7): one question a step, Next and
 * Previous, Reset back to step 1 with the answers cleared. Next on the last step recommends a
 * care type when anything was answered, and otherwise says the spec's message. Answers and the
 * result are stored as they change; each step and the submission are recorded as events.
 * Loaded only when the visitor opens the guided search.
 */
import { useAtom, useAtomValue } from "jotai";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { RollUpType } from "../../domain/care-types.ts";
import { recordEvent } from "../app/record-event.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { searchCriteriaAtom } from "../search/search-page-atoms.ts";
import { GuidedQuestionField } from "./GuidedQuestionField.tsx";
import { GuidedRecommendation } from "./GuidedRecommendation.tsx";
import {
  GUIDED_LOCATION_KEY,
  GUIDED_QUESTIONS,
  type GuidedAnswers,
  type GuidedCareTypeId,
  recommendCareType,
} from "./guided-questions.ts";
import { guidedAnswersAtom, guidedRestoredAtom, guidedResultAtom, guidedStepAtom } from "./guided-search-atoms.ts";
import { readGuidedRecord, writeGuidedRecord } from "./guided-storage.ts";

export interface GuidedQuestionnaireProps {
  idPrefix: string;
  searchPath: string;
  /** The brand's roll-ups: only care types its search lists are recommended. */
  rollUps: readonly RollUpType[];
}

/** The answers without empty ones, as they are stored. */
function answered(answers: GuidedAnswers): GuidedAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, values]) => values.some((value) => value.trim())));
}

export function GuidedQuestionnaire({ idPrefix, searchPath, rollUps }: GuidedQuestionnaireProps) {
  const { t } = useLanguage();
  const [step, setStep] = useAtom(guidedStepAtom);
  const [answers, setAnswers] = useAtom(guidedAnswersAtom);
  const [result, setResult] = useAtom(guidedResultAtom);
  const [restored, setRestored] = useAtom(guidedRestoredAtom);
  const currentKeyword = useAtomValue(searchCriteriaAtom).keyword;
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lastStep = GUIDED_QUESTIONS.length - 1;
  const question = GUIDED_QUESTIONS[Math.min(step, lastStep)];
  const errorId = `${idPrefix}-error`;
  const headingId = `${idPrefix}-step`;

  useEffect(() => {
    if (restored) return;
    setRestored(true);
    const stored = readGuidedRecord();
    if (stored) setAnswers(stored.answers);
  }, [restored, setRestored, setAnswers]);

  function store(next: GuidedAnswers, careTypeId: GuidedCareTypeId | null) {
    writeGuidedRecord({ answers: answered(next), careTypeId });
  }

  // The new step's heading (or the recommendation's) takes focus, so it is read out first.
  function focusHeading() {
    requestAnimationFrame(() => heading.current?.focus());
  }

  function answer(key: string, values: string[]) {
    const next = { ...answers, [key]: values };
    setAnswers(next);
    setError(null);
    store(next, null);
  }

  function goTo(index: number, direction: "next" | "previous") {
    setStep(index);
    setError(null);
    recordEvent("guided search step", {
      step: index + 1,
      questionKey: GUIDED_QUESTIONS[index]?.questionKey ?? "",
      direction,
    });
    focusHeading();
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < lastStep) {
      goTo(step + 1, "next");
      return;
    }
    const outcome = recommendCareType(GUIDED_QUESTIONS, answers, rollUps);
    if (!outcome.ok) {
      setError(t.guided.noAnswer);
      return;
    }
    setResult(outcome.careTypeId);
    store(answers, outcome.careTypeId);
    recordEvent("guided search submitted", {
      careType: outcome.careTypeId,
      answeredQuestions: Object.keys(answered(answers)).length,
    });
    focusHeading();
  }

  function reset() {
    setAnswers({});
    setStep(0);
    setResult(null);
    setError(null);
    store({}, null);
    focusHeading();
  }

  if (result) {
    const place = answers[GUIDED_LOCATION_KEY]?.[0]?.trim() || currentKeyword;
    return (
      <GuidedRecommendation
        careTypeId={result}
        searchPath={searchPath}
        keyword={place}
        headingId={headingId}
        headingRef={heading}
        onChangeAnswers={() => {
          setResult(null);
          setStep(0);
          focusHeading();
        }}
        onReset={reset}
      />
    );
  }
  if (!question) return null;

  return (
    <form className="guided-form" onSubmit={next} noValidate>
      <h3 id={headingId} className="guided-step" tabIndex={-1} ref={heading}>
        {t.guided.step(step + 1, GUIDED_QUESTIONS.length, t.guided.questions[question.questionKey].step)}
      </h3>
      <GuidedQuestionField
        key={question.questionKey}
        question={question}
        values={answers[question.questionKey] ?? []}
        onChange={(values) => answer(question.questionKey, values)}
        idPrefix={`${idPrefix}-${question.questionKey}`}
        errorId={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="guided-actions">
        {step > 0 ? (
          <button type="button" className="button button-secondary" onClick={() => goTo(step - 1, "previous")}>
            {t.guided.previous}
          </button>
        ) : null}
        <button type="submit" className="button button-primary">
          {t.guided.next}
        </button>
        <button type="button" className="button button-secondary" onClick={reset}>
          {t.guided.reset}
        </button>
      </div>
    </form>
  );
}
