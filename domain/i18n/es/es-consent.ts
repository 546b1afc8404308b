/** The consent banner and the cookie opt-out page, in Spanish. */
import type { Messages } from "../messages.ts";

export const consent: Messages["consent"] = {};
