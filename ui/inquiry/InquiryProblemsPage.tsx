/**
 * The answer to an inquiry sent without JavaScript that could not be accepted: each problem
 * in plain words, a way back to the form, and the phone number, so nobody is left stuck.
 */

import { brandAdvisor } from "../../domain/inquiry/lead-consent.ts";
import { telHref } from "../../domain/phone.ts";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";

interface InquiryProblemsPageProps {
  chrome: SiteChrome;
  problems: { label: string; message: string }[];
  /** The page the form was on, to go back to. */
  returnTo: string;
}

export function InquiryProblemsPage({ chrome, problems, returnTo }: InquiryProblemsPageProps) {
  return (
    <PageLayout chrome={chrome}>
      <section className="container page-section" aria-labelledby="problems-heading">
        <h1 id="problems-heading">Please check your details</h1>
        <p>We could not send your request yet:</p>
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
            Go back to the form
          </a>
        </p>
        <p>
          Or call <a href={telHref(chrome.advisorPhone)}>{chrome.advisorPhone}</a> to speak with{" "}
          {brandAdvisor(chrome.brand)}.
        </p>
      </section>
    </PageLayout>
  );
}
