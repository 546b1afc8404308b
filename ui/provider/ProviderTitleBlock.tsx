/**
 * The top of a provider page, its info banner (spec reviews-and-provider-page §2, §4, §5, §9):
 * the title (with city and state for home care), the rating with the half-star rule and the
 * review count linking to the reviews summary, the Medicare overall rating with its source and
 * date linking to the Medicare section, the address, the starting price (blurred, with
 * 'Unlock price', until the visitor may see it), the phone as a tel link, the verified badge or
 * 'Claim this listing', the award badges, the Share button and, on brands with a Saved page,
 * the Save button (lead-capture-and-chrome §4).
 */
import type { Brand } from "../../domain/brands/brands.ts";
import { formatDollars } from "../../domain/money.ts";
import { GET_LISTED_PATH } from "../../domain/partners/get-listed.ts";
import { telHref } from "../../domain/phone.ts";
import { medicareStars } from "../../domain/providers/care-compare.ts";
import { type ListingDisplay, showsClaimListing, showsVerifiedBadge } from "../../domain/providers/listing-status.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import { providerTitle } from "../../domain/providers/provider-title.ts";
import type { SaveOutcome } from "../../domain/saved/saved-list.ts";
import { Island } from "../app/Island.tsx";
import { StarRating } from "../app/StarRating.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryFormProps } from "../inquiry/inquiry-config.ts";
import { MEDICARE_SECTION_ID } from "./MedicareRatings.tsx";
import { MedicareStarsLine } from "./MedicareStarsLine.tsx";
import { ProviderAwardBadges } from "./ProviderAwardBadges.tsx";
import { REVIEWS_ANCHOR } from "./reviews/ProviderReviewsSummary.tsx";

interface ProviderTitleBlockProps {
  record: LocationRecord;
  blurred: boolean;
  /** The page's Get Costs form in a modal; the banner's 'Unlock price' opens its own copy. */
  unlockForm: InquiryFormProps;
  /** Id of the page's inline Get Costs form, for visitors without JavaScript. */
  inlineFormId: string;
  /** What the listing's paid status changes on the page (domain/providers/listing-status.ts). */
  display: ListingDisplay;
  /** The site's advisor line, offered beside the provider's phone on unpaid listings. */
  advisorPhone: string;
  /** The brand's word for the people on that line. */
  advisorTitle: Brand["advisorTitle"];
  /** The brand's name, which the Spanish advisor line names. */
  siteName: string;
  /**
   * The Save button, on brands with a Saved page: with what a plain save form post came to (the
   * address's `?saved=`), or null; absent on the other brands.
   */
  save?: { outcome: SaveOutcome | null };
}

/**
 * The unlock form of the costs block, once more for the banner, with element ids of its own
 * (both may be in the page).
 */
function bannerUnlockForm(form: InquiryFormProps, unlockPrice: string): InquiryFormProps {
  return { ...form, idPrefix: "provider-banner-unlock", triggerText: unlockPrice };
}

/**
 * spec: reviews-and-provider-page §5, 'Starting Price' only when costCents > 0. While blurred the
 * record holds no figure; a service whose price is hidden says there is one.
 */
function StartingPrice({ record, blurred, unlockForm, inlineFormId }: ProviderTitleBlockProps) {
  const { t, locale } = useLanguage();
  const words = t.provider.titleBlock;
  const cents = record.minimumCost?.costCents ?? 0;
  const hidden = blurred && record.services.some((service) => service.priceHidden);
  if (!hidden && cents <= 0) return null;
  return (
    <div className="provider-starting-price">
      <span className="provider-starting-price-label">{words.startingPrice}</span>
      {hidden ? (
        <>
          {/* Shows the figure at once when an inquiry from the page unlocks it. */}
          <Island name="ProviderStartingPrice" props={{ providerId: record.id }} hydrate="idle" />
          <Island name="InquiryForm" props={bannerUnlockForm(unlockForm, words.unlockPrice)} hydrate="idle" />
          <a className="button button-primary no-script-only" href={`#${inlineFormId}`}>
            {words.unlockPrice}
          </a>
        </>
      ) : (
        <span className="provider-starting-price-value">
          <Fill text={words.perMonth} parts={{ price: formatDollars(cents, locale) }} />
        </span>
      )}
    </div>
  );
}

/** The Medicare overall rating in the first screen, linked to the page's Medicare section. */
function ProviderMedicareStars({ record }: { record: LocationRecord }) {
  const { t, locale } = useLanguage();
  const rating = medicareStars(record.medicare, record.source, locale);
  if (!rating) return null;
  return (
    <MedicareStarsLine rating={rating}>
      <a href={`#${MEDICARE_SECTION_ID}`}>{t.provider.titleBlock.seeMedicare}</a>
    </MedicareStarsLine>
  );
}

export function ProviderTitleBlock(props: ProviderTitleBlockProps) {
  const { record } = props;
  const { t, path } = useLanguage();
  const words = t.provider.titleBlock;
  const verified = showsVerifiedBadge(record);
  return (
    <div className="provider-title-block">
      <div className="provider-title-row">
        <h1 id="provider-name">{providerTitle(record)}</h1>
        {verified ? (
          <span className="provider-verified">
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
              <path d="M12 2l2.4 2.1 3.2-.3.8 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.8 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.8-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.8-3.1 3.2.3zm-1.2 13.6l5.6-5.6-1.4-1.4-4.2 4.2-2-2-1.4 1.4z" />
            </svg>
            {words.verified}
          </span>
        ) : null}
      </div>
      <p className="provider-rating">
        {record.reviewCount > 0 ? <StarRating rating={record.averageRating} halves /> : null}
        <a href={`#${REVIEWS_ANCHOR}`}>
          {record.reviewCount > 0 ? words.reviewCount(record.reviewCount) : words.noReviews}
        </a>
      </p>
      <ProviderMedicareStars record={record} />
      <address className="provider-address">{record.address.formattedAddress}</address>
      <StartingPrice {...props} />
      {record.phoneNumber ? (
        <p className="provider-phone">
          {props.display.advisorLine ? words.phone : words.call(record.name)}:{" "}
          <a href={telHref(record.phoneNumber)}>{record.phoneNumber}</a>
        </p>
      ) : null}
      {props.display.advisorLine ? (
        <p className="provider-phone">
          <Fill text={words.advisorHelp} parts={{ advisor: words.advisor(props.advisorTitle, props.siteName) }} />:{" "}
          <a href={telHref(props.advisorPhone)}>{props.advisorPhone}</a>
        </p>
      ) : null}
      <ProviderAwardBadges record={record} />
      <div className="provider-banner-actions">
        {props.save ? (
          <Island
            name="ProviderSaveButton"
            props={{ providerId: record.id, returnTo: record.url, outcome: props.save.outcome }}
            hydrate="idle"
          />
        ) : null}
        <Island name="ShareButton" props={{ title: record.name, path: path(record.url) }} hydrate="idle" />
        {showsClaimListing(record) ? (
          <a className="provider-claim" href={path(`${GET_LISTED_PATH}?provider=${record.id}`)}>
            {words.claim}
          </a>
        ) : null}
      </div>
    </div>
  );
}
