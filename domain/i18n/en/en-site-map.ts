/** The site map pages, in English. */
export const siteMap = {};
