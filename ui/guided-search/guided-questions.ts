/**
 * The guided care-type questionnaire (spec search-and-compare §2.2, §3 'Guided question', §4,
 * §5): its questions, how answers score each care type, the recommendation, and the codec of what is kept in the cookie and local storage. Pure: the islands
 * do the storing.
 */
import type { CareTypeId, RollUpType } from "../../domain/care-types.ts";
import type { Messages } from "../../domain/i18n/messages.ts";

/**
 * The care types the questionnaire can recommend, in tie-break order: when two score the same,
 * the one listed first wins. Assisted living leads because it fits the widest range of needs,
 * then the more specialised care, then care at home, then living independently.
 */
export const GUIDED_CARE_TYPES = [
  "assisted_living_facilities",
  "alzheimers_care_facilities",
  "nursing_homes",
  "homecare_agencies",
  "independent_living",
] as const satisfies readonly CareTypeId[];
export type GuidedCareTypeId = (typeof GUIDED_CARE_TYPES)[number];

/** The roll-up of each recommendable type, so a brand recommends only what its search lists. */
const ROLL_UPS: Readonly<Record<GuidedCareTypeId, RollUpType>> = {
  assisted_living_facilities: "senior-living",
  alzheimers_care_facilities: "senior-living",
  nursing_homes: "senior-living",
  homecare_agencies: "senior-care",
  independent_living: "senior-living",
};

/** 'select' takes one answer, 'multiple' several, 'text' free text. spec: search-and-compare §3. */
type GuidedQuestionType = "select" | "multiple" | "text";

interface GuidedOption {
  /**
   * The answer as the form sends it and the record keeps it: the option's English text
   * (`t.guided.questions`), whatever the page's language, so one record reads the same in both.
   */
  labelText: string;
  /** Points the answer gives each care type; the care types it leaves out get none. */
  scores: Readonly<Partial<Record<GuidedCareTypeId, number>>>;
}

/** A question's words in the catalogue: its step label, question, description and options' labels. */
export type GuidedQuestionKey = keyof Messages["guided"]["questions"];

/** spec: search-and-compare §3, a guided question's fields; its words are `t.guided.questions[questionKey]`. */
export interface GuidedQuestion {
  questionKey: GuidedQuestionKey;
  type: GuidedQuestionType;
  options: readonly GuidedOption[];
}

/** The text question whose answer, when given, becomes the searched location. */
export const GUIDED_LOCATION_KEY = "location" satisfies GuidedQuestionKey;

/** The longest free-text answer kept (it travels in a cookie). */
export const GUIDED_TEXT_MAX_LENGTH = 100;

export const GUIDED_QUESTIONS: readonly GuidedQuestion[] = [
  {
    questionKey: "dailyNeeds",
    type: "select",
    options: [
      { labelText: "None: they manage on their own", scores: { independent_living: 3 } },
      {
        labelText: "A little help with one or two tasks",
        scores: { homecare_agencies: 2, assisted_living_facilities: 1 },
      },
      { labelText: "Regular help with several tasks", scores: { assisted_living_facilities: 3, homecare_agencies: 1 } },
      {
        labelText: "Help with almost everything, day and night",
        scores: { nursing_homes: 3, alzheimers_care_facilities: 1 },
      },
    ],
  },
  {
    questionKey: "memory",
    type: "select",
    options: [
      { labelText: "No", scores: { independent_living: 1 } },
      {
        labelText: "Some forgetfulness, but safe when alone",
        scores: { assisted_living_facilities: 1, homecare_agencies: 1 },
      },
      {
        labelText: "Dementia or Alzheimer's, or wandering and getting lost",
        scores: { alzheimers_care_facilities: 5 },
      },
    ],
  },
  {
    questionKey: "medicalCare",
    type: "multiple",
    options: [
      {
        labelText: "Reminders or help taking medicines",
        scores: { assisted_living_facilities: 2, homecare_agencies: 1 },
      },
      { labelText: "Skilled nursing care every day", scores: { nursing_homes: 3 } },
      { labelText: "Recovery after a hospital stay", scores: { nursing_homes: 2, homecare_agencies: 1 } },
      {
        labelText: "Care for a long-term condition, such as diabetes or heart disease",
        scores: { assisted_living_facilities: 1, homecare_agencies: 1, nursing_homes: 1 },
      },
      { labelText: "No medical care is needed", scores: { independent_living: 2 } },
    ],
  },
  {
    questionKey: "independence",
    type: "select",
    options: [
      { labelText: "At home, with help coming in", scores: { homecare_agencies: 4 } },
      {
        labelText: "In a community, in an apartment of their own",
        scores: { independent_living: 2, assisted_living_facilities: 1 },
      },
      {
        labelText: "Wherever care is at hand around the clock",
        scores: { nursing_homes: 1, alzheimers_care_facilities: 1, assisted_living_facilities: 1 },
      },
    ],
  },
  {
    questionKey: "budget",
    type: "select",
    options: [
      { labelText: "Under $3,000", scores: { homecare_agencies: 1, independent_living: 1 } },
      { labelText: "$3,000 to $5,000", scores: { assisted_living_facilities: 1, independent_living: 1 } },
      { labelText: "$5,000 to $8,000", scores: { assisted_living_facilities: 1, alzheimers_care_facilities: 1 } },
      { labelText: "More than $8,000", scores: { nursing_homes: 1, alzheimers_care_facilities: 1 } },
      { labelText: "Not sure yet", scores: {} },
    ],
  },
  {
    questionKey: GUIDED_LOCATION_KEY,
    type: "text",
    options: [],
  },
];

