/** The partners' pages, in Spanish. */
import type { Messages } from "../messages.ts";

export const partners: Messages["partners"] = {};
