/** The consent banner and the cookie opt-out page, in English. */
export const consent = {};
