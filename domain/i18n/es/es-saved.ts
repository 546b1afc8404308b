/** The saved list, in Spanish. */
import type { Messages } from "../messages.ts";

export const saved: Messages["saved"] = {};
