/**
 * The costs dialog (spec lead-capture-and-chrome §4, §8): after a Get Costs inquiry, the
 * provider's services by category name with their starting monthly price, or that the
 * provider gives no prices; and who will contact the family: the provider, the one recipient
 * the form's consent named (domain/inquiry/lead-promise.ts). Closing it goes to the provider
 * page at its costs section (priced) or its comparison section (§2).
 */
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import type { Brand } from "../../domain/brands/brands.ts";
import type { InquiryProvider } from "../../domain/inquiry/inquiry-schema.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { leadPromise } from "../../domain/inquiry/lead-promise.ts";
import { THANK_YOU_TITLE } from "../../domain/inquiry/thank-you-url.ts";
import { Modal } from "../app/Modal.tsx";
import {
  byCategoryName,
  costsDialogTarget,
  PRICING_NOT_AVAILABLE,
  PRICING_UNAVAILABLE,
  startingPriceText,
} from "../provider/costs.ts";

export interface CostsDialogProps {
  provider: InquiryProvider;
  /** The brand's word for its advisors, as the form's consent read it. */
  advisorTitle: Brand["advisorTitle"];
  idPrefix: string;
  /** After the dialog closed and the page moved to the provider's section. */
  onClosed: () => void;
}

/** Goes to the section, on this page without a reload when it is the provider's page. */
function goToSection(provider: InquiryProvider) {
  const { path, anchor } = costsDialogTarget(provider);
  if (window.location.pathname !== path) {
    window.location.assign(`${path}#${anchor}`);
    return;
  }
  window.location.hash = anchor;
  document.getElementById(anchor)?.focus();
}

/** Opens at once; closing it (button or Escape) goes to the provider's section. */
export function CostsDialog({ provider, advisorTitle, idPrefix, onClosed }: CostsDialogProps) {
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
        goToSection(provider);
        onClosed();
      }}
    >
      <div className="costs-dialog">
        <h2 id={titleId}>{THANK_YOU_TITLE}</h2>
        <p>
          Starting prices at <strong>{provider.name}</strong> in {provider.city.name}, {provider.state.name}:
        </p>
        {priced ? (
          <ul className="costs-list">
            {services.map((service) => (
              <li key={service.id}>
                <span className="costs-list-name">{service.category.name}</span>
                <span className="costs-list-price">
                  {service.costs.startingPriceCents === null
                    ? PRICING_NOT_AVAILABLE
                    : startingPriceText(service.costs.startingPriceCents)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="costs-unavailable">{PRICING_UNAVAILABLE}</p>
        )}
        <p className="lead-promise">
          {leadPromise({
            recipient: leadRecipient(provider.name, { advisorTitle }),
            kind: "costs",
            withinAdvisorHours: isWithinAdvisorHours(new Date()),
          })}
        </p>
      </div>
    </Modal>
  );
}
