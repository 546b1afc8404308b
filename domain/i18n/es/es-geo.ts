/** The geo pages, care-type hubs and nearby links, in Spanish. */
import type { Messages } from "../messages.ts";

export const geo: Messages["geo"] = {};
