/** The English catalogue: the spec's own texts (domain/i18n/catalogue.ts). */
import { careTypes } from "./en/en-care-types.ts";
import { chrome } from "./en/en-chrome.ts";
import { home } from "./en/en-home.ts";

export const en = { careTypes, chrome, home };
