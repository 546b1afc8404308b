/**
 * The guided search as a page (docs/search.md, the guided search): every question at once in a
 * plain GET form with real labels, the recommendation its answers give (the dialog's own rule,
 * worked out here too) with a link to search for it, the spec's message when nothing is
 * answered, a 400 naming the question whose answer is not one of its own, and the second brand
 * searching on its own path. The banner's plain link to it is checked on the results page.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { careTypeById } from "../../domain/care-types.ts";
import { en } from "../../domain/i18n/en.ts";
import {
  GUIDED_QUESTIONS,
  GUIDED_TEXT_MAX_LENGTH,
  type GuidedAnswers,
  recommendCareType,
} from "../../ui/guided-search/guided-questions.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const PAGE = "/guided-search/";
const SECOND_BRAND = "seniorhousing.localhost";

/** The HTML's text as a visitor reads it: entities decoded. */
function decode(html: string): string {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The values of the ticked radio buttons or checkboxes named `name`, in the page's order. */
function checkedValues(html: string, name: string): string[] {
  return [...html.matchAll(/<input [^>]*>/g)]
    .map((match) => match[0])
    .filter((input) => input.includes(` name="${name}"`) && input.includes(' checked=""'))
    .map((input) => /value="([^"]*)"/.exec(input)?.[1] ?? "");
}

function query(answers: GuidedAnswers): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(answers)) for (const value of values) params.append(key, value);
  return params.toString();
}

async function page(path: string, host?: string): Promise<{ status: number; html: string; response: Response }> {
  const response = await call(path, host ? { host } : {});
  return { status: response.status, html: decode(await response.text()), response };
}

/** An answer to every question. */
const ANSWERS: GuidedAnswers = {
  dailyNeeds: ["Help with almost everything, day and night"],
  memory: ["Dementia or Alzheimer's, or wandering and getting lost"],
  medicalCare: ["Reminders or help taking medicines", "Recovery after a hospital stay"],
  independence: ["Wherever care is at hand around the clock"],
  budget: ["More than $8,000"],
  location: ["Round Rock, TX"],
};

/** The care type the dialog's rule recommends for the answers on a brand, as its label and slug. */
function expected(answers: GuidedAnswers, brand: keyof typeof BRANDS): { label: string; slug: string } {
  const outcome = recommendCareType(GUIDED_QUESTIONS, answers, BRANDS[brand].searchRollUps);
  if (!outcome.ok) throw new Error("the answers recommend nothing");
  const careType = careTypeById(outcome.careTypeId);
  if (!careType) throw new Error(`no care type ${outcome.careTypeId}`);
  return { label: careType.label, slug: careType.slug };
}

