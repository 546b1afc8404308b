/**
 * GET /guided-search/[?dailyNeeds=…&medicalCare=…&location=…] — the guided search as a page
 * (docs/search.md, the guided search): every question in one plain GET form, named by the
 * questions' keys, for visitors without JavaScript. Sent with answers, it recommends a care type
 * by the dialog's own rules, only one the brand's search lists; with none answered it says the
 * spec's message. An answer that is not one of the question's own, or text over the limit, is a
 * 400 naming the question's key. One visitor's answers: never indexed, its canonical address the
 * bare page, and not in the page cache (its path is not on the allow-list).
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Messages } from "../../domain/i18n/messages.ts";
import { type GuidedPageOutcome, GuidedSearchPage } from "../../ui/guided-search/GuidedSearchPage.tsx";
import {
  GUIDED_LOCATION_KEY,
  GUIDED_QUESTIONS,
  GUIDED_TEXT_MAX_LENGTH,
  type GuidedAnswers,
  type GuidedQuestion,
  recommendCareType,
} from "../../ui/guided-search/guided-questions.ts";
import { GUIDED_SEARCH_PATH } from "../../ui/guided-search/guided-search-path.ts";
import type { AppEnv } from "../env.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { languageOf, renderPage, siteChrome } from "../ssr/render.tsx";

type PageWords = Messages["guided"]["page"];

/** One question's values as the form sends them: every value of its key, in order. */
function answerSchema(question: GuidedQuestion, words: PageWords) {
  if (question.type === "text") {
    return z
      .array(z.string().trim().max(GUIDED_TEXT_MAX_LENGTH, words.tooLong(GUIDED_TEXT_MAX_LENGTH)))
      .max(1, words.oneAnswer)
      .transform((values) => values.filter((value) => value.length > 0));
  }
  // The values are the options' English texts in either language (guided-questions.ts).
  const labels = question.options.map((option) => option.labelText);
  const answer = z.string().refine((value) => labels.includes(value), words.notAnAnswer);
  const values = z.array(answer).transform((chosen) => [...new Set(chosen)]);
  return question.type === "select" ? values.pipe(z.array(z.string()).max(1, words.chooseOne)) : values;
}

/** The answers' schema, its messages in the page's language. */
function answersSchema(words: PageWords) {
  return z.object(
    Object.fromEntries(GUIDED_QUESTIONS.map((question) => [question.questionKey, answerSchema(question, words)])),
  );
}

function guidedPage(c: Context<AppEnv>) {
  const brand = c.get("brand");
  const { t } = languageOf(c);
  const sent = Object.fromEntries(
    GUIDED_QUESTIONS.map((question) => [question.questionKey, c.req.queries(question.questionKey) ?? []]),
  );
  // The form always sends its text box: any question's key in the address means it was sent.
  const submitted = Object.values(sent).some((values) => values.length > 0);
  const parsed = answersSchema(t.guided.page).safeParse(sent);
  const page = {
    title: t.guided.title,
    description: t.guided.description(brand.siteName),
    canonicalPath: GUIDED_SEARCH_PATH,
    // One visitor's answers: nothing for search engines.
    noindex: true,
  };
  // What the visitor typed stays out of the consent banner's return address.
  const chrome = siteChrome(c, { returnTo: GUIDED_SEARCH_PATH });
  if (!parsed.success) {
    const first = fieldProblems(parsed.error)[0];
    const field = first?.field.split(".")[0] ?? "answers";
    const outcome: GuidedPageOutcome = {
      kind: "problem",
      message: t.guided.page.problem(field, first?.message ?? t.guided.page.invalid),
    };
    return renderPage(c, {
      ...page,
      status: 400,
      body: <GuidedSearchPage chrome={chrome} answers={{}} outcome={outcome} />,
    });
  }
  const answers: GuidedAnswers = parsed.data as Record<string, string[]>;
  let outcome: GuidedPageOutcome = { kind: "questions" };
  if (submitted) {
    const recommended = recommendCareType(GUIDED_QUESTIONS, answers, brand.searchRollUps);
    outcome = recommended.ok
      ? { kind: "recommendation", careTypeId: recommended.careTypeId, keyword: answers[GUIDED_LOCATION_KEY]?.[0] ?? "" }
      : { kind: "no-answer" };
  }
  return renderPage(c, { ...page, body: <GuidedSearchPage chrome={chrome} answers={answers} outcome={outcome} /> });
}

export const guidedSearchPages = new Hono<AppEnv>()
  .get(GUIDED_SEARCH_PATH, guidedPage)
  .get(GUIDED_SEARCH_PATH.slice(0, -1), (c) => c.redirect(`${GUIDED_SEARCH_PATH}${new URL(c.req.url).search}`, 301));
