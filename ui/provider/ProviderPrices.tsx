/**
 * A provider's services and starting prices (spec reviews-and-provider-page §6, lead-capture-
 * and-chrome §6): blurred until the visitor has sent an inquiry, unless blurring is off. A
 * blurred price is a placeholder, never the number, so it cannot be read from the page. Once
 * an inquiry is sent from the page, the prices show without a reload: at once from the
 * inquiry's answer when it was about this provider, else as the server now answers them
 * (GET /api/location/{id}, which the inquiry's signed cookie unlocks).
 */
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { getJson } from "../app/api-client.ts";
import { InquiryForm } from "../inquiry/InquiryForm.tsx";
import { inquiredProviderAtom, inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import type { InquiryFormProps } from "../inquiry/inquiry-config.ts";
import { INQUIRY_COPY } from "../inquiry/inquiry-text.ts";
import { PRICING_LABEL, PRICING_NOT_AVAILABLE, PRICING_UNAVAILABLE, startingPriceText } from "./costs.ts";

interface PriceRow {
  id: number;
  name: string;
  description: string;
  priced: boolean;
  /** Null when not priced, and always null while prices are blurred. */
  startingPriceCents: number | null;
}

interface ProviderPricesProps {
  providerId: number;
  providerUrl: string;
  services: PriceRow[];
  blurred: boolean;
  /** The Get Costs form behind 'Unlock pricing'. */
  unlockForm: InquiryFormProps;
  /** Id of the page's inline Get Costs form, for visitors without JavaScript. */
  inlineFormId: string;
}

function BlurredPrice() {
  return (
    <p className="price-list-price">
      <span className="price-blurred" aria-hidden="true">
        {PRICING_LABEL} $X,XXX/month
      </span>
      <span className="visually-hidden">Price hidden until you unlock pricing</span>
    </p>
  );
}

/**
 * The starting price of each service by id, fetched from the server once `wanted`; null until
 * then, and while the server still blurs them (the link to reload the page stays the way out).
 */
function useUnlockedPrices(providerId: number, wanted: boolean): ReadonlyMap<number, number | null> | null {
  const [prices, setPrices] = useState<ReadonlyMap<number, number | null> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    getJson<LocationRecord>(`/api/location/${providerId}`, controller.signal)
      .then((result) => {
        if (!result.ok) {
          console.error("provider prices: loading them failed", result.status, result.message);
        } else if (!result.data.services.some((service) => service.priceHidden)) {
          setPrices(new Map(result.data.services.map((service) => [service.id, service.costs.startingPriceCents])));
        }
      })
      // Only an abort rejects (the page moved on or the providerId changed): nothing to show.
      .catch(() => undefined);
    return () => controller.abort();
  }, [providerId, wanted]);
  return prices;
}

/** The price list, blurred or not, with the Get Costs form behind 'Unlock pricing' while blurred. */
export function ProviderPrices({
  providerId,
  providerUrl,
  services,
  blurred,
  unlockForm,
  inlineFormId,
}: ProviderPricesProps) {
  const inquired = useAtomValue(inquiredProviderAtom);
  const submitted = useAtomValue(inquirySubmittedAtom);
  const fetched = useUnlockedPrices(providerId, blurred && submitted && inquired?.id !== providerId);
  const unlocked: ReadonlyMap<number, number | null> | null =
    inquired?.id === providerId
      ? new Map(inquired.services.map((service) => [service.id, service.costs.startingPriceCents]))
      : fetched;
  const hidden = blurred && !unlocked;
  const anyPriced = services.some((row) => row.priced);

  function priceText(row: PriceRow): string {
    const cents = unlocked ? (unlocked.get(row.id) ?? null) : row.startingPriceCents;
    return cents === null ? PRICING_NOT_AVAILABLE : startingPriceText(cents);
  }

  return (
    <>
      {anyPriced ? null : <p className="price-unavailable">{PRICING_UNAVAILABLE}</p>}
      <ul className="price-list">
        {services.map((row) => (
          <li key={row.id}>
            <h3>{row.name}</h3>
            {row.description ? <p>{row.description}</p> : null}
            {!anyPriced ? null : hidden && row.priced ? (
              <BlurredPrice />
            ) : (
              <p className="price-list-price">{row.priced ? priceText(row) : PRICING_NOT_AVAILABLE}</p>
            )}
          </li>
        ))}
      </ul>
      {blurred && anyPriced ? (
        // Stays mounted once unlocked (only its button hides), so the costs dialog it opened stays open.
        <div className={hidden ? "price-unlock" : "price-unlock price-unlock-done"}>
          {hidden && submitted ? (
            <p>
              Your request was sent. <a href={providerUrl}>Show the prices</a>
            </p>
          ) : (
            <>
              {hidden ? <p>See every starting price: ask for costs and we will show them here.</p> : null}
              <InquiryForm {...unlockForm} triggerText={INQUIRY_COPY.unlockPricing} />
              {hidden ? (
                <a className="button button-primary no-script-only" href={`#${inlineFormId}`}>
                  {INQUIRY_COPY.unlockPricing}
                </a>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
