/**
 * The thank-you page (spec lead-capture-and-chrome §2, §9): the default title, what happens
 * next (who will contact the family: the provider, or an advisor within 2 minutes inside
 * advisor hours and during them otherwise), a phone number to call now, the provider asked
 * about with a way back to its page, and a way to have the request deleted. Every value comes from the
 * server (the directory, the advisor line, the stored lead), never from the address, which is
 * cleaned once the page has loaded; each is rendered as text.
 */

import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

interface ThankYouPageProps {
  chrome: SiteChrome;
  /** The visitor's first name, from the lead the multi-step form's reference names. */
  firstName: string | null;
  /** The visitor's own number, from the same lead, which went to the brand's advisors. */
  visitorPhone: string | null;
  /** The number to call now. */
  callPhone: string;
  provider: { name: string; url: string; city: string; state: string } | null;
  /** Who will contact the family, what for and when (domain/inquiry/lead-promise.ts). */
  promise: string;
  /** The address without the reference and anything the page does not show. */
  cleanUrl: string;
}

/** The thank-you page; every value is rendered as text. */
export function ThankYouPage(props: ThankYouPageProps) {
  const { chrome, firstName, visitorPhone, callPhone, provider } = props;
  const { t, path } = useLanguage();
  const words = t.inquiry.thankYou;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section thank-you" aria-labelledby="thank-you-heading">
        <h1 id="thank-you-heading">{t.inquiry.thankYouTitle}</h1>
        <p className="thank-you-lead">
          {firstName ? words.greeting(firstName) : ""}
          {provider ? (
            <Fill
              text={words.about}
              parts={{
                provider: <a href={path(provider.url)}>{provider.name}</a>,
                place: `${provider.city}, ${provider.state}`,
              }}
            />
          ) : (
            words.received
          )}
        </p>
        <h2>{words.nextHeading}</h2>
        <p className="lead-promise">{props.promise}</p>
        {visitorPhone ? <p>{words.willCall(visitorPhone)}</p> : null}
        <p>
          <Fill text={words.callNow} parts={{ phone: <a href={telHref(callPhone)}>{callPhone}</a> }} />
        </p>
        <p>
          {provider ? (
            <a className="button button-primary" href={path(provider.url)}>
              {words.backTo(provider.name)}
            </a>
          ) : (
            <a className="button button-primary" href={path("/")}>
              {words.backHome(chrome.brand.siteName)}
            </a>
          )}
        </p>
        <p>
          <Fill
            text={words.changedMind}
            parts={{ link: <a href={path(DELETE_MY_REQUEST_PATH)}>{words.deleteLink}</a> }}
          />
        </p>
        {/* The address the page keeps, in the page's language. */}
        <Island name="ThankYouCleanup" props={{ cleanUrl: path(props.cleanUrl) }} />
      </section>
    </PageLayout>
  );
}
