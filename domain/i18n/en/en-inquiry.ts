/** The inquiry forms, costs dialog, consent notice, thank-you, move-in and lead deletion pages, in English. */
export const inquiry = {};
