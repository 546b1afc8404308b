/** Content pages and their blocks, in Spanish. */
import type { Messages } from "../messages.ts";

export const content: Messages["content"] = {};
