/** The landing page and its multi-step form, in Spanish. */
import type { Messages } from "../messages.ts";

export const landing: Messages["landing"] = {};
