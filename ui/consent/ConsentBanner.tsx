/**
 * The consent banner (spec reviews-and-provider-page §3): a region 'Cookie choices' at the
 * bottom of every page until the visitor has chosen, with 'Accept all', 'Reject non-essential'
 * and 'Choose' (the four categories, each explained in a line). Without JavaScript each is a
 * plain form post to /api/consent, which sets the cookie and comes back to this page; once the
 * island is live (once the page has loaded and is idle) the choice is stored without a reload
 * and the banner goes away.
 */
import { type FormEvent, useId, useState } from "react";
import {
  CONSENT_CATEGORIES,
  CONSENT_PATH,
  COOKIE_OPT_OUT_PATH,
  type ConsentCategory,
  type ConsentChoice,
} from "../../domain/visitor/consent-choices.ts";
import type { Consent } from "../../domain/visitor/visitor-cookies.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { saveConsent } from "./save-consent.ts";

interface ConsentBannerProps {
  /** The consent in force: the Choose form starts from it. */
  consent: Consent;
  /** The same-site page the form posts come back to. */
  returnTo: string;
  /** Whether the browser sends Global Privacy Control, which the banner then says it honours. */
  globalPrivacyControl?: boolean;
}

function isChoice(value: string | undefined): value is ConsentChoice {
  return value === "accept-all" || value === "reject-non-essential" || value === "choose";
}

export function ConsentBanner({ consent, returnTo, globalPrivacyControl = false }: ConsentBannerProps) {
  const { t, path } = useLanguage();
  const words = t.consent.banner;
  const id = useId();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget);
    const value = submitter instanceof HTMLButtonElement ? submitter.value : String(form.get("choice") ?? "");
    if (!isChoice(value)) return;
    const categories: Partial<Record<ConsentCategory, boolean>> = {};
    if (value === "choose") for (const { name } of CONSENT_CATEGORIES) categories[name] = form.get(name) === "on";
    setBusy(true);
    const result = await saveConsent({ choice: value, categories }, "banner");
    setBusy(false);
    if (result.ok) setDone(true);
    else setProblem(result.message);
  };

  if (done) return null;
  return (
    <section className="consent-banner" aria-label={words.region}>
      <div className="container consent-banner-inner">
        <p className="consent-banner-text">
          <Fill text={words.text} parts={{ link: <a href={path(COOKIE_OPT_OUT_PATH)}>{words.optOutLink}</a> }} />
        </p>
        {globalPrivacyControl ? <p className="consent-banner-gpc">{words.globalPrivacyControl}</p> : null}
        <form className="consent-banner-actions" method="post" action={path(CONSENT_PATH)} onSubmit={onSubmit}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" name="choice" value="accept-all" className="button button-primary" disabled={busy}>
            {words.acceptAll}
          </button>
          <button
            type="submit"
            name="choice"
            value="reject-non-essential"
            className="button consent-button-secondary"
            disabled={busy}
          >
            {words.rejectNonEssential}
          </button>
        </form>
        <details className="consent-choose">
          <summary>{words.choose}</summary>
          <form method="post" action={path(CONSENT_PATH)} onSubmit={onSubmit}>
            <input type="hidden" name="returnTo" value={returnTo} />
            <fieldset>
              <legend>{words.categoriesLegend}</legend>
              {CONSENT_CATEGORIES.map((category) => (
                <div className="consent-category" key={category.name}>
                  <input
                    type="checkbox"
                    id={`${id}-${category.name}`}
                    name={category.name}
                    defaultChecked={consent[category.name]}
                    aria-describedby={`${id}-${category.name}-about`}
                  />
                  <label htmlFor={`${id}-${category.name}`}>{t.consent.categories[category.name].label}</label>
                  <p id={`${id}-${category.name}-about`} className="consent-category-about">
                    {t.consent.categories[category.name].explanation}
                  </p>
                </div>
              ))}
            </fieldset>
            <button type="submit" name="choice" value="choose" className="button button-primary" disabled={busy}>
              {words.saveChoices}
            </button>
          </form>
        </details>
        {problem ? (
          <p className="consent-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
