/** The landing page and its multi-step form, in English. */
export const landing = {};
