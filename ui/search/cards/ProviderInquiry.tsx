/**
 * The inquiry form a card's 'Request Info' or 'Get Pricing' button opens (spec search-and-compare
 * §2.2; lead-capture-and-chrome §2, §4), placed once on a page of cards. Until a button is
 * pressed it renders nothing and costs the page almost no script: the dialog and the form load
 * then, and stay for the costs dialog that may follow.
 */
import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import type { InquiryPageContext } from "../../inquiry/inquiry-config.ts";
import { cardInquiryAtom } from "./card-inquiry-atoms.ts";

const CardInquiryDialog = lazy(() =>
  import("./CardInquiryDialog.tsx").then((module) => ({ default: module.CardInquiryDialog })),
);

interface ProviderInquiryProps {
  /** What the server knows for every form on the page: the visitor's anon id, the advisor line, the source. */
  page: InquiryPageContext;
  /** Prefix of the dialog's and the form's element ids. */
  idPrefix: string;
}

export function ProviderInquiry({ page, idPrefix }: ProviderInquiryProps) {
  const requested = useAtomValue(cardInquiryAtom) !== null;
  const [opened, setOpened] = useState(false);
  // Remembered from the first request on (React's pattern for state that follows a change in render).
  if (requested && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CardInquiryDialog page={page} idPrefix={idPrefix} />
    </Suspense>
  );
}
