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
  const [open, setOpen] = useAtom(guidedOpenAtom);
  const bannerId = `${idPrefix}-banner`;
  const titleId = `${idPrefix}-title`;
  return (
    <aside className="guided-banner" aria-labelledby={bannerId}>
      <p id={bannerId} className="guided-banner-text">
        Not sure what care you need?
      </p>
      <button type="button" className="button button-primary needs-script" onClick={() => setOpen(true)}>
        Answer a few questions
      </button>
      {/* Without JavaScript the dialog cannot open: the same questions on a page of their own. */}
      <a className="button button-primary no-script-only" href={GUIDED_SEARCH_PATH}>
        Answer a few questions
      </a>
      <Modal
        id={`${idPrefix}-dialog`}
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        size="fit-content"
      >
        <h2 id={titleId}>Find the right care</h2>
        <Suspense fallback={<p role="status">Loading the questions…</p>}>
          <GuidedQuestionnaire idPrefix={idPrefix} searchPath={searchPath} rollUps={rollUps} />
        </Suspense>
      </Modal>
    </aside>
  );
}
