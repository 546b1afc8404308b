/**
 * The header's Back button (spec lead-capture-and-chrome §2, 'A back button shows when the
 * referrer is on the same host and the history is longer than one entry'): it goes
 * history.back(). Only the browser knows the referrer and the history, so the server renders
 * nothing and the button appears once the header's menu is live.
 */
import { useEffect, useState } from "react";
import { showsBackButton } from "../../../domain/navigation/header-rules.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

export function BackButton() {
  const { t } = useLanguage();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(showsBackButton(document.referrer, location.host, history.length));
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="back-button" onClick={() => history.back()}>
      <span aria-hidden="true">‹</span> {t.chrome.back}
    </button>
  );
}
