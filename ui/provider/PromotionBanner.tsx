/**
 * The provider page's promotion banner (spec reviews-and-provider-page §4, §9): 'PROMOTION!',
 * the days left when the promotion ends, and its text cut at 75 characters below 768 px and
 * at 125 from there up (both cuts are in the HTML; CSS shows one). 'Read More', when the text
 * was cut, opens the page's modal with the whole text and the dates; the banner is open by
 * default and its close button hides it for this page view. Without script 'Read More' is a
 * link to the whole text further down the banner (shown when targeted), and there is no close
 * button. It hydrates once the page has loaded and is idle; a click on the close button before that is made again then.
 */
import { useState } from "react";
import { monthDayYear } from "../../domain/calendar-text.ts";
import type { PromotionBanner as PromotionBannerModel } from "../../domain/providers/promotion.ts";
import { Modal } from "../app/Modal.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { useHydrated } from "./use-hydrated.ts";

/** The in-page target of 'Read More' for readers without script. */
export const PROMOTION_DETAILS_ID = "provider-promotion-details";

interface PromotionBannerProps {
  banner: PromotionBannerModel;
  providerName: string;
}

/** The whole text with its dates, as the modal and the no-script target show it. */
function PromotionDetails({ banner }: { banner: PromotionBannerModel }) {
  const { t, language, locale } = useLanguage();
  const words = t.provider.promotion;
  return (
    <>
      <p lang={language === "es" ? "en" : undefined}>{banner.text}</p>
      {banner.startsAt || banner.endsAt ? (
        <dl className="promotion-dates">
          {banner.startsAt ? (
            <>
              <dt>{words.starts}</dt>
              <dd>{monthDayYear(new Date(banner.startsAt), locale)}</dd>
            </>
          ) : null}
          {banner.endsAt ? (
            <>
              <dt>{words.ends}</dt>
              <dd>{monthDayYear(new Date(banner.endsAt), locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}

export function PromotionBanner({ banner, providerName }: PromotionBannerProps) {
  const hydrated = useHydrated();
  const { t, language } = useLanguage();
  const words = t.provider.promotion;
  const daysLeftText = (days: number) => (days <= 0 ? words.endsToday : words.daysLeft(days));
  // The promotion's text is the provider's own, in English.
  const lang = language === "es" ? "en" : undefined;
  const [closed, setClosed] = useState(false);
  const [reading, setReading] = useState(false);
  if (closed) return null;

  const cut = banner.narrow.cut || banner.wide.cut;
  function close() {
    setClosed(true);
    // The button goes with the banner: focus moves to the page's main content, not to nowhere.
    document.getElementById("main")?.focus();
  }

  return (
    <aside className="promotion-banner" aria-labelledby="provider-promotion-label">
      <div className="promotion-banner-body">
        <p className="promotion-banner-head">
          <strong id="provider-promotion-label" className="promotion-banner-label">
            {words.label}
          </strong>
          {banner.daysLeft !== null ? (
            <span className="promotion-banner-days">{daysLeftText(banner.daysLeft)}</span>
          ) : null}
        </p>
        <p className="promotion-banner-text">
          <span className="promotion-text-narrow" lang={lang}>
            {banner.narrow.text}
          </span>
          <span className="promotion-text-wide" lang={lang}>
            {banner.wide.text}
          </span>
          {cut ? (
            <>
              {" "}
              <a
                href={`#${PROMOTION_DETAILS_ID}`}
                className={banner.wide.cut ? "promotion-read-more" : "promotion-read-more promotion-read-more-narrow"}
                aria-haspopup={hydrated ? "dialog" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setReading(true);
                }}
              >
                {words.readMore}
              </a>
            </>
          ) : null}
        </p>
        {cut ? (
          <div id={PROMOTION_DETAILS_ID} className="promotion-details">
            <PromotionDetails banner={banner} />
          </div>
        ) : null}
      </div>
      {hydrated ? (
        <button type="button" className="promotion-banner-close" aria-label={words.close} onClick={close}>
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
      {hydrated && cut ? (
        <Modal
          id="provider-promotion-modal"
          open={reading}
          onClose={() => setReading(false)}
          labelledBy="provider-promotion-modal-title"
          size="fit-content"
        >
          <h2 id="provider-promotion-modal-title">
            <Fill text={words.heading} parts={{ name: providerName }} />
          </h2>
          {banner.daysLeft !== null ? <p className="promotion-banner-days">{daysLeftText(banner.daysLeft)}</p> : null}
          <PromotionDetails banner={banner} />
        </Modal>
      ) : null}
    </aside>
  );
}
