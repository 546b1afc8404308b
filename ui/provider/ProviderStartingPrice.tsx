/**
 * The starting price in a provider page's title while prices are blurred: the placeholder, and,
 * once the visitor has sent an inquiry from the page, the figure as the server now answers it,
 * without a reload (ui/provider/unlocked-record.ts). The 'Unlock price' beside it then goes
 * (ui/styles/provider-banner.css). Without script, or until then, the placeholder says the
 * price is hidden.
 */
import { useAtomValue } from "jotai";
import { formatDollars } from "../../domain/money.ts";
import { inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import { useUnlockedRecord } from "./unlocked-record.ts";

export function ProviderStartingPrice({ providerId }: { providerId: number }) {
  const submitted = useAtomValue(inquirySubmittedAtom);
  const record = useUnlockedRecord(providerId, submitted);
  const cents = record?.minimumCost?.costCents ?? 0;
  if (record && cents > 0) return <span className="provider-starting-price-value">{formatDollars(cents)}/month</span>;
  return (
    <>
      <span className="price-blurred" aria-hidden="true">
        $X,XXX/month
      </span>
      <span className="visually-hidden">Price hidden until you unlock pricing</span>
    </>
  );
}
