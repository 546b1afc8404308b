/** The search page: results, filters, sort, pagination, cards, the results map, in Spanish. */
import type { Messages } from "../messages.ts";

export const search: Messages["search"] = {};
