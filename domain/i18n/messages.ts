/**
 * The shape every catalogue has: the English one's (domain/i18n/catalogue.ts). A text that takes
 * values is a function of them; a `{name}` inside a text marks where the page puts an element.
 */
import type { en } from "./en.ts";

export type Messages = typeof en;
