/**
 * The tour scheduler's section of the provider page: its heading and, without the script, the
 * number to call to arrange a tour; with it, the scheduler island (./TourScheduler.tsx), live
 * once the page has loaded and is idle with the page.
 */
import { brandAdvisor } from "../../domain/inquiry/lead-consent.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import type { InquiryPageContext } from "../inquiry/inquiry-config.ts";

/** The section's anchor. */
export const TOUR_SCHEDULER_ID = "provider-tour-scheduler";

export function TourSchedulerSection({
  providerName,
  page,
  formIdPrefix,
}: {
  providerName: string;
  page: InquiryPageContext;
  /** The id prefix of the page's Schedule a Tour form. */
  formIdPrefix: string;
}) {
  const { t } = useLanguage();
  return (
    <section id={TOUR_SCHEDULER_ID} className="provider-section" aria-labelledby={`${TOUR_SCHEDULER_ID}-heading`}>
      <h2 id={`${TOUR_SCHEDULER_ID}-heading`}>{t.inquiry.form.scheduleTour}</h2>
      <p className="tour-no-script">
        <Fill
          text={t.tour.noScript}
          parts={{
            provider: providerName,
            advisor: brandAdvisor(page, t.inquiry),
            phone: <a href={telHref(page.advisorPhone)}>{page.advisorPhone}</a>,
          }}
        />
      </p>
      <Island name="TourScheduler" props={{ tours: page.tours, formIdPrefix }} hydrate="idle" />
    </section>
  );
}
