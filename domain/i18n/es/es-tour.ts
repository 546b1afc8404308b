/** The tour scheduler, in Spanish. */
import type { Messages } from "../messages.ts";

export const tour: Messages["tour"] = {};
