/** Guided search, in Spanish. */
import type { Messages } from "../messages.ts";

export const guided: Messages["guided"] = {};
