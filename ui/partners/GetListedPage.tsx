/**
 * The page for providers (spec reviews-and-provider-page §2, 'Claim this listing' leads here):
 * what a free listing and a claimed (verified) listing give, and how to list or claim one, with
 * the brand's partner address and the advisor line. Named when it came from a provider's page.
 */

import { telHref } from "../../domain/phone.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

interface GetListedPageProps {
  chrome: SiteChrome;
  /** The listing being claimed, when the address named one that exists. */
  provider: { id: number; name: string; url: string; city: string; state: string } | null;
}

export function GetListedPage({ chrome, provider }: GetListedPageProps) {
  const { t, path } = useLanguage();
  const words = t.partners.getListed;
  const { brand, advisorPhone } = chrome;
  const subject = provider ? words.claimSubject(provider.id, provider.name) : words.listSubject;
  const mailto = `mailto:${brand.partnersEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <PageLayout chrome={chrome}>
      <div className="container get-listed-page">
        <h1>{words.title}</h1>
        {provider ? (
          <p className="get-listed-claiming">
            <Fill
              text={words.claiming}
              parts={{
                listing: (
                  <a href={path(provider.url)}>
                    {provider.name}, {provider.city}, {provider.state}
                  </a>
                ),
              }}
            />
          </p>
        ) : null}
        <p>{words.lead(brand.siteName)}</p>
        <section aria-labelledby="get-listed-claim-heading">
          <h2 id="get-listed-claim-heading">{words.claimHeading}</h2>
          <ul>
            {words.claimGives.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="get-listed-how-heading">
          <h2 id="get-listed-how-heading">{words.howHeading}</h2>
          <ol>
            <li>
              <Fill
                text={provider ? words.writeToClaiming : words.writeTo}
                parts={{ email: <a href={mailto}>{brand.partnersEmail}</a> }}
              />
            </li>
            <li>{words.check}</li>
            <li>{words.verified}</li>
          </ol>
          <p>
            <Fill text={words.questions} parts={{ phone: <a href={telHref(advisorPhone)}>{advisorPhone}</a> }} />
          </p>
        </section>
      </div>
    </PageLayout>
  );
}
