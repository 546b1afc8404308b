/** The branded 404 and 500 pages: plain words, a way home, and a person to call. */

import { telHref } from "../../domain/phone.ts";
import { PageLayout, type SiteChrome } from "./PageLayout.tsx";

interface ErrorPageProps {
  chrome: SiteChrome;
  status: 404 | 500;
}

const COPY = {
  404: {
    heading: "We couldn't find that page",
    body: "The page may have moved, or the address may have a typo.",
  },
  500: {
    heading: "Something went wrong on our side",
    body: "We're sorry. Please try again in a moment.",
  },
} as const;

export function errorPageTitle(status: 404 | 500): string {
  return COPY[status].heading;
}

export function ErrorPage({ chrome, status }: ErrorPageProps) {
  const copy = COPY[status];
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section error-page" aria-labelledby="error-heading">
        <p className="error-status">Error {status}</p>
        <h1 id="error-heading">{copy.heading}</h1>
        <p>{copy.body}</p>
        <p>
          <a className="button button-primary" href="/">
            Go to the {chrome.brand.siteName} home page
          </a>
        </p>
        <p>
          Prefer to talk? Call a family advisor at <a href={telHref(chrome.advisorPhone)}>{chrome.advisorPhone}</a>.
        </p>
      </section>
    </PageLayout>
  );
}
