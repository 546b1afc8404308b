/**
 * The guided search on the results page (spec search-and-compare §2.2, §4): a banner offering
 * a few questions, and the modal that asks them and recommends a care type. The questions
 * load only when the visitor opens it, keeping them out of the page's first JavaScript.
 * Without JavaScript the banner links to the same questions as a page (GUIDED_SEARCH_PATH).
 */
import { useAtom } from "jotai";
import { lazy, Suspense } from "react";
import type { RollUpType } from "../../domain/care-types.ts";
import { Modal } from "../app/Modal.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { guidedOpenAtom } from "./guided-search-atoms.ts";
import { GUIDED_SEARCH_PATH } from "./guided-search-path.ts";

const GuidedQuestionnaire = lazy(() =>
  import("./GuidedQuestionnaire.tsx").then((module) => ({
    default: module.GuidedQuestionnaire,
  })),
);

interface GuidedSearchProps {
  /** Prefix for element ids; islands take ids from the page instead of useId. */
  idPrefix: string;
  searchPath: string;
  /** The brand's roll-ups: only care types its search lists are recommended. */
  rollUps: readonly RollUpType[];
}

export function GuidedSearch({ idPrefix, searchPath, rollUps }: GuidedSearchProps) {
  const { t, path } = useLanguage();
  const [open, setOpen] = useAtom(guidedOpenAtom);
  const bannerId = `${idPrefix}-banner`;
  const titleId = `${idPrefix}-title`;
  return (
    <aside className="guided-banner" aria-labelledby={bannerId}>
      <p id={bannerId} className="guided-banner-text">
        {t.guided.banner.text}
      </p>
      <button type="button" className="button button-primary needs-script" onClick={() => setOpen(true)}>
        {t.guided.banner.open}
      </button>
      {/* Without JavaScript the dialog cannot open: the same questions on a page of their own. */}
      <a className="button button-primary no-script-only" href={path(GUIDED_SEARCH_PATH)}>
        {t.guided.banner.open}
      </a>
      <Modal
        id={`${idPrefix}-dialog`}
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        size="fit-content"
      >
        <h2 id={titleId}>{t.guided.title}</h2>
        <Suspense fallback={<p role="status">{t.guided.loading}</p>}>
          <GuidedQuestionnaire idPrefix={idPrefix} searchPath={searchPath} rollUps={rollUps} />
        </Suspense>
      </Modal>
    </aside>
  );
}
