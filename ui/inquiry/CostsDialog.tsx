/**
 * The costs dialog (spec lead-capture-and-chrome §4, §8): after a Get Costs inquiry, the
 * provider's services by category name with their starting monthly price, or that the
 * provider gives no prices; and who will contact the family: the provider, the one recipient
 * the form's consent named (domain/inquiry/lead-promise.ts). Closing it goes to the provider
 * page at its costs section (priced) or its comparison section (§2).
 */
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import { CARE_TYPES } from "../../domain/care-types.ts";
import { stateNameOf } from "../../domain/geo/us-states.ts";
import type { InquiryProvider } from "../../domain/inquiry/inquiry-schema.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { leadPromise } from "../../domain/inquiry/lead-promise.ts";
import { formatDollars } from "../../domain/money.ts";
import { Modal } from "../app/Modal.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { byCategoryName, costsDialogTarget } from "../provider/costs.ts";

export interface CostsDialogProps {
  provider: InquiryProvider;
  /** The brand's word for its advisors, as the form's consent read it. */
  advisorTitle: Brand["advisorTitle"];
  idPrefix: string;
  /** After the dialog closed and the page moved to the provider's section. */
  onClosed: () => void;
}

/** Goes to the section, on this page without a reload when it is the provider's page; `localized` gives its address in the page's language. */
function goToSection(provider: InquiryProvider, localized: (englishPath: string) => string) {
  const target = costsDialogTarget(provider);
  const path = localized(target.path);
  const { anchor } = target;
  if (window.location.pathname !== path) {
    window.location.assign(`${path}#${anchor}`);
    return;
  }
  window.location.hash = anchor;
  document.getElementById(anchor)?.focus();
}

/** A category's name in the page's words: a care type's own, else the name as stored (English, marked so). */
function CategoryName({ name }: { name: string }) {
  const { t, language } = useLanguage();
  const careType = CARE_TYPES.find((type) => type.label === name);
  if (careType) return <span className="costs-list-name">{t.careTypes[careType.id].label}</span>;
  return (
    <span className="costs-list-name" {...(language === "es" ? { lang: "en" } : {})}>
      {name}
    </span>
  );
}

/** Opens at once; closing it (button or Escape) goes to the provider's section. */
export function CostsDialog({ provider, advisorTitle, idPrefix, onClosed }: CostsDialogProps) {
  const language = useLanguage();
  const { t } = language;
  const titleId = `${idPrefix}-costs-title`;
  const services = byCategoryName(provider.services);
  const priced = services.some((service) => service.costs.startingPriceCents !== null);
  return (
    <Modal
      id={`${idPrefix}-costs`}
      open
      size="fit-content"
      labelledBy={titleId}
      returnFocus={false}
      onClose={() => {
        goToSection(provider, language.path);
        onClosed();
      }}
    >
      <div className="costs-dialog">
        <h2 id={titleId}>{t.inquiry.thankYouTitle}</h2>
        <p>
          <Fill
            text={t.inquiry.costs.startingPrices}
            parts={{
              provider: <strong>{provider.name}</strong>,
              place: `${provider.city.name}, ${stateNameOf(provider.state.name, language.language)}`,
            }}
          />
        </p>
        {priced ? (
          <ul className="costs-list">
            {services.map((service) => (
              <li key={service.id}>
                <CategoryName name={service.category.name} />
                <span className="costs-list-price">
                  {service.costs.startingPriceCents === null
                    ? t.inquiry.costs.notAvailable
                    : t.inquiry.costs.startingAt(formatDollars(service.costs.startingPriceCents, language.locale))}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="costs-unavailable">{t.inquiry.costs.unavailable}</p>
        )}
        <p className="lead-promise">
          {leadPromise(
            {
              recipient: leadRecipient(provider.name, { advisorTitle }, t.inquiry),
              kind: "costs",
              withinAdvisorHours: isWithinAdvisorHours(new Date()),
            },
            language,
          )}
        </p>
      </div>
    </Modal>
  );
}
