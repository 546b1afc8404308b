/**
 * The page for providers (spec reviews-and-provider-page §2, 'Claim this listing' leads here):
 * what a free listing and a claimed (verified) listing give, and how to list or claim one, with
 * the brand's partner address and the advisor line. Named when it came from a provider's page.
 */

import { telHref } from "../../domain/phone.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

export const GET_LISTED_TITLE = "List or Claim Your Community or Agency";

interface GetListedPageProps {
  chrome: SiteChrome;
  /** The listing being claimed, when the address named one that exists. */
  provider: { id: number; name: string; url: string; city: string; state: string } | null;
}

export function GetListedPage({ chrome, provider }: GetListedPageProps) {
  const { brand, advisorPhone } = chrome;
  const subject = provider ? `Claim listing ${provider.id}: ${provider.name}` : "List my community or agency";
  const mailto = `mailto:${brand.partnersEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <PageLayout chrome={chrome}>
      <div className="container get-listed-page">
        <h1>{GET_LISTED_TITLE}</h1>
        {provider ? (
          <p className="get-listed-claiming">
            You are claiming the listing of{" "}
            <a href={provider.url}>
              {provider.name}, {provider.city}, {provider.state}
            </a>
            .
          </p>
        ) : null}
        <p>
          Families use {brand.siteName} to find senior living communities and care agencies, read reviews and ask about
          costs and tours. Listing your community or agency is free.
        </p>
        <section aria-labelledby="get-listed-claim-heading">
          <h2 id="get-listed-claim-heading">What claiming your listing gives you</h2>
          <ul>
            <li>A Verified Partner badge on your page, so families know the details come from you.</li>
            <li>Your say on what the page shows: description, services, prices, photos and contact details.</li>
            <li>A way to answer reviews publicly, as your business.</li>
          </ul>
        </section>
        <section aria-labelledby="get-listed-how-heading">
          <h2 id="get-listed-how-heading">How to list or claim</h2>
          <ol>
            <li>
              Write to <a href={mailto}>{brand.partnersEmail}</a>
              {provider ? " (the link fills in the listing you are claiming)" : ""} with your name, your role, and the
              community's or agency's name and address.
            </li>
            <li>We check with the community or agency that you speak for it, usually by phone at its listed number.</li>
            <li>Once checked, we mark the listing verified and make the changes you send us.</li>
          </ol>
          <p>
            Questions? Call us at <a href={telHref(advisorPhone)}>{advisorPhone}</a>.
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
