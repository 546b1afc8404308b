/** The branded 404 and 500 pages: plain words, a way home, and a person to call. */

import type { Messages } from "../../domain/i18n/messages.ts";
import { telHref } from "../../domain/phone.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { PageLayout, type SiteChrome } from "./PageLayout.tsx";

interface ErrorPageProps {
  chrome: SiteChrome;
  status: 404 | 500;
}

export function errorPageTitle(t: Messages, status: 404 | 500): string {
  return t.chrome.errors[status].heading;
}

export function ErrorPage({ chrome, status }: ErrorPageProps) {
  const { t, path } = useLanguage();
  const copy = t.chrome.errors[status];
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section error-page" aria-labelledby="error-heading">
        <p className="error-status">{t.chrome.errors.status(status)}</p>
        <h1 id="error-heading">{copy.heading}</h1>
        <p>{copy.body}</p>
        <p>
          <a className="button button-primary" href={path("/")}>
            {t.chrome.errors.goHome(chrome.brand.siteName)}
          </a>
        </p>
        <p>
          <Fill
            text={t.chrome.errors.call}
            parts={{ phone: <a href={telHref(chrome.advisorPhone)}>{chrome.advisorPhone}</a> }}
          />
        </p>
      </section>
    </PageLayout>
  );
}
