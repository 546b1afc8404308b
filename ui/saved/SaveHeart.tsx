/**
 * The save heart on a card (spec lead-capture-and-chrome §4): a toggle button, pressed while
 * the provider is saved, named for what pressing it does. The page offers it on the main
 * brand only (§6); saving needs the page's script, so without one it stays hidden.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { SAVED_PATH } from "../../domain/saved/saved-list.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { savedProviderIdsAtom, toggleSavedAtom } from "./saved-atoms.ts";

/** The heart's outline in a 24 by 24 box: the cards' hearts and the provider page's Save button. */
export const HEART_PATH =
  "M12 21s-7.5-4.6-9.6-9.3C.9 8.4 2.9 4.5 6.6 4.1c2.1-.2 4 .9 5.4 2.7 1.4-1.8 3.3-2.9 5.4-2.7 3.7.4 5.7 4.3 4.2 7.6C19.5 16.4 12 21 12 21z";

interface SaveHeartProps {
  providerId: number;
  name: string;
  /**
   * How it shows until the page has read the cookie: pressed on the Saved page, which the
   * server rendered from that cookie; unpressed elsewhere.
   */
  savedBeforeRead?: boolean;
}

export function SaveHeart({ providerId, name, savedBeforeRead = false }: SaveHeartProps) {
  const { t, path } = useLanguage();
  const ids = useAtomValue(savedProviderIdsAtom);
  const saved = ids === null ? savedBeforeRead : ids.includes(providerId);
  const toggle = useSetAtom(toggleSavedAtom);
  return (
    <button
      type="button"
      className="save-heart needs-script"
      aria-pressed={saved}
      aria-label={saved ? t.saved.heart.remove(name) : t.saved.heart.save(name)}
      onClick={() => toggle({ providerId, words: t.saved, savedHref: path(SAVED_PATH) })}
    >
      <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
}
