/**
 * The cookie opt-out page's form (spec reviews-and-provider-page §2, §4): one checkbox 'Reject
 * Cookies', checked when Advertising is off. Without JavaScript, 'Save choice' posts it and the
 * page comes back saying what is stored; once the island is live (the visitor's first
 * interaction), ticking or unticking stores it at once and the page reads 'Done. You've
 * Rejected Cookies' while it is checked.
 */
import { type FormEvent, useId, useState } from "react";
import { CONSENT_PATH, COOKIE_OPT_OUT_PATH } from "../../domain/visitor/consent-choices.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { saveConsent } from "./save-consent.ts";

export function CookieOptOutForm({ rejected }: { rejected: boolean }) {
  const { t, path } = useLanguage();
  const words = t.consent.optOut;
  const id = useId();
  const [stored, setStored] = useState(rejected);
  const [checked, setChecked] = useState(rejected);
  const [problem, setProblem] = useState<string | null>(null);

  const store = async (rejectCookies: boolean) => {
    setProblem(null);
    const result = await saveConsent({ choice: "opt-out", rejectCookies }, "cookie-opt-out");
    if (result.ok) setStored(!result.consent.Advertising);
    else setProblem(result.message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store(checked);
  };

  return (
    <form className="cookie-opt-out-form" method="post" action={path(CONSENT_PATH)} onSubmit={onSubmit}>
      <input type="hidden" name="choice" value="opt-out" />
      <input type="hidden" name="returnTo" value={path(COOKIE_OPT_OUT_PATH)} />
      <div className="cookie-opt-out-field">
        <input
          type="checkbox"
          id={`${id}-reject`}
          name="rejectCookies"
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
            void store(event.currentTarget.checked);
          }}
        />
        <label htmlFor={`${id}-reject`}>{words.rejectCookies}</label>
      </div>
      <p className="cookie-opt-out-status" aria-live="polite">
        {checked && stored ? words.rejected : ""}
      </p>
      {problem ? (
        <p className="consent-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        {words.save}
      </button>
    </form>
  );
}
