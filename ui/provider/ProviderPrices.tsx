/**
 * A provider's costs block (spec reviews-and-provider-page §2, lead-capture-and-chrome §4-§6,
 * §9): an overview tab with each care type's starting price, then one tab per care type with
 * its room-type prices. Without script every tab's prices stand in the HTML one after another;
 * once hydrated they become a tabs pattern (role tablist, tab and tabpanel, arrow keys, Home
 * and End). While prices are blurred each figure is a placeholder, never the number, and the
 * 'Unlock pricing' button opens the page's Get Costs form. Once an inquiry is sent from the
 * page, the prices show without a reload as the server now answers them (GET
 * /api/location/{id}, which the inquiry's signed cookie unlocks).
 */
import { useAtomValue } from "jotai";
import { type KeyboardEvent, useRef, useState } from "react";
import { formatDollars } from "../../domain/money.ts";
import { careTypeLabelIn } from "../../domain/providers/care-type-words.ts";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { InquiryForm } from "../inquiry/InquiryForm.tsx";
import { inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import type { InquiryFormProps } from "../inquiry/inquiry-config.ts";
import { type CareTypePrices, careTypePrices, roomTypeName } from "./costs.ts";
import { useSectionHashScroll } from "./section-hash-scroll.ts";
import { useUnlockedRecord } from "./unlocked-record.ts";
import { useHydrated } from "./use-hydrated.ts";

interface ProviderPricesProps {
  providerId: number;
  providerUrl: string;
  /** The priced care types as the visitor may read them: without figures while blurred. */
  careTypes: CareTypePrices[];
  blurred: boolean;
  /** The Get Costs form behind 'Unlock pricing'. */
  unlockForm: InquiryFormProps;
  /** Id of the page's inline Get Costs form, for visitors without JavaScript. */
  inlineFormId: string;
}

function BlurredPrice() {
  const words = useLanguage().t.provider.prices;
  return (
    <>
      <span className="price-blurred" aria-hidden="true">
        {words.blurredLabel}
        {words.blurredFigure}
      </span>
      <span className="visually-hidden">{words.hidden}</span>
    </>
  );
}

function Price({ cents, hidden }: { cents: number | null; hidden: boolean }) {
  const { t, locale } = useLanguage();
  if (hidden) return <BlurredPrice />;
  const words = t.provider.prices;
  return <>{cents === null ? words.notAvailable : words.startingAt(formatDollars(cents, locale))}</>;
}

function OverviewPanel({ careTypes, hidden }: { careTypes: CareTypePrices[]; hidden: boolean }) {
  return (
    <ul className="price-list">
      {careTypes.map((careType) => (
        <li key={careType.careTypeId}>
          <span className="price-list-name">{careType.label}</span>
          <span className="price-list-price">
            <Price cents={careType.startingPriceCents} hidden={hidden} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function CareTypePanel({ careType, hidden }: { careType: CareTypePrices; hidden: boolean }) {
  const { t, locale } = useLanguage();
  const words = t.provider.prices;
  return (
    <>
      <p className="price-list-price">
        <Price cents={careType.startingPriceCents} hidden={hidden} />
      </p>
      {hidden ? (
        <p>{words.roomTypesHidden}</p>
      ) : careType.roomTypes.length === 0 ? (
        <p>
          <Fill text={words.noRoomTypes} parts={{ careType: careType.label }} />
        </p>
      ) : (
        <ul className="price-list">
          {careType.roomTypes.map((room) => (
            <li key={room.roomType}>
              <span className="price-list-name">{roomTypeName(words.roomTypes, room.roomType, room.label)}</span>
              <span className="price-list-price">
                {words.startingAt(formatDollars(room.startingPriceCents, locale))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The pricing tabs, blurred or not, with the Get Costs form behind 'Unlock pricing' while blurred. */
export function ProviderPrices({
  providerId,
  providerUrl,
  careTypes,
  blurred,
  unlockForm,
  inlineFormId,
}: ProviderPricesProps) {
  const submitted = useAtomValue(inquirySubmittedAtom);
  const record = useUnlockedRecord(providerId, blurred && submitted);
  const unlocked = record ? careTypePrices(record.services) : null;
  const hydrated = useHydrated();
  const { t, path } = useLanguage();
  const words = t.provider.prices;
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useSectionHashScroll(providerId);

  const hidden = blurred && !unlocked;
  // The care types' names in the page's language (records hold the English ones).
  const shown = (unlocked ?? careTypes).map((careType) => ({ ...careType, label: careTypeLabelIn(t, careType.label) }));
  const tabs = [
    { key: "overview", label: words.overview, panel: <OverviewPanel careTypes={shown} hidden={hidden} /> },
    ...shown.map((careType) => ({
      key: careType.careTypeId,
      label: careType.label,
      panel: <CareTypePanel careType={careType} hidden={hidden} />,
    })),
  ];
  const current = Math.min(selected, tabs.length - 1);
  const tabId = (index: number) => `provider-costs-${providerId}-tab-${index}`;
  const panelId = (index: number) => `provider-costs-${providerId}-panel-${index}`;

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <>
      {hydrated ? (
        <div className="price-tabs" role="tablist" aria-label={words.tabs}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="price-tab"
              aria-selected={index === current}
              aria-controls={panelId(index)}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.map((tab, index) =>
        hydrated ? (
          <div
            key={tab.key}
            id={panelId(index)}
            className="price-panel"
            role="tabpanel"
            aria-labelledby={tabId(index)}
            hidden={index !== current}
          >
            {tab.panel}
          </div>
        ) : (
          <div key={tab.key} id={panelId(index)} className="price-panel">
            <h3>{tab.label}</h3>
            {tab.panel}
          </div>
        ),
      )}
      {blurred ? (
        // The form stays mounted once the inquiry is sent (only its button hides), so the costs
        // dialog it opened stays open while the prices load.
        <div className={hidden && !submitted ? "price-unlock" : "price-unlock price-unlock-done"}>
          {hidden && submitted ? (
            <p>
              <Fill text={words.sent} parts={{ link: <a href={path(providerUrl)}>{words.showPrices}</a> }} />
            </p>
          ) : null}
          {hidden && !submitted ? <p>{words.askForCosts}</p> : null}
          <InquiryForm {...unlockForm} triggerText={words.unlockPricing} />
          {hidden ? (
            <a className="button button-primary no-script-only" href={`#${inlineFormId}`}>
              {words.unlockPricing}
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
