/** The search page: results, filters, sort, pagination, cards, the results map, in English. */
export const search = {};
