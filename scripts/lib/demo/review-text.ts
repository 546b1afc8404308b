/**
 * Review and response wording for the demo data: one to four sentences in the reviewer's voice
 * (family, resident, visitor, staff or other) for the care type and rating, with small fills
 * (the relative, a staff member's name, a favourite activity) so that no two neighbouring
 * reviews read alike.
 */
import type { CareTypeId, RollUpType } from "../../../domain/care-types.ts";
import { FIRST_NAMES } from "./names.ts";
import type { Random } from "./random.ts";
import {
  ACTIVITIES,
  CARE_TYPE_TOPICS,
  CLOSERS,
  DURATIONS,
  EVENTS,
  FAMILY_SHORT_TAKES,
  GENERAL_SHORT_TAKES,
  MEALS,
  OPENERS,
  PRAISE,
  RELATIVES,
  type Sentiment,
  TOPICS,
  USES_GENERAL,
  VOICE_OF,
  WEEKDAYS,
  WHENS,
} from "./review-fragments.ts";

export type { Sentiment } from "./review-fragments.ts";

/** 4-5 stars read positive, 3 mixed, 1-2 negative. */
export function sentimentOf(rating: number): Sentiment {
  if (rating >= 4) return "positive";
  return rating === 3 ? "mixed" : "negative";
}

interface Fills {
  relative: string;
  name: string;
  kind: string;
}

const SLOTS: Readonly<Record<string, readonly string[]>> = {
  staff: FIRST_NAMES,
  duration: DURATIONS,
  when: WHENS,
  activity: ACTIVITIES,
  meal: MEALS,
  event: EVENTS,
  weekday: WEEKDAYS,
  praise: PRAISE,
};

/** Fills the {slots} of a sentence: the review's own relative, name and kind, or a fresh pick. */
function fill(template: string, random: Random, fills: Fills): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot === "relative" || slot === "name" || slot === "kind") return fills[slot];
    const choices = SLOTS[slot];
    return choices ? random.pick(choices) : slot;
  });
}

interface ReviewWording {
  careTypeId: CareTypeId;
  rollUpType: RollUpType;
  relationship: string;
  rating: number;
  /** What the provider is called in the text. */
  providerName: string;
}

/** The text of one review: 1 to 4 sentences fitting its care type, relationship and rating. */
export function composeReviewText(wording: ReviewWording, random: Random): string {
  const sentiment = sentimentOf(wording.rating);
  const voice = VOICE_OF[wording.relationship] ?? "other";
  const fills: Fills = {
    relative: random.pick(RELATIVES),
    name: wording.providerName,
    kind: wording.rollUpType === "senior-care" ? "agency" : "community",
  };
  const sentenceCount = random.weighted([
    [1, 15],
    [2, 35],
    [3, 35],
    [4, 15],
  ] as const);
  if (sentenceCount === 1) {
    const takes = voice === "family" ? FAMILY_SHORT_TAKES : GENERAL_SHORT_TAKES;
    return fill(random.pick(takes[sentiment]), random, fills);
  }

  const topics = TOPICS[wording.rollUpType];
  const pool = [
    ...(CARE_TYPE_TOPICS[wording.careTypeId]?.[voice]?.[sentiment] ?? []),
    ...(topics[voice]?.[sentiment] ?? []),
    ...(USES_GENERAL[voice] ? topics.general[sentiment] : []),
  ];
  const closing = sentenceCount >= 3 && voice !== "staff" && random.chance(0.5);
  const sentences = [random.pick(OPENERS[wording.relationship] ?? OPENERS.other ?? [])];
  sentences.push(...random.sample(pool, Math.max(1, sentenceCount - 1 - (closing ? 1 : 0))));
  if (closing) sentences.push(random.pick(CLOSERS[sentiment]));
  return sentences.map((sentence) => fill(sentence, random, fills)).join(" ");
}
