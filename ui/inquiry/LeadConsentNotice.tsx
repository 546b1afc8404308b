/**
 * The consent text under a lead form (docs/leads.md): where the request goes, by name, and that
 * it goes nowhere else, then the way to have it deleted. Plain words at 16px or more.
 */
import { DELETE_MY_REQUEST_PATH } from "../../domain/inquiry/lead-consent.ts";

interface LeadConsentNoticeProps {
  /** The request consent of domain/inquiry/lead-consent.ts: the words the server stores with the lead. */
  text: string;
  className: string;
}

export function LeadConsentNotice({ text, className }: LeadConsentNoticeProps) {
  return (
    <p className={className}>
      {text} You can <a href={DELETE_MY_REQUEST_PATH}>ask us to delete your request</a> at any time.
    </p>
  );
}
