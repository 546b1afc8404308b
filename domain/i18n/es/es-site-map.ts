/** The site map pages, in Spanish. */
import type { Messages } from "../messages.ts";

export const siteMap: Messages["siteMap"] = {};
