/** Content pages and their blocks, in English. */
export const content = {};
