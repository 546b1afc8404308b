/**
 * The thank-you page (spec lead-capture-and-chrome §2, §9): the default title, what happens
 * next (who will contact the family: the provider, or an advisor within 2 minutes inside
 * advisor hours and during them otherwise), a phone number to call now, the provider asked
 * about with a way back to its page, and a way to have the request deleted. Every value comes from the
 * server (the directory, the advisor line, the stored lead), never from the address, which is
 * cleaned once the page has loaded; each is rendered as text.
 */

import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";
import { THANK_YOU_TITLE } from "../../domain/inquiry/thank-you-url.ts";
import { telHref } from "../../domain/phone.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

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
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section thank-you" aria-labelledby="thank-you-heading">
        <h1 id="thank-you-heading">{THANK_YOU_TITLE}</h1>
        <p className="thank-you-lead">
          {firstName ? `Thank you, ${firstName}. ` : ""}
          {provider ? (
            <>
              We have your request about <a href={provider.url}>{provider.name}</a> in {provider.city}, {provider.state}
              .
            </>
          ) : (
            "We have your request."
          )}
        </p>
        <h2>What happens next</h2>
        <p className="lead-promise">{props.promise}</p>
        {visitorPhone ? <p>{`We will call you at ${visitorPhone}.`}</p> : null}
        <p>
          Prefer to call now? Call <a href={telHref(callPhone)}>{callPhone}</a>.
        </p>
        <p>
          {provider ? (
            <a className="button button-primary" href={provider.url}>
              {`Back to ${provider.name}`}
            </a>
          ) : (
            <a className="button button-primary" href="/">
              {`Back to the ${chrome.brand.siteName} home page`}
            </a>
          )}
        </p>
        <p>
          Changed your mind? <a href={DELETE_MY_REQUEST_PATH}>Ask us to delete your request</a>.
        </p>
        <Island name="ThankYouCleanup" props={{ cleanUrl: props.cleanUrl }} />
      </section>
    </PageLayout>
  );
}
