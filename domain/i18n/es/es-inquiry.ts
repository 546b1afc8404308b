/** The inquiry forms, costs dialog, consent notice, thank-you, move-in and lead deletion pages, in Spanish. */
import type { Messages } from "../messages.ts";

export const inquiry: Messages["inquiry"] = {};
