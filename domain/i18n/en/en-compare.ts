/** The compare page and tray, in English. */
export const compare = {};
