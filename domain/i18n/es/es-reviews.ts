/** Reviews: the lists, the write form, replies, guidelines and their pages, in Spanish. */
import type { Messages } from "../messages.ts";

export const reviews: Messages["reviews"] = {};
