/** The English catalogue: the spec's own texts (domain/i18n/catalogue.ts). */
import { awards } from "./en/en-awards.ts";
import { careTypes } from "./en/en-care-types.ts";
import { chat } from "./en/en-chat.ts";
import { chrome } from "./en/en-chrome.ts";
import { compare } from "./en/en-compare.ts";
import { consent } from "./en/en-consent.ts";
import { content } from "./en/en-content.ts";
import { errors } from "./en/en-errors.ts";
import { geo } from "./en/en-geo.ts";
import { guided } from "./en/en-guided.ts";
import { home } from "./en/en-home.ts";
import { inquiry } from "./en/en-inquiry.ts";
import { landing } from "./en/en-landing.ts";
import { mail } from "./en/en-mail.ts";
import { partners } from "./en/en-partners.ts";
import { provider } from "./en/en-provider.ts";
import { reviews } from "./en/en-reviews.ts";
import { saved } from "./en/en-saved.ts";
import { search } from "./en/en-search.ts";
import { siteMap } from "./en/en-site-map.ts";
import { tour } from "./en/en-tour.ts";

export const en = {
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
