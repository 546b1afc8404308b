/** Reviews: the lists, the write form, replies, guidelines and their pages, in English. */
export const reviews = {};
