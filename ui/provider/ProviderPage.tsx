/**
 * A provider's page (spec reviews-and-provider-page §2, §3; lead-capture-and-chrome §1): name,
 * address, phone, photos, rating, services with (blurred) prices under provider-costs-{id},
 * amenities, how it compares under provider-comparison-{id}, and the inquiry forms in each
 * display mode. Demo providers are fictional; their description says so.
 */

import type { CareType } from "../../domain/care-types.ts";
import { careTypeLabelIn } from "../../domain/providers/care-type-words.ts";
import { listingDisplay } from "../../domain/providers/listing-status.ts";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import type { ProviderListingQuery } from "../../domain/providers/nearby-listing.ts";
import type { ProviderNearby } from "../../domain/providers/provider-nearby.ts";
import type { SaveOutcome } from "../../domain/saved/saved-list.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";
import { ReviewWriteBlock } from "../reviews/write/ReviewWriteBlock.tsx";
import { AdvertisingDisclosure } from "./AdvertisingDisclosure.tsx";
import { careTypePrices, costsAnchor } from "./costs.ts";
import { type ProviderMediaState, ProviderPhotos } from "./gallery/ProviderPhotos.tsx";
import { ProviderListing } from "./listing/ProviderListing.tsx";
import { MedicareRatings } from "./MedicareRatings.tsx";
import { ProviderAbout } from "./ProviderAbout.tsx";
import { ProviderBreadcrumbs } from "./ProviderBreadcrumbs.tsx";
import { ProviderFaqs } from "./ProviderFaqs.tsx";
import { ProviderInfoCards } from "./ProviderInfoCards.tsx";
import { ProviderNearbySections } from "./ProviderNearbySections.tsx";
import { ProviderOfferingSections } from "./ProviderOfferingSections.tsx";
import { ProviderPromotion } from "./ProviderPromotion.tsx";
import { ProviderTitleBlock } from "./ProviderTitleBlock.tsx";
import { GET_COSTS_BOX_ID, providerForms } from "./provider-forms.ts";
import { ProviderReviews, type ProviderReviewsFirstPage } from "./reviews/ProviderReviews.tsx";
import { TourSchedulerSection } from "./TourSchedulerSection.tsx";

interface ProviderPageProps {
  chrome: SiteChrome;
  /** The record as the visitor may read it: without its price figures while they are blurred. */
  record: LocationRecord;
  /** Prices stay hidden (placeholders in the HTML) until the visitor has sent an inquiry. */
  blurred: boolean;
  page: InquiryPageContext;
  /** The comparison carousel's providers and the nearby links. */
  nearby: ProviderNearby;
  /** The gallery or street view the address opens, and the maps key street view may use. */
  media: ProviderMediaState;
  /** The first approved reviews, newest first, and the list's filter choices. */
  reviews: ProviderReviewsFirstPage;
  /** What a plain save form post came to (`?saved=`), shown by the Save button; null otherwise. */
  saveOutcome?: SaveOutcome | null;
  /** The search listing of other providers near this one: its state, default care type and answer (null: failed). */
  listing: { query: ProviderListingQuery; defaultCareType: CareType; response: SearchResponse | null };
}

/** The whole provider page; its prices are the record's, so a blurred page has no figure to give away. */
export function ProviderPage({
  chrome,
  record,
  blurred,
  page,
  media,
  nearby,
  reviews,
  saveOutcome = null,
  listing,
}: ProviderPageProps) {
  const forms = providerForms(record, page, useLanguage().t.inquiry);
  const pricedCareTypes = careTypePrices(record.services);
  const { t } = useLanguage();
  const display = listingDisplay(record, chrome.brand.siteName, t.provider.listingNotes);
  return (
    <PageLayout chrome={chrome}>
      <article className="container provider-page" aria-labelledby="provider-name">
        <ProviderBreadcrumbs record={record} />
        <header className="provider-heading">
          <p className="provider-kind">
            <Fill
              text={t.provider.page.kind}
              parts={{
                careType: careTypeLabelIn(t, record.primaryCareType.label),
                city: record.city.name,
                stateCode: record.state.code,
              }}
            />
          </p>
          <ProviderTitleBlock
            record={record}
            blurred={blurred}
            unlockForm={forms.unlockPricing}
            inlineFormId={GET_COSTS_BOX_ID}
            display={display}
            advisorPhone={chrome.advisorPhone}
            advisorTitle={chrome.brand.advisorTitle}
            siteName={chrome.brand.siteName}
            {...(chrome.brand.showSaved ? { save: { outcome: saveOutcome } } : {})}
          />
          {/* The inquiry forms hydrate after load (those in view at once, the rest when the browser is
              idle): what a family types before one is live is kept (ui/inquiry/use-inquiry-form.ts). */}
          <div className="provider-actions">
            <Island name="InquiryForm" props={forms.scheduleTour} hydrate="idle" />
            <Island name="InquiryForm" props={forms.requestInfo} hydrate="idle" />
          </div>
          <AdvertisingDisclosure siteName={chrome.brand.siteName} />
        </header>
        <ProviderPromotion promotions={record.promotions} providerName={record.name} />
        <ProviderPhotos record={record} media={media} />
        <div className="provider-layout">
          <div className="provider-main">
            <ProviderAbout name={record.name} description={record.description} />
            <ProviderReviews record={record} brand={chrome.brand} firstPage={reviews} />
            <ReviewWriteBlock record={record} brand={chrome.brand} tracking={page.tracking} />
            <MedicareRatings record={record} />
            <TourSchedulerSection providerName={record.name} page={page} formIdPrefix={forms.scheduleTour.idPrefix} />
            {pricedCareTypes.length > 0 ? (
              <section
                id={costsAnchor(record.id)}
                className="provider-section"
                tabIndex={-1}
                aria-labelledby="provider-costs-heading"
              >
                <h2 id="provider-costs-heading">{t.provider.page.costsHeading}</h2>
                {/* The tabs' server HTML reads without script (the overview, every price or its blur);
                    their code loads once the page has loaded and is idle, out of the page's initial JavaScript. */}
                <Island
                  name="ProviderPrices"
                  hydrate="idle"
                  props={{
                    providerId: record.id,
                    providerUrl: record.url,
                    careTypes: pricedCareTypes,
                    blurred,
                    unlockForm: forms.unlockPricing,
                    inlineFormId: GET_COSTS_BOX_ID,
                  }}
                />
                <p className="provider-source-note">{display.pricesNote}</p>
              </section>
            ) : null}
            <ProviderOfferingSections record={record} amenitiesNote={display.amenitiesNote} />
            <ProviderInfoCards cards={record.infoCards} />
            <ProviderFaqs faqs={record.faqs} />
            <ProviderNearbySections record={record} nearby={nearby} searchPath={chrome.brand.searchPath} />
            <ProviderListing
              providerPath={record.url}
              cityName={record.city.name}
              query={listing.query}
              defaultCareType={listing.defaultCareType}
              response={listing.response}
              brand={chrome.brand}
              advisorPhone={chrome.advisorPhone}
            />
          </div>
          <div id={GET_COSTS_BOX_ID} className="provider-aside" tabIndex={-1}>
            <Island name="InquiryForm" props={forms.getCosts} hydrate="idle" />
          </div>
        </div>
        <Island name="InquiryForm" props={forms.questions} hydrate="idle" />
        <Island hydrate="idle" name="Toasts" props={{}} />
      </article>
    </PageLayout>
  );
}
