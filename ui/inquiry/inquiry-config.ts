/**
 * How one inquiry form is set up (spec lead-capture-and-chrome §3, inquiry form configuration)
 * and the props every inquiry island shares. Colours are theme variants, never inline styles:
 * the page's Content-Security-Policy forbids those.
 */

import type { Brand } from "../../domain/brands/brands.ts";
import type { RollUpType } from "../../domain/care-types.ts";
import { DEFAULT_CARE_TYPE_SLUG } from "../../domain/care-types.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { DisplayMode, InquiryAction } from "../../domain/inquiry/inquiry-fields.ts";
import type { InquiryTracking } from "../../domain/inquiry/inquiry-schema.ts";
import type { TourCalendar } from "../../domain/inquiry/tour-times.ts";

/** Background and text colour pairs that keep AA contrast: the page surface, or the brand's tint. */
const INQUIRY_THEMES = ["light", "tinted"] as const;
type InquiryTheme = (typeof INQUIRY_THEMES)[number];

export interface InquiryFormConfig {
  title: string;
  ctaText: string;
  ctaAction: InquiryAction;
  rollUpType: RollUpType;
  /** A care-type slug, sent as typeOfCare. */
  defaultCareType: string;
  /** Sent as careLocation: 'Austin, TX'. */
  defaultCareLocation: string;
  /**
   * spec §3 thankYouMessage, §4 (a): the family is thanked in place of the form. The words are
   * not configured: they are the promise for the request (domain/inquiry/lead-promise.ts), so
   * they name the recipient the form's consent named.
   */
  thanksInPlace: boolean;
  theme: InquiryTheme;
  /** A page on this site that replaces the thank-you page. */
  thankYouPage: string | null;
  /** Replaces the submission error message. */
  errorOverride: string | null;
  /** Ask "who are you looking for"; when not asked the value is 'Other'. */
  askWhoFor: boolean;
  /** Offer the Medicaid checkbox (it shows for the senior-living roll-up only). */
  medicaidEnabled: boolean;
}

/**
 * A configuration with the spec's defaults: 'Get costs', 'Get Costs', costs data, assisted
 * living; the title and button in the page's words (`t.inquiry.form`), English unless given.
 */
export function inquiryFormConfig(
  settings: Partial<InquiryFormConfig> & Pick<InquiryFormConfig, "defaultCareLocation">,
  words: Pick<Messages["inquiry"]["form"], "title" | "cta">,
): InquiryFormConfig {
  return {
    title: words.title,
    ctaText: words.cta,
    ctaAction: "display-cost-data",
    rollUpType: "senior-living",
    defaultCareType: DEFAULT_CARE_TYPE_SLUG,
    thanksInPlace: false,
    theme: "light",
    thankYouPage: null,
    errorOverride: null,
    askWhoFor: true,
    medicaidEnabled: false,
    ...settings,
  };
}

/** The provider a form asks about, as its page knows it. */
export interface InquiryFormProvider {
  id: number;
  name: string;
  slug: string;
  url: string;
  phone: string;
  city: string;
  state: string;
}

/** What the page around the forms knows: the same for every form on it. */
export interface InquiryPageContext {
  advisorPhone: string;
  /** The brand's word for its advisors (domain/brands/brands.ts): who a request without a provider goes to. */
  advisorTitle: Brand["advisorTitle"];
  /** Where the page is, for 'go back to the form' after a post without JavaScript. */
  returnTo: string;
  /**
   * The tour times open when the page was rendered, on the clock where the tours take place (the
   * provider's on its page, else the advisors'); the forms work them out again once live.
   */
  tours: TourCalendar;
  /** Where the form is, sent as source: 'provider_page'. */
  source: string;
  tracking: InquiryTracking;
}

export interface InquiryFormProps {
  config: InquiryFormConfig;
  displayMode: DisplayMode;
  provider: InquiryFormProvider | null;
  page: InquiryPageContext;
  /** Prefix of every element id; unique on the page. */
  idPrefix: string;
  /** The button that opens a modal form; the form's title when not given. */
  triggerText?: string;
}