describe("the guided search page", () => {
  it("asks every question at once in a GET form to itself, each with its label, and shows no recommendation", async () => {
    const { status, html } = await page(PAGE);
    expect(status).toBe(200);
    expect(html).toContain("<h1>Find the right care</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/guided-search/"/>');
    const form = /<form id="guided-page-answers"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/guided-search/"');
    expect(form).toContain('method="get"');
    // One answer: radio buttons under the question as legend.
    expect(html).toContain('<legend class="guided-question">How much help is needed with everyday tasks?</legend>');
    expect(html).toContain(
      '<input id="guided-page-dailyNeeds-option-0" type="radio" name="dailyNeeds" value="None: they manage on their own"/><label for="guided-page-dailyNeeds-option-0">None: they manage on their own</label>',
    );
    // Several answers: checkboxes.
    expect(html).toContain('<legend class="guided-question">Which kinds of medical care are needed?</legend>');
    expect(html).toContain(
      '<input id="guided-page-medicalCare-option-1" type="checkbox" name="medicalCare" value="Skilled nursing care every day"/><label for="guided-page-medicalCare-option-1">Skilled nursing care every day</label>',
    );
    // Free text: a labelled box with the length limit.
    expect(html).toContain(
      '<label for="guided-page-location-input" class="guided-question">Where are you looking for care?</label>',
    );
    const box = /<input id="guided-page-location-input"[^>]*>/.exec(html)?.[0] ?? "";
    expect(box).toContain('type="text"');
    expect(box).toContain('name="location"');
    expect(box).toContain(`maxLength="${GUIDED_TEXT_MAX_LENGTH}"`);
    expect(box).toContain('aria-describedby="guided-page-location-description"');
    for (const question of GUIDED_QUESTIONS) {
      expect(html).toContain(en.guided.questions[question.questionKey].question);
      expect(checkedValues(html, question.questionKey)).toEqual([]);
    }
    expect(html).toContain('<button type="submit" class="button button-primary">See my recommendation</button>');
    expect(html).not.toContain("We recommend");
    expect(html).not.toContain(en.guided.noAnswer);
  });

  it("recommends the care type the dialog would for a full set of answers, links to search for it, keeps the answers", async () => {
    const { label, slug } = expected(ANSWERS, "carefind");
    const { status, html } = await page(`${PAGE}?${query(ANSWERS)}`);
    expect(status).toBe(200);
    expect(html).toContain(`>We recommend ${label}</h2>`);
    expect(html).toContain(
      `<a class="button button-primary" href="/local/search/?keyword=Round+Rock%2C+TX&careType=${slug}">Search ${label} near Round Rock, TX</a>`,
    );
    // The same address whatever the answers: the canonical is the bare page.
    expect(html).toContain('<link rel="canonical" href="http://localhost/guided-search/"/>');
    // The answers stay chosen in the form.
    for (const question of GUIDED_QUESTIONS.filter((asked) => asked.type !== "text")) {
      expect(checkedValues(html, question.questionKey), question.questionKey).toEqual(ANSWERS[question.questionKey]);
    }
    expect(html).toMatch(/<input id="guided-page-location-input" [^>]*value="Round Rock, TX"\/>/);
    expect(html).toContain('<a class="button button-secondary" href="/guided-search/">Reset</a>');
  });

  it("recommends from a single answer, searching with no place when none is named", async () => {
    const answers = { independence: ["At home, with help coming in"] };
    const { label, slug } = expected(answers, "carefind");
    expect(label).toBe("Home Care");
    const { status, html } = await page(`${PAGE}?${query(answers)}&location=`);
    expect(status).toBe(200);
    expect(html).toContain(
      `<a class="button button-primary" href="/local/search/?careType=${slug}">Search ${label}</a>`,
    );
  });

  it("says the spec's message when the form is sent with nothing answered", async () => {
    const { status, html } = await page(`${PAGE}?location=+`);
    expect(status).toBe(200);
    expect(html).toContain(`role="alert">${en.guided.noAnswer}</p>`);
    expect(html).not.toContain("We recommend");
  });

  it("answers 400 naming the question when an answer is not one of its own, or the text is too long", async () => {
    const cases: [string, string][] = [
      [`dailyNeeds=${encodeURIComponent("Some help")}`, "dailyNeeds"],
      [`memory=No&memory=${encodeURIComponent("Some forgetfulness, but safe when alone")}`, "memory"],
      [`medicalCare=${encodeURIComponent("Skilled nursing care every day")}&medicalCare=Surgery`, "medicalCare"],
      [`location=${"a".repeat(GUIDED_TEXT_MAX_LENGTH + 1)}`, "location"],
    ];
    for (const [sent, field] of cases) {
      const { status, html } = await page(`${PAGE}?${sent}`);
      expect(status, sent).toBe(400);
      expect(html, sent).toMatch(new RegExp(`role="alert">These answers cannot be read: ${field}: [^<]+\\.</p>`));
      // The form is there to answer again.
      expect(html, sent).toContain("See my recommendation");
      expect(html, sent).not.toContain("We recommend");
    }
  });

  it("redirects the slashless address, keeping the answers", async () => {
    const response = await call("/guided-search?budget=Not+sure+yet");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/guided-search/?budget=Not+sure+yet");
  });

  it("is never kept in the page cache", async () => {
    for (let round = 0; round < 2; round++) {
      const { response } = await page(PAGE);
      expect(response.headers.get("Carefind-Cache")).toBe("bypass");
    }
  });

  it("links the second brand's recommendation to its own search path", async () => {
    const answers = {
      dailyNeeds: ["A little help with one or two tasks"],
      independence: ["At home, with help coming in"],
    };
    const { label, slug } = expected(answers, "seniorhousing");
    const { status, html } = await page(`${PAGE}?${query(answers)}&location=Austin%2C+TX`, SECOND_BRAND);
    expect(status).toBe(200);
    expect(html).toContain("SeniorHousing");
    expect(html).toContain(
      `<a class="button button-primary" href="/search/?keyword=Austin%2C+TX&careType=${slug}">Search ${label} near Austin, TX</a>`,
    );
  });
});

describe("the guided search banner without JavaScript", () => {
  it("links to the page next to the dialog's button, which needs script", async () => {
    const { html } = await page("/local/search/?keyword=Austin%2C+TX&careType=assisted-living");
    expect(html).toContain(
      '<button type="button" class="button button-primary needs-script">Answer a few questions</button>',
    );
    expect(html).toContain(
      '<a class="button button-primary no-script-only" href="/guided-search/">Answer a few questions</a>',
    );
  });
});
