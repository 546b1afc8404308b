import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { BRANDS } from "../../domain/brands/brands.ts";
import { careTypeById } from "../../domain/care-types.ts";
import { en } from "../../domain/i18n/en.ts";
import {
  decodeGuidedRecord,
  encodeGuidedRecord,
  GUIDED_CARE_TYPES,
  GUIDED_LOCATION_KEY,
  GUIDED_QUESTIONS,
  type GuidedAnswers,
  type GuidedQuestion,
  guidedScores,
  hasAnyAnswer,
  recommendCareType,
} from "../../ui/guided-search/guided-questions.ts";

const text = z.string().check(z.minLength(1));
const scoresSchema = z.partialRecord(z.enum(GUIDED_CARE_TYPES), z.number().check(z.int(), z.positive()));
const questionSchema = z.strictObject({
  questionKey: z.string().check(z.regex(/^[a-z][A-Za-z]*$/)),
  type: z.enum(["select", "multiple", "text"]),
  options: z.array(z.strictObject({ labelText: text, scores: z.partialRecord(z.enum(GUIDED_CARE_TYPES), z.number()) })),
});

const ALL_ROLL_UPS = BRANDS.carefind.searchRollUps;

describe("the guided search configuration", () => {
  it("has 4 to 6 well-formed questions, each key once (spec §3, guided question)", () => {
    expect(GUIDED_QUESTIONS.length).toBeGreaterThanOrEqual(4);
    expect(GUIDED_QUESTIONS.length).toBeLessThanOrEqual(6);
    for (const question of GUIDED_QUESTIONS) expect(questionSchema.safeParse(question).error).toBeUndefined();
    const keys = GUIDED_QUESTIONS.map((question) => question.questionKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(GUIDED_LOCATION_KEY);
  });

  it("gives choice questions two or more distinct options with positive whole scores, and text questions none", () => {
    for (const question of GUIDED_QUESTIONS) {
      if (question.type === "text") {
        expect(question.options).toEqual([]);
        continue;
      }
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      const labels = question.options.map((option) => option.labelText);
      expect(new Set(labels).size).toBe(labels.length);
      for (const option of question.options) expect(scoresSchema.safeParse(option.scores).error).toBeUndefined();
    }
  });

  it("covers the three question types, and every recommendable care type can be reached", () => {
    expect(new Set(GUIDED_QUESTIONS.map((question) => question.type))).toEqual(new Set(["select", "multiple", "text"]));
    for (const id of GUIDED_CARE_TYPES) {
      expect(careTypeById(id)?.searchable).toBe(true);
      const reachable = GUIDED_QUESTIONS.some((question) =>
        question.options.some((option) => (option.scores[id] ?? 0) > 0),
      );
      expect(reachable).toBe(true);
    }
  });
});

describe("the recommendation", () => {
  it("adds up the chosen options' scores, for one answer or several", () => {
    const totals = guidedScores(GUIDED_QUESTIONS, {
      dailyNeeds: ["Regular help with several tasks"],
      medicalCare: ["Reminders or help taking medicines", "Skilled nursing care every day"],
    });
    expect(totals).toEqual({
      assisted_living_facilities: 5,
      alzheimers_care_facilities: 0,
      nursing_homes: 3,
      homecare_agencies: 2,
      independent_living: 0,
    });
  });

  it("recommends the care type with the highest total", () => {
    expect(
      recommendCareType(
        GUIDED_QUESTIONS,
        { memory: ["Dementia or Alzheimer's, or wandering and getting lost"], budget: ["$5,000 to $8,000"] },
        ALL_ROLL_UPS,
      ),
    ).toEqual({ ok: true, careTypeId: "alzheimers_care_facilities" });
    expect(
      recommendCareType(GUIDED_QUESTIONS, { independence: ["At home, with help coming in"] }, ALL_ROLL_UPS),
    ).toEqual({ ok: true, careTypeId: "homecare_agencies" });
  });

  it("breaks ties in the fixed order of GUIDED_CARE_TYPES", () => {
    const tied: GuidedQuestion = {
      questionKey: "memory",
      type: "select",
      options: [{ labelText: "Both", scores: { independent_living: 2, nursing_homes: 2 } }],
    };
    expect(recommendCareType([tied], { memory: ["Both"] }, ALL_ROLL_UPS)).toEqual({
      ok: true,
      careTypeId: "nursing_homes",
    });
    // A text answer alone scores nothing: every type ties, and the first in the order wins.
    expect(recommendCareType(GUIDED_QUESTIONS, { [GUIDED_LOCATION_KEY]: ["Austin, TX"] }, ALL_ROLL_UPS)).toEqual({
      ok: true,
      careTypeId: GUIDED_CARE_TYPES[0],
    });
  });

  it("recommends only what the search lists: home care on both brands, none for places to live only", () => {
    const athome = { independence: ["At home, with help coming in"], budget: ["Under $3,000"] };
    for (const brand of [BRANDS.carefind, BRANDS.seniorhousing]) {
      expect(recommendCareType(GUIDED_QUESTIONS, athome, brand.searchRollUps)).toEqual({
        ok: true,
        careTypeId: "homecare_agencies",
      });
    }
    expect(recommendCareType(GUIDED_QUESTIONS, athome, ["senior-living"])).toEqual({
      ok: true,
      careTypeId: "independent_living",
    });
  });

  it("says the spec's message when nothing is answered (§5, §8)", () => {
    expect(en.guided.noAnswer).toBe("You must provide an answer in at least one of the questions.");
    const unanswered: GuidedAnswers[] = [{}, { memory: [] }, { [GUIDED_LOCATION_KEY]: ["   "] }];
    for (const answers of unanswered) {
      expect(hasAnyAnswer(GUIDED_QUESTIONS, answers)).toBe(false);
      expect(recommendCareType(GUIDED_QUESTIONS, answers, ALL_ROLL_UPS)).toEqual({ ok: false });
    }
  });

  it("ignores stored answers that no longer match an option", () => {
    const totals = guidedScores(GUIDED_QUESTIONS, { dailyNeeds: ["An option we removed"], unknown: ["x"] });
    expect(Object.values(totals).every((total) => total === 0)).toBe(true);
  });
});

describe("the stored record", () => {
  it("reads back what it writes", () => {
    const record = {
      answers: { memory: ["No"], [GUIDED_LOCATION_KEY]: ['Austin, TX; "quoted"'] },
      careTypeId: "independent_living" as const,
    };
    expect(decodeGuidedRecord(encodeGuidedRecord(record))).toEqual(record);
    expect(decodeGuidedRecord(encodeGuidedRecord({ answers: {}, careTypeId: null }))).toEqual({
      answers: {},
      careTypeId: null,
    });
  });

  it("is nothing when absent, and throws on a corrupt value so the page can log it and start fresh", () => {
    expect(decodeGuidedRecord(null)).toBeNull();
    expect(decodeGuidedRecord("")).toBeNull();
    for (const corrupt of [
      "{not json",
      "[]",
      "42",
      '{"answers":[],"careType":null}',
      '{"answers":{"memory":"No"},"careType":null}',
      '{"answers":{"memory":[1]},"careType":null}',
      '{"answers":{},"careType":"castles"}',
      '{"answers":{}}',
    ]) {
      expect(() => decodeGuidedRecord(corrupt), corrupt).toThrow();
    }
  });

  it("cuts a long text answer to the length the input allows", () => {
    const long = "a".repeat(500);
    const decoded = decodeGuidedRecord(JSON.stringify({ answers: { location: [long] }, careType: null }));
    expect(decoded?.answers.location?.[0]).toHaveLength(100);
  });
});
