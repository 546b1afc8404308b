/**
 * The starting price in a provider page's title while prices are blurred: the placeholder, and,
 * once the visitor has sent an inquiry from the page, the figure as the server now answers it,
 * without a reload (ui/provider/unlocked-record.ts). The 'Unlock price' beside it then goes
 * (ui/styles/provider-banner.css). Without script, or until then, the placeholder says the
 * price is hidden.
 */
import { useAtomValue } from "jotai";
import { formatDollars } from "../../domain/money.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import { useUnlockedRecord } from "./unlocked-record.ts";

export function ProviderStartingPrice({ providerId }: { providerId: number }) {
  const submitted = useAtomValue(inquirySubmittedAtom);
  const { t, locale } = useLanguage();
  const words = t.provider.titleBlock;
  const record = useUnlockedRecord(providerId, submitted);
  const cents = record?.minimumCost?.costCents ?? 0;
  if (record && cents > 0)
    return (
      <span className="provider-starting-price-value">
        <Fill text={words.perMonth} parts={{ price: formatDollars(cents, locale) }} />
      </span>
    );
  return (
    <>
      <span className="price-blurred" aria-hidden="true">
        {words.blurredPrice}
      </span>
      <span className="visually-hidden">{words.priceHidden}</span>
    </>
  );
}
