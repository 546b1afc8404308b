/**
 * The 'Advertising Disclosure' near the top of the provider page (spec reviews-and-provider-
 * page §2): a button that opens a small popover saying how the site is paid. The native popover
 * needs no script: the button toggles it, Escape or a press elsewhere closes it, and it follows
 * the button in the keyboard order.
 */
import { useLanguage } from "../i18n/page-language.tsx";

const DISCLOSURE_ID = "advertising-disclosure";

export function AdvertisingDisclosure({ siteName }: { siteName: string }) {
  const words = useLanguage().t.provider.disclosure;
  return (
    <div className="advertising-disclosure">
      <button type="button" className="advertising-disclosure-button" popoverTarget={DISCLOSURE_ID}>
        {words.title}
      </button>
      <div id={DISCLOSURE_ID} className="advertising-disclosure-popover" popover="auto">
        <h2 className="advertising-disclosure-title">{words.title}</h2>
        <p>{words.paid(siteName)}</p>
        <p>{words.fair}</p>
        <button
          type="button"
          className="button advertising-disclosure-close"
          popoverTarget={DISCLOSURE_ID}
          popoverTargetAction="hide"
        >
          {words.close}
        </button>
      </div>
    </div>
  );
}
