/** The chat, in English. */
export const chat = {};
