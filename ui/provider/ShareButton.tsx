/**
 * The provider page's Share button (spec reviews-and-provider-page §7, §8): the share sheet, or
 * the page's address copied with a toast. It needs script, so without one it is not shown
 * (`needs-script`); it hydrates once the page has loaded and is idle, and a click before that is made again then.
 */
import { useSetAtom } from "jotai";
import { showToastAtom } from "../app/toast-atoms.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { sharePage, shareToasts } from "./share-page.ts";

interface ShareButtonProps {
  /** What the share sheet names the page. */
  title: string;
  /** The page's own path: shared without the query that brought this visitor. */
  path: string;
}

export function ShareButton({ title, path }: ShareButtonProps) {
  const showToast = useSetAtom(showToastAtom);
  const { t } = useLanguage();

  async function share() {
    const url = new URL(path, window.location.origin).href;
    try {
      const outcome = await sharePage(window.navigator, { title, url });
      if (outcome === "copied" || outcome === "copyFailed") showToast(shareToasts(t.provider.shareToasts)[outcome]);
    } catch (error) {
      console.error("sharing the page failed", error);
    }
  }

  return (
    <button type="button" className="button button-secondary needs-script provider-share" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
        <path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" />
      </svg>
      {t.provider.titleBlock.share}
    </button>
  );
}
