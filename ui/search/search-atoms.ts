/** What the visitor is searching for: the location text and the care type slug. */
import { atom } from "jotai";

/** The location as typed: 'City, ST', a ZIP code or a state. */
export const searchKeywordAtom = atom("");

/** A care-type slug from domain/care-types.ts, or "" when none is chosen yet. */
export const searchCareTypeAtom = atom("");
