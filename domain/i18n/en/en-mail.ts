/** The emails, in English. */
export const mail = {};
