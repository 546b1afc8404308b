/** The saved list, in English. */
export const saved = {};
