/**
 * Questions and answers some demo providers publish, answered from the provider's own demo data
 * (its amenities, price and care types) so that the page never contradicts itself.
 */
import { type CareTypeId, careTypeById } from "../../../domain/care-types.ts";
import { joinWithAnd } from "./care-mix.ts";
import type { Random } from "./random.ts";

interface FaqFacts {
  name: string;
  offered: readonly CareTypeId[];
  amenityIds: ReadonlySet<number>;
  minPriceCents: number | null;
  cityName: string;
  /** Communities answer questions about living there (pets); agencies do not. */
  isCommunity: boolean;
}

const LANGUAGE_NAMES: Readonly<Record<number, string>> = {
  301: "English",
  302: "Spanish",
  303: "Chinese",
  304: "Tagalog",
  305: "Vietnamese",
  306: "Arabic",
  307: "French",
  308: "Korean",
  309: "Russian",
  310: "German",
  311: "Haitian Creole",
  312: "Hindi",
  313: "Portuguese",
  314: "Italian",
};

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

type Faq = { question: string; answer: string };

const PETS_QUESTION = (facts: FaqFacts): Faq => ({
  question: `Does ${facts.name} allow pets?`,
  answer: facts.amenityIds.has(98)
    ? "Yes. Small pets are welcome. Ask the team about the pet policy."
    : "Pets cannot live here, though visiting pets are welcome.",
});

const QUESTIONS: readonly ((facts: FaqFacts) => Faq)[] = [
  (facts) => ({
    question: `How much does ${facts.name} cost?`,
    answer:
      facts.minPriceCents === null
        ? "Pricing is not published. Contact the team for a personalized quote."
        : `Prices start at ${dollars(facts.minPriceCents)} per month, depending on the level of care and the room.`,
  }),
  (facts) => ({
    question: "Is transportation available?",
    answer: facts.amenityIds.has(122)
      ? `Yes. Scheduled transportation is available to appointments and errands around ${facts.cityName}.`
      : "Transportation is not provided, but the team can help arrange local options.",
  }),
  (facts) => {
    const languages = [...facts.amenityIds].flatMap((id) => (LANGUAGE_NAMES[id] ? [LANGUAGE_NAMES[id]] : []));
    return {
      question: "What languages does the staff speak?",
      answer: languages.length
        ? `Staff members speak ${joinWithAnd(languages)}.`
        : "Ask the team about languages spoken.",
    };
  },
  (facts) => ({
    question: `What types of care does ${facts.name} offer?`,
    answer: `${joinWithAnd(facts.offered.map((id) => careTypeById(id)?.label ?? id))}.`,
  }),
  (facts) => ({
    question: "Are nurses on staff?",
    answer: facts.amenityIds.has(212)
      ? "Yes. Licensed nurses are part of the care team."
      : "Care is provided by trained caregivers; nursing is arranged through outside providers when needed.",
  }),
  () => ({
    question: "How do I schedule a tour or consultation?",
    answer: "Call the number on this page or request information, and the team will find a time that suits you.",
  }),
];

/** Two to five questions with answers. */
export function generateFaqs(facts: FaqFacts, random: Random): Faq[] {
  const questions = facts.isCommunity ? [PETS_QUESTION, ...QUESTIONS] : QUESTIONS;
  return random.sample(questions, random.int(2, 5)).map((question) => question(facts));
}
