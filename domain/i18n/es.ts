/** The Spanish catalogue, for US Spanish-speaking families (domain/i18n/catalogue.ts). */

import { awards } from "./es/es-awards.ts";
import { careTypes } from "./es/es-care-types.ts";
import { chat } from "./es/es-chat.ts";
import { chrome } from "./es/es-chrome.ts";
import { compare } from "./es/es-compare.ts";
import { consent } from "./es/es-consent.ts";
import { content } from "./es/es-content.ts";
import { errors } from "./es/es-errors.ts";
import { geo } from "./es/es-geo.ts";
import { guided } from "./es/es-guided.ts";
import { home } from "./es/es-home.ts";
import { inquiry } from "./es/es-inquiry.ts";
import { landing } from "./es/es-landing.ts";
import { mail } from "./es/es-mail.ts";
import { partners } from "./es/es-partners.ts";
import { provider } from "./es/es-provider.ts";
import { reviews } from "./es/es-reviews.ts";
import { saved } from "./es/es-saved.ts";
import { search } from "./es/es-search.ts";
import { siteMap } from "./es/es-site-map.ts";
import { tour } from "./es/es-tour.ts";
import type { Messages } from "./messages.ts";

export const es: Messages = {
  careTypes,
  chrome,
  home,
  search,
  compare,
  saved,
  geo,
  siteMap,
  awards,
  provider,
  reviews,
  inquiry,
  tour,
  landing,
  mail,
  chat,
  consent,
  content,
  guided,
  partners,
  errors,
};
