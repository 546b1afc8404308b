/** The award winners' page, in Spanish. */
import type { Messages } from "../messages.ts";

export const awards: Messages["awards"] = {};
