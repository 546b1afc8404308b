/** The compare page and tray, in Spanish. */
import type { Messages } from "../messages.ts";

export const compare: Messages["compare"] = {};
