/**
 * Sharing the saved list (issue 'A shortlist to share'): the list's address, which holds the
 * provider ids only, in a read-only field to copy and as a link. The Copy button needs script
 * (the clipboard) and says what happened in a status line; without script the field and the
 * link are there to copy by hand.
 */
import { useRef, useState } from "react";
import { useLanguage } from "../i18n/page-language.tsx";

interface SavedShareLinkProps {
  /** The shared list's absolute address. */
  href: string;
  idPrefix: string;
}

export function SavedShareLink({ href, idPrefix }: SavedShareLinkProps) {
  const words = useLanguage().t.saved.share;
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");

  async function copy() {
    try {
      await window.navigator.clipboard.writeText(href);
      setStatus(words.copied);
    } catch (error) {
      console.error("copying the shared list's link failed", error);
      field.current?.select();
      setStatus(words.notCopied);
    }
  }

  return (
    <section className="saved-share" aria-labelledby={`${idPrefix}-share-heading`}>
      <h2 id={`${idPrefix}-share-heading`}>{words.heading}</h2>
      <p>{words.about}</p>
      <label htmlFor={`${idPrefix}-share-url`}>{words.label}</label>
      <div className="saved-share-row">
        <input
          id={`${idPrefix}-share-url`}
          ref={field}
          type="text"
          readOnly
          value={href}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary needs-script" onClick={() => void copy()}>
          {words.copy}
        </button>
      </div>
      <p className="saved-share-status" role="status">
        {status}
      </p>
      <p className="saved-share-link">
        <a href={href}>{href}</a>
      </p>
    </section>
  );
}
