/**
 * The inquiry form island (spec lead-capture-and-chrome §2-§9): inline (vertical or
 * horizontal) or in a modal (full-page or fit-content) behind a button. After a successful
 * submit the form resets, the page learns that an inquiry was sent (atoms), and then a thank-you
 * message replaces the form (who will contact the family, domain/inquiry/lead-promise.ts), or
 * the costs dialog opens for a Get Costs inquiry about a provider (a modal form closes first),
 * or the browser goes to the thank-you page.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import type { InquiryProvider } from "../../domain/inquiry/inquiry-schema.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { leadPromise, leadRequestKind } from "../../domain/inquiry/lead-promise.ts";
import { thankYouUrl } from "../../domain/inquiry/thank-you-url.ts";
import { Modal } from "../app/Modal.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { InquiryFormBody } from "./InquiryFormBody.tsx";
import { inquiredProviderAtom, inquirySubmittedAtom, tourRequestAtom, whoForRequestAtom } from "./inquiry-atoms.ts";
import type { InquiryFormProps } from "./inquiry-config.ts";
import { ThankYouMessage } from "./ThankYouMessage.tsx";
import { useInquiryForm } from "./use-inquiry-form.ts";

// The costs dialog is needed only after a Get Costs inquiry: it loads then, not with the page.
const loadCostsDialog = () => import("./CostsDialog.tsx");
const CostsDialog = lazy(() => loadCostsDialog().then((module) => ({ default: module.CostsDialog })));

/** The form in its display mode, and what follows a successful submit (spec §4 (a), (b), (c)). */
export function InquiryForm(props: InquiryFormProps) {
  const { config, displayMode, provider, page, idPrefix } = props;
  const language = useLanguage();
  const setSubmitted = useSetAtom(inquirySubmittedAtom);
  const setInquiredProvider = useSetAtom(inquiredProviderAtom);
  const [modalOpen, setModalOpen] = useState(false);
  /** The thanks shown in place of the form, once it was sent. */
  const [thanks, setThanks] = useState<string | null>(null);
  const [costsProvider, setCostsProvider] = useState<InquiryProvider | null>(null);

  const state = useInquiryForm(props, (returned, sent) => {
    setSubmitted(true);
    if (returned) setInquiredProvider(returned);
    if (config.thanksInPlace) {
      setThanks(
        leadPromise(
          {
            recipient: leadRecipient(provider?.name, page, language.t.inquiry),
            kind: leadRequestKind(config.ctaAction),
            withinAdvisorHours: isWithinAdvisorHours(new Date()),
            tourTime: sent.tourTime ?? null,
          },
          language,
        ),
      );
    } else if (config.ctaAction === "display-cost-data" && returned) {
      setModalOpen(false);
      setCostsProvider(returned);
    } else {
      window.location.assign(
        language.path(
          thankYouUrl({
            slug: provider?.slug ?? null,
            phone: provider?.phone || page.advisorPhone,
            defaultPage: config.thankYouPage,
          }),
        ),
      );
    }
  });

  // A tour time picked in the page's tour scheduler fills this form's choice and opens it.
  const tourRequest = useAtomValue(tourRequestAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it answers each new pick, not each render of the form.
  useEffect(() => {
    if (tourRequest?.formIdPrefix !== idPrefix || config.ctaAction !== "schedule-tour") return;
    state.update("tourTime", tourRequest.tourTime);
    setThanks(null);
    setModalOpen(true);
  }, [tourRequest]);

  // A "who are you looking for" answer chosen on the page (a content block's choices) fills this form and opens it.
  const whoForRequest = useAtomValue(whoForRequestAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it answers each new choice, not each render of the form.
  useEffect(() => {
    if (whoForRequest?.formIdPrefix !== idPrefix || !config.askWhoFor) return;
    state.update("whoAreYouLookingFor", whoForRequest.whoAreYouLookingFor);
    setThanks(null);
    if (displayMode === "vertical" || displayMode === "horizontal")
      document.getElementById(`${idPrefix}-title`)?.scrollIntoView({ block: "start" });
    else setModalOpen(true);
  }, [whoForRequest]);

  // Fetched while the inquiry is on its way, so the dialog opens as soon as the answer arrives.
  useEffect(() => {
    if (state.status === "submitting" && config.ctaAction === "display-cost-data") void loadCostsDialog();
  }, [state.status, config.ctaAction]);

  const titleId = `${idPrefix}-title`;
  const content = (
    <>
      <h2 id={titleId} className="inquiry-title">
        {config.title}
      </h2>
      {thanks ? (
        <ThankYouMessage id={`${idPrefix}-thanks`} message={thanks} />
      ) : (
        <InquiryFormBody props={props} state={state} />
      )}
    </>
  );
  const costsDialog = costsProvider ? (
    <Suspense fallback={null}>
      <CostsDialog
        provider={costsProvider}
        advisorTitle={page.advisorTitle}
        idPrefix={idPrefix}
        onClosed={() => setCostsProvider(null)}
      />
    </Suspense>
  ) : null;
  const themed = `inquiry inquiry-${displayMode} inquiry-theme-${config.theme}`;

  if (displayMode === "vertical" || displayMode === "horizontal") {
    return (
      <section className={themed} aria-labelledby={titleId} data-inquiry-form={config.askWhoFor ? idPrefix : undefined}>
        {content}
        {costsDialog}
      </section>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button-primary needs-script inquiry-trigger"
        aria-haspopup="dialog"
        data-inquiry-form={config.askWhoFor ? idPrefix : undefined}
        onClick={() => setModalOpen(true)}
      >
        {props.triggerText ?? config.title}
      </button>
      <Modal
        id={`${idPrefix}-dialog`}
        open={modalOpen}
        size={displayMode === "full-page-modal" ? "full-page" : "fit-content"}
        labelledBy={titleId}
        onClose={() => {
          setModalOpen(false);
          setThanks(null);
        }}
      >
        <div className={themed}>{content}</div>
      </Modal>
      {costsDialog}
    </>
  );
}
