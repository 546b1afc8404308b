/**
 * The thanks shown in place of a form that was sent (spec lead-capture-and-chrome §4 (a)): the
 * title, and who will contact the family (domain/inquiry/lead-promise.ts).
 */
import { useEffect, useRef } from "react";
import { useLanguage } from "../i18n/page-language.tsx";

/** The message, focused as it appears. */
export function ThankYouMessage({ id, message }: { id: string; message: string }) {
  const { t } = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  // Focus moves to the message, so keyboard and screen-reader users learn the form was sent.
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} id={id} className="inquiry-thanks" role="status" tabIndex={-1}>
      <p className="inquiry-thanks-title">{t.inquiry.thankYouTitle}</p>
      <p>{message}</p>
    </div>
  );
}
