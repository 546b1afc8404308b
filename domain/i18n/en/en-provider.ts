/** The provider page: its sections, Medicare and inspection facts, gallery and listing, in English. */
export const provider = {};
