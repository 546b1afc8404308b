/** The Spanish catalogue, for US Spanish-speaking families (domain/i18n/catalogue.ts). */

import { careTypes } from "./es/es-care-types.ts";
import { chrome } from "./es/es-chrome.ts";
import { home } from "./es/es-home.ts";
import type { Messages } from "./messages.ts";

export const es: Messages = { careTypes, chrome, home };
