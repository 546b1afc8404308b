/** The award winners' page, in English. */
export const awards = {};
