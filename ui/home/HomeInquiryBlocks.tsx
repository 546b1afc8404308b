/**
 * The home page's inquiry forms, one per display mode (spec lead-capture-and-chrome §2, §4):
 * a Get Costs card and a tour request in a modal (both thank the family in place), and
 * Request Info in a full-page modal and in a horizontal band (both go to the thank-you page
 * with the advisor's phone only: there is no provider here). They hydrate after load (at once
 * in view, otherwise when the browser is idle): the page's search is what a visitor uses first,
 * and what is typed into a form before it is live is kept (ui/inquiry/use-inquiry-form.ts).
 */
import { Island } from "../app/Island.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { type InquiryPageContext, inquiryFormConfig } from "../inquiry/inquiry-config.ts";
import { inquiryFormProps } from "../inquiry/inquiry-page.ts";

/** Sent as careLocation when the family has not said where: the field is required. */
const LOCATION_NOT_GIVEN = "Not specified";

/** The costs card with its words and modal buttons, then the advisor band. */
export function HomeInquiryBlocks({ page }: { page: InquiryPageContext }) {
  const { t } = useLanguage();
  const words = t.inquiry.homeBlocks;
  const form = t.inquiry.form;
  const base = { defaultCareLocation: LOCATION_NOT_GIVEN, medicaidEnabled: true };
  return (
    <>
      <section className="container home-inquiry" aria-labelledby="home-inquiry-heading">
        <div className="home-inquiry-text">
          <h2 id="home-inquiry-heading">{words.heading}</h2>
          <p>{words.lead}</p>
          <p>{words.question}</p>
          <div className="home-inquiry-actions">
            <Island
              name="InquiryForm"
              hydrate="idle"
              props={inquiryFormProps({
                page,
                config: inquiryFormConfig(
                  {
                    ...base,
                    title: form.scheduleTour,
                    ctaText: words.requestTour,
                    ctaAction: "schedule-tour",
                    thanksInPlace: true,
                  },
                  form,
                ),
                displayMode: "fit-content-modal",
                idPrefix: "home-tour",
                triggerText: form.scheduleTour,
              })}
            />
            <Island
              name="InquiryForm"
              hydrate="idle"
              props={inquiryFormProps({
                page,
                config: inquiryFormConfig(
                  {
                    ...base,
                    title: words.requestInformation,
                    ctaText: form.requestInfo,
                    ctaAction: "request-info",
                  },
                  form,
                ),
                displayMode: "full-page-modal",
                idPrefix: "home-info",
                triggerText: form.requestInfo,
              })}
            />
          </div>
        </div>
        <Island
          name="InquiryForm"
          hydrate="idle"
          props={inquiryFormProps({
            page,
            config: inquiryFormConfig({ ...base, thanksInPlace: true }, form),
            displayMode: "vertical",
            idPrefix: "home-costs",
          })}
        />
      </section>
      <div className="home-advisor-band">
        <div className="container">
          <Island
            name="InquiryForm"
            hydrate="idle"
            props={inquiryFormProps({
              page,
              config: inquiryFormConfig(
                {
                  ...base,
                  title: words.advisorTitle,
                  ctaText: words.callMe,
                  ctaAction: "request-info",
                  askWhoFor: false,
                  theme: "tinted",
                },
                form,
              ),
              displayMode: "horizontal",
              idPrefix: "home-advisor",
            })}
          />
        </div>
      </div>
    </>
  );
}
