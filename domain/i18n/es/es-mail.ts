/** The emails, in Spanish. */
import type { Messages } from "../messages.ts";

export const mail: Messages["mail"] = {};
