/** The tour scheduler, in English. */
export const tour = {};
