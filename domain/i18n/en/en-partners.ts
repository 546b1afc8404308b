/** The partners' pages, in English. */
export const partners = {};
