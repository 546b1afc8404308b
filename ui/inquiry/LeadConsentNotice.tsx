/**
 * The consent text under a lead form (docs/leads.md): where the request goes, by name, and that
 * it goes nowhere else, then the way to have it deleted. Plain words at 16px or more.
 */
import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";

interface LeadConsentNoticeProps {
  /** The request consent of domain/inquiry/lead-consent.ts: the words the server stores with the lead. */
  text: string;
  className: string;
}

export function LeadConsentNotice({ text, className }: LeadConsentNoticeProps) {
  const { t, path } = useLanguage();
  return (
    <p className={className}>
      {text}
      <Fill
        text={t.inquiry.consent.deletion}
        parts={{ link: <a href={path(DELETE_MY_REQUEST_PATH)}>{t.inquiry.consent.deletionLink}</a> }}
      />
    </p>
  );
}
