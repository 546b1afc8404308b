/**
 * The guided search's state (spec search-and-compare §4): whether it shows, the step, the
 * answers and the recommended care type. The questionnaire restores answers from storage the
 * first time it opens and stores them as they change.
 */
import { atom } from "jotai";
import type { GuidedAnswers, GuidedCareTypeId } from "./guided-questions.ts";

/** True while the guided search modal shows. */
export const guidedOpenAtom = atom(false);

/** The step shown, 0-based (the page says 'Step 1 of 6'). */
export const guidedStepAtom = atom(0);

/** The answers by question key. */
export const guidedAnswersAtom = atom<GuidedAnswers>({});

/** The care type recommended; set, the modal shows the recommendation instead of the questions. */
export const guidedResultAtom = atom<GuidedCareTypeId | null>(null);

/** False until the stored answers have been read, once per page. */
export const guidedRestoredAtom = atom(false);
