/** The geo pages, care-type hubs and nearby links, in English. */
export const geo = {};
