/**
 * The inquiry form for a card's provider: the same form, rules and submit as every inquiry
 * form (useInquiryForm), set up for that provider and for the care type searched when the
 * provider offers it. After a Request Info the browser goes to the thank-you page with the
 * provider's slug and phone; after a Get Pricing the dialog around it shows the costs.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import type { CareType } from "../../../domain/care-types.ts";
import type { Messages } from "../../../domain/i18n/messages.ts";
import type { InquiryProvider } from "../../../domain/inquiry/inquiry-schema.ts";
import { thankYouUrl } from "../../../domain/inquiry/thank-you-url.ts";
import { type PageLanguage, useLanguage } from "../../i18n/page-language.tsx";
import { InquiryFormBody } from "../../inquiry/InquiryFormBody.tsx";
import { inquiredProviderAtom, inquirySubmittedAtom } from "../../inquiry/inquiry-atoms.ts";
import { type InquiryFormProps, type InquiryPageContext, inquiryFormConfig } from "../../inquiry/inquiry-config.ts";
import { inquiryFormProps } from "../../inquiry/inquiry-page.ts";
import { useInquiryForm } from "../../inquiry/use-inquiry-form.ts";
import { searchCriteriaAtom } from "../search-page-atoms.ts";
import { cardInquiryTitle, inquiryCareType } from "./card-inquiry.ts";
import type { CardInquiry } from "./card-inquiry-atoms.ts";

interface CardInquiryFormProps {
  inquiry: CardInquiry;
  page: InquiryPageContext;
  idPrefix: string;
  /** After a Get Pricing inquiry: the provider with its prices, for the costs dialog. */
  onCosts: (provider: InquiryProvider) => void;
}

function cardInquiryFormProps(
  { provider, action }: CardInquiry,
  searched: CareType,
  page: InquiryPageContext,
  idPrefix: string,
  words: Messages["inquiry"],
): InquiryFormProps {
  const careType = inquiryCareType(provider, searched);
  const { city, state } = provider.address;
  return inquiryFormProps({
    page,
    idPrefix,
    displayMode: "full-page-modal",
    provider: {
      id: provider.id,
      name: provider.name,
      slug: provider.slug,
      url: provider.url,
      phone: provider.phoneNumber,
      city,
      state,
    },
    config: inquiryFormConfig(
      {
        title: cardInquiryTitle(provider.name, action, words),
        ...(action === "request-info" ? { ctaText: words.form.requestInfo } : {}),
        ctaAction: action,
        defaultCareType: careType.slug,
        defaultCareLocation: `${city}, ${state}`,
        rollUpType: careType.rollUpType,
        medicaidEnabled: true,
      },
      words.form,
    ),
  });
}

export function CardInquiryForm({ inquiry, page, idPrefix, onCosts }: CardInquiryFormProps) {
  const searched = useAtomValue(searchCriteriaAtom).careType;
  // Built once: the form id in it must stay the same while the visitor fills the form in.
  const language: PageLanguage = useLanguage();
  const [props] = useState(() => cardInquiryFormProps(inquiry, searched, page, idPrefix, language.t.inquiry));
  const setSubmitted = useSetAtom(inquirySubmittedAtom);
  const setInquiredProvider = useSetAtom(inquiredProviderAtom);
  const { provider, action } = inquiry;

  const state = useInquiryForm(props, (returned) => {
    setSubmitted(true);
    if (returned) setInquiredProvider(returned);
    if (action === "display-cost-data" && returned) {
      onCosts(returned);
      return;
    }
    window.location.assign(
      language.path(
        thankYouUrl({
          slug: provider.slug,
          phone: provider.phoneNumber || page.advisorPhone,
          defaultPage: props.config.thankYouPage,
        }),
      ),
    );
  });

  // Fetched while the inquiry is on its way, so the dialog opens as soon as the answer arrives.
  useEffect(() => {
    if (state.status === "submitting" && action === "display-cost-data") void import("../../inquiry/CostsDialog.tsx");
  }, [state.status, action]);

  return <InquiryFormBody props={props} state={state} />;
}
