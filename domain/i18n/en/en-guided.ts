/** Guided search, in English. */
export const guided = {};
