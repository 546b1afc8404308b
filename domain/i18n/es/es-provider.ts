/** The provider page: its sections, Medicare and inspection facts, gallery and listing, in Spanish. */
import type { Messages } from "../messages.ts";

export const provider: Messages["provider"] = {};
