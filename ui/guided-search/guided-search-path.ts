/**
 * The questionnaire as a page of its own: every question in one plain GET form whose answers
 * (by question key) give the recommendation, for visitors without JavaScript. On its own so the
 * banner links to it without loading the questions.
 */
export const GUIDED_SEARCH_PATH = "/guided-search/";
