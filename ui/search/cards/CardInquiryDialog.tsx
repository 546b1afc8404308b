/**
 * The dialog a card's 'Request Info' or 'Get Pricing' button opens (spec lead-capture-and-
 * chrome §2, §4): the inquiry form for the card's provider in the full-page modal, then the
 * costs dialog after a Get Pricing inquiry (the form hides first). Loaded with the form when
 * a card's button is first pressed; the ProviderInquiry island keeps it mounted from then on.
 */
import { useAtom } from "jotai";
import { lazy, Suspense, useState } from "react";
import type { InquiryProvider } from "../../../domain/inquiry/inquiry-schema.ts";
import { Modal } from "../../app/Modal.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { InquiryPageContext } from "../../inquiry/inquiry-config.ts";
import { CardInquiryForm } from "./CardInquiryForm.tsx";
import { cardInquiryIdPrefix, cardInquiryTitle } from "./card-inquiry.ts";
import { cardInquiryAtom } from "./card-inquiry-atoms.ts";

// Needed only after a Get Pricing inquiry: fetched while it is on its way (CardInquiryForm).
const CostsDialog = lazy(() =>
  import("../../inquiry/CostsDialog.tsx").then((module) => ({ default: module.CostsDialog })),
);

export interface CardInquiryDialogProps {
  page: InquiryPageContext;
  idPrefix: string;
}

export function CardInquiryDialog({ page, idPrefix }: CardInquiryDialogProps) {
  const { t } = useLanguage();
  const [inquiry, setInquiry] = useAtom(cardInquiryAtom);
  const [costsProvider, setCostsProvider] = useState<InquiryProvider | null>(null);
  const formPrefix = inquiry ? cardInquiryIdPrefix(idPrefix, inquiry.provider.id, inquiry.action) : idPrefix;
  const titleId = `${formPrefix}-title`;

  return (
    <>
      <Modal
        id={`${idPrefix}-dialog`}
        open={inquiry !== null}
        size="full-page"
        labelledBy={titleId}
        onClose={() => setInquiry(null)}
      >
        {inquiry ? (
          <div className="inquiry inquiry-full-page-modal inquiry-theme-light">
            <h2 id={titleId} className="inquiry-title">
              {cardInquiryTitle(inquiry.provider.name, inquiry.action, t.inquiry)}
            </h2>
            <CardInquiryForm
              key={formPrefix}
              inquiry={inquiry}
              page={page}
              idPrefix={formPrefix}
              onCosts={(provider) => {
                // spec: lead-capture-and-chrome §4 (b), a modal form hides before the costs dialog opens.
                setInquiry(null);
                setCostsProvider(provider);
              }}
            />
          </div>
        ) : null}
      </Modal>
      {costsProvider ? (
        <Suspense fallback={null}>
          <CostsDialog
            provider={costsProvider}
            advisorTitle={page.advisorTitle}
            idPrefix={idPrefix}
            onClosed={() => setCostsProvider(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
