/** The chat, in Spanish. */
import type { Messages } from "../messages.ts";

export const chat: Messages["chat"] = {};
