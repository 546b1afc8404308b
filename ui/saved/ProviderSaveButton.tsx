/**
 * The provider page's Save button (spec lead-capture-and-chrome §4, §8), on the brands that
 * have a Saved page: a toggle labelled 'Save' or 'Saved', pressed while the provider is saved.
 * It is a form posting to /saved, so it works without script too: the server toggles the id in
 * the same cookie and sends the visitor back with the outcome in the address, shown here with
 * the toast's words. With script the form is not sent: the heart's toggle and toasts run instead.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { SAVED_PATH, type SaveOutcome } from "../../domain/saved/saved-list.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { HEART_PATH } from "./SaveHeart.tsx";
import { savedProviderIdsAtom, toggleSavedAtom } from "./saved-atoms.ts";

interface ProviderSaveButtonProps {
  providerId: number;
  /** The provider page's path, where the plain form post comes back to. */
  returnTo: string;
  /**
   * What a plain form post came to, from the address (`?saved=`); null when the page was opened
   * otherwise. The server never reads the cookie for this page, which the edge cache shares.
   */
  outcome: SaveOutcome | null;
}

export function ProviderSaveButton({ providerId, returnTo, outcome }: ProviderSaveButtonProps) {
  const { t, path } = useLanguage();
  const ids = useAtomValue(savedProviderIdsAtom);
  const toggle = useSetAtom(toggleSavedAtom);
  // The form post's message stays until the visitor saves or unsaves here again (then a toast says it).
  const [notice, setNotice] = useState(outcome);
  const saved = ids === null ? outcome === "saved" : ids.includes(providerId);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    toggle({ providerId, words: t.saved, savedHref: path(SAVED_PATH) });
  }

  return (
    <div className="provider-save">
      <form method="post" action={path(SAVED_PATH)} onSubmit={onSubmit}>
        <input type="hidden" name="providerId" value={providerId} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="button button-secondary provider-save-button" aria-pressed={saved}>
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
            <path d={HEART_PATH} />
          </svg>
          {saved ? t.saved.button.saved : t.saved.button.save}
        </button>
      </form>
      <div className="provider-save-notice" role="status">
        {notice ? (
          <p className={`provider-save-message provider-save-${notice}`}>
            {t.saved.outcomes[notice]} <a href={path(SAVED_PATH)}>{t.saved.viewSaved}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