/** Answers by question key: the chosen option labels, or the text typed. */
export type GuidedAnswers = Readonly<Record<string, readonly string[]>>;

function given(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((value) => value.trim()).filter(Boolean);
}

/** True when at least one question has an answer (spec §4: Next on the last step needs one). */
export function hasAnyAnswer(questions: readonly GuidedQuestion[], answers: GuidedAnswers): boolean {
  return questions.some((question) => given(answers[question.questionKey]).length > 0);
}

/** Each recommendable care type's total score: the scores of every chosen option added up. */
export function guidedScores(
  questions: readonly GuidedQuestion[],
  answers: GuidedAnswers,
): Record<GuidedCareTypeId, number> {
  const totals = Object.fromEntries(GUIDED_CARE_TYPES.map((id) => [id, 0])) as Record<GuidedCareTypeId, number>;
  for (const question of questions) {
    const chosen = new Set(given(answers[question.questionKey]));
    for (const option of question.options) {
      if (!chosen.has(option.labelText)) continue;
      for (const id of GUIDED_CARE_TYPES) totals[id] += option.scores[id] ?? 0;
    }
  }
  return totals;
}

/** No care type: nothing was answered (the page says `t.guided.noAnswer`). */
type GuidedOutcome = { ok: true; careTypeId: GuidedCareTypeId } | { ok: false };

/**
 * The recommendation for the answers: the care type with the highest total among those the
 * brand lists (`rollUps`), ties going to the one earlier in GUIDED_CARE_TYPES; with no answer
 * at all, none (the page says the spec's message).
 */
export function recommendCareType(
  questions: readonly GuidedQuestion[],
  answers: GuidedAnswers,
  rollUps: readonly RollUpType[],
): GuidedOutcome {
  if (!hasAnyAnswer(questions, answers)) return { ok: false };
  const totals = guidedScores(questions, answers);
  let best: GuidedCareTypeId | null = null;
  for (const id of GUIDED_CARE_TYPES) {
    if (!rollUps.includes(ROLL_UPS[id])) continue;
    // Strictly greater: an equal score never displaces one listed earlier.
    if (best === null || totals[id] > totals[best]) best = id;
  }
  return best === null ? { ok: false } : { ok: true, careTypeId: best };
}

/** What the cookie and local storage keep: the answers and the care type they matched. */
export interface GuidedRecord {
  answers: GuidedAnswers;
  careTypeId: GuidedCareTypeId | null;
}

/** The record as stored text: JSON (the cookie percent-encodes it). */
export function encodeGuidedRecord(record: GuidedRecord): string {
  return JSON.stringify({ answers: record.answers, careType: record.careTypeId });
}

function isGuidedCareType(value: unknown): value is GuidedCareTypeId {
  return (GUIDED_CARE_TYPES as readonly unknown[]).includes(value);
}

/**
 * A stored record read back; null when there is none. Throws on a value that is not one (bad
 * JSON, wrong shape), so the caller can log it and start fresh.
 */
export function decodeGuidedRecord(text: string | null): GuidedRecord | null {
  if (!text) return null;
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null) throw new Error("the guided search record is not an object");
  const { answers, careType } = value as { answers?: unknown; careType?: unknown };
  if (typeof answers !== "object" || answers === null || Array.isArray(answers)) {
    throw new Error("the guided search answers are not an object");
  }
  const kept: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(answers)) {
    if (!Array.isArray(values) || !values.every((item) => typeof item === "string")) {
      throw new Error(`the guided search answer ${key} is not a list of strings`);
    }
    kept[key] = values.map((item: string) => item.slice(0, GUIDED_TEXT_MAX_LENGTH));
  }
  if (careType !== null && !isGuidedCareType(careType)) throw new Error("the guided search care type is unknown");
  return { answers: kept, careTypeId: careType };
}
