/** A provider's replies to demo reviews: thanks for good ones, an apology and a call for bad ones. */
import { FIRST_NAMES } from "./names.ts";
import type { Random } from "./random.ts";
import type { Sentences } from "./review-fragments.ts";
import { sentimentOf } from "./review-text.ts";

const OPENINGS: Sentences = {
  positive: [
    "Thank you so much for taking the time to share this, {reviewer}.",
    "What a kind review, {reviewer}. Thank you.",
    "Thank you, {reviewer}. Reviews like yours mean a great deal to our team.",
  ],
  mixed: [
    "Thank you for the honest feedback, {reviewer}.",
    "We appreciate you sharing both the good and the not-so-good, {reviewer}.",
  ],
  negative: [
    "{reviewer}, we are truly sorry to hear about this experience.",
    "We are sorry we fell short, {reviewer}.",
  ],
};

const FOLLOW_UPS: Sentences = {
  positive: [
    "We will share your words with {staff} and the whole team.",
    "It is a privilege to care for your family.",
    "We look forward to seeing you at our next family event.",
  ],
  mixed: [
    "We have shared your comments with our department heads and are already working on them.",
    "Please stop by my office any time so we can talk about what we can do better.",
  ],
  negative: [
    "Please call me directly so we can make this right.",
    "We have reviewed your concerns with our leadership team and would welcome the chance to talk.",
  ],
};

/** A reply to a review of the given rating, addressed to the reviewer's first name. */
export function composeResponseText(reviewerFirstName: string, rating: number, random: Random): string {
  const sentiment = sentimentOf(rating);
  const text = `${random.pick(OPENINGS[sentiment])} ${random.pick(FOLLOW_UPS[sentiment])}`;
  return text.replace("{reviewer}", reviewerFirstName).replace("{staff}", random.pick(FIRST_NAMES));
}
