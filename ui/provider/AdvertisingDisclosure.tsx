/**
 * The 'Advertising Disclosure' near the top of the provider page (spec reviews-and-provider-
 * page §2): a button that opens a small popover saying how the site is paid. The native popover
 * needs no script: the button toggles it, Escape or a press elsewhere closes it, and it follows
 * the button in the keyboard order.
 */
const DISCLOSURE_ID = "advertising-disclosure";
export const ADVERTISING_DISCLOSURE = "Advertising Disclosure";

/** The words of the disclosure, with the site's name. */
export function advertisingDisclosureText(siteName: string): string[] {
  return [
    `${siteName} is free for families. We are paid by some of the providers listed here: they may pay to advertise, and some pay a fee when a family we referred contacts them or moves in.`,
    "Payment never changes a provider's ratings, its reviews or the Medicare data we show.",
  ];
}

export function AdvertisingDisclosure({ siteName }: { siteName: string }) {
  return (
    <div className="advertising-disclosure">
      <button type="button" className="advertising-disclosure-button" popoverTarget={DISCLOSURE_ID}>
        {ADVERTISING_DISCLOSURE}
      </button>
      <div id={DISCLOSURE_ID} className="advertising-disclosure-popover" popover="auto">
        <h2 className="advertising-disclosure-title">{ADVERTISING_DISCLOSURE}</h2>
        {advertisingDisclosureText(siteName).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <button
          type="button"
          className="button advertising-disclosure-close"
          popoverTarget={DISCLOSURE_ID}
          popoverTargetAction="hide"
        >
          Close
        </button>
      </div>
    </div>
  );
}
