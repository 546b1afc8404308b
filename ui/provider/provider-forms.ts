/**
 * The inquiry forms of a provider page, one per display mode (spec lead-capture-and-chrome §2,
 * §4): Get Costs beside the content (costs dialog), the same behind 'Unlock pricing', a tour
 * request in a fit-content modal (thank-you message in place), a full-page Request Info modal
 * and a horizontal Request Info form (both go to the thank-you page with slug and phone).
 */
import type { Messages } from "../../domain/i18n/messages.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { type InquiryFormProps, type InquiryPageContext, inquiryFormConfig } from "../inquiry/inquiry-config.ts";
import { inquiryFormProps } from "../inquiry/inquiry-page.ts";

interface ProviderForms {
  getCosts: InquiryFormProps;
  unlockPricing: InquiryFormProps;
  scheduleTour: InquiryFormProps;
  requestInfo: InquiryFormProps;
  questions: InquiryFormProps;
}

/** Id of the inline Get Costs form's box, the target of 'Unlock pricing' without JavaScript. */
export const GET_COSTS_BOX_ID = "get-costs";

/** The five forms of a provider's page, each with its own id prefix and form id, in the page's words (`t.inquiry`). */
export function providerForms(
  record: ProviderRecord,
  page: InquiryPageContext,
  words: Messages["inquiry"],
): ProviderForms {
  const { form } = words;
  const provider = {
    id: record.id,
    name: record.name,
    slug: record.slug,
    url: record.url,
    phone: record.phoneNumber,
    city: record.city.name,
    state: record.state.code,
  };
  const base = {
    defaultCareType: record.primaryCareType.slug,
    defaultCareLocation: `${record.city.name}, ${record.state.code}`,
    rollUpType: record.primaryCareType.rollUpType,
    medicaidEnabled: true,
  };
  const getCosts = inquiryFormConfig(base, form);
  return {
    getCosts: inquiryFormProps({
      page,
      provider,
      config: getCosts,
      displayMode: "vertical",
      idPrefix: "provider-costs-form",
    }),
    unlockPricing: inquiryFormProps({
      page,
      provider,
      config: getCosts,
      displayMode: "fit-content-modal",
      idPrefix: "provider-unlock",
      triggerText: form.unlockPricing,
    }),
    scheduleTour: inquiryFormProps({
      page,
      provider,
      config: inquiryFormConfig(
        {
          ...base,
          title: form.scheduleTour,
          ctaText: words.homeBlocks.requestTour,
          ctaAction: "schedule-tour",
          thanksInPlace: true,
        },
        form,
      ),
      displayMode: "fit-content-modal",
      idPrefix: "provider-tour",
      triggerText: form.scheduleTour,
    }),
    requestInfo: inquiryFormProps({
      page,
      provider,
      config: inquiryFormConfig(
        {
          ...base,
          title: words.card.requestInfoTitle(record.name),
          ctaText: form.requestInfo,
          ctaAction: "request-info",
        },
        form,
      ),
      displayMode: "full-page-modal",
      idPrefix: "provider-info",
      triggerText: form.requestInfo,
    }),
    questions: inquiryFormProps({
      page,
      provider,
      config: inquiryFormConfig(
        {
          ...base,
          title: words.card.questionsAbout(record.name),
          ctaText: form.requestInfo,
          ctaAction: "request-info",
          askWhoFor: false,
          theme: "tinted",
        },
        form,
      ),
      displayMode: "horizontal",
      idPrefix: "provider-questions",
    }),
  };
}
