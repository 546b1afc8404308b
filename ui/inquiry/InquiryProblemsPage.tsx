/**
 * The answer to an inquiry sent without JavaScript that could not be accepted: each problem
 * in plain words, a way back to the form, and the phone number, so nobody is left stuck.
 */

import { brandAdvisor } from "../../domain/inquiry/lead-consent.ts";
import { telHref } from "../../domain/phone.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

interface InquiryProblemsPageProps {
  chrome: SiteChrome;
  problems: { label: string; message: string }[];
  /** The page the form was on, to go back to, as the browser asked for it (in its language). */
  returnTo: string;
}

export function InquiryProblemsPage({ chrome, problems, returnTo }: InquiryProblemsPageProps) {
  const { t } = useLanguage();
  const words = t.inquiry.problems;
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section" aria-labelledby="problems-heading">
        <h1 id="problems-heading">{words.title}</h1>
        <p>{words.lead}</p>
        <ul className="problem-list">
          {problems.map((problem) => (
            <li key={`${problem.label}:${problem.message}`}>
              <strong>{`${problem.label}:`}</strong>
              {` ${problem.message}`}
            </li>
          ))}
        </ul>
        <p>
          <a className="button button-primary" href={returnTo}>
            {words.back}
          </a>
        </p>
        <p>
          <Fill
            text={words.call}
            parts={{
              phone: <a href={telHref(chrome.advisorPhone)}>{chrome.advisorPhone}</a>,
              advisor: brandAdvisor(chrome.brand, t.inquiry),
            }}
          />
        </p>
      </section>
    </PageLayout>
  );
}
