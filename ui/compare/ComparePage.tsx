/**
 * The compare page (docs/search.md, the compare page): the chosen communities side by side in one table, a
 * column each and a row per fact, so every figure of a row lines up with its neighbours. All of
 * it is server HTML: it reads and works without JavaScript and as a shared link. On a phone the
 * table scrolls sideways inside its own region while the first column, the facts' names, stays
 * in view. Remove links lead to the same page without that community.
 */

import type { ReactNode } from "react";
import { comparePageHref } from "../../domain/compare/compare-url.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { formatDollars } from "../../domain/money.ts";
import { medicareSourceText, medicareStarsText } from "../../domain/providers/care-compare.ts";
import { showsRating } from "../../domain/ratings.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { StarRating } from "../app/StarRating.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { costsAnchor, roomTypeName } from "../provider/costs.ts";
import type { ComparedProvider, CompareTable, PriceCell } from "./compare-table.ts";

interface ComparePageProps {
  chrome: SiteChrome;
  /** Null when the address could not be read: `problem` says why. */
  table: CompareTable | null;
  /** What is wrong with the address, naming the parameter; null when it is fine. */
  problem: string | null;
  /** The ids asked for, in order, for the Remove links. */
  ids: readonly number[];
  /** How many ids named no provider the directory lists. */
  missing: number;
  /** The searched place as asked for, kept in the Remove links. */
  near: string | null;
  /** The place distances are from, as found; null without one. */
  nearLabel: string | null;
  /** True when `near` named no place we know. */
  nearUnknown: boolean;
}

const TABLE_CAPTION_ID = "compare-caption";

/** A care type's name in the page's language; undefined for an id the catalogue does not know. */
function careTypeName(t: Messages, id: string): string | undefined {
  return Object.hasOwn(t.careTypes, id) ? t.careTypes[id as keyof Messages["careTypes"]].label : undefined;
}

function Price({ value, roomPrice = false }: { value: PriceCell; roomPrice?: boolean }) {
  const { t, locale } = useLanguage();
  const words = t.compare.table;
  const prices = t.provider.prices;
  if (value.kind === "figure") return <>{prices.startingAt(formatDollars(value.cents, locale))}</>;
  if (value.kind === "none") return <>{roomPrice ? words.notListed : prices.notAvailable}</>;
  // No figure is in the page until the visitor asks: a placeholder, blurred, and words.
  return (
    <>
      <span className="price-blurred" aria-hidden="true">{`${prices.blurredLabel}${prices.blurredFigure}`}</span>
      <span className="visually-hidden">{words.priceOnRequest}</span>
    </>
  );
}

function Medicare({ provider }: { provider: ComparedProvider }) {
  const { t } = useLanguage();
  const words = t.compare.table;
  if (provider.medicare === null) return <>{words.notRatedByMedicare}</>;
  return (
    <>
      <span className="compare-medicare-stars">{medicareStarsText(provider.medicare, t.provider.medicare.line)}</span>{" "}
      <span className="compare-source">{medicareSourceText(provider.medicare, t.provider.medicare.line)}</span>
    </>
  );
}

function Reviews({ provider }: { provider: ComparedProvider }) {
  const { t } = useLanguage();
  const words = t.compare.table;
  return (
    <>
      {showsRating(provider.averageRating) ? <StarRating rating={provider.averageRating} halves /> : words.notRatedYet}
      <br />
      {t.search.card.reviews(provider.reviewCount)}
    </>
  );
}

/** `english`: the items are the directory's own words (amenity names), marked so on a Spanish page. */
function List({ items, empty, english = false }: { items: readonly string[]; empty: string; english?: boolean }) {
  const { language } = useLanguage();
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="compare-list" lang={english && language === "es" ? "en" : undefined}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function CompareTableView({
  table,
  ids,
  near,
  nearLabel,
}: { table: CompareTable } & Pick<ComparePageProps, "ids" | "near" | "nearLabel">) {
  const { t, language, locale, path } = useLanguage();
  const words = t.compare.table;
  const { providers } = table;
  const miles = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const row = (
    label: ReactNode,
    render: (provider: ComparedProvider) => ReactNode,
    className?: string,
    key = String(label),
  ) => (
    <tr key={key} className={className}>
      <th scope="row">{label}</th>
      {providers.map((provider) => (
        <td key={provider.id}>{render(provider)}</td>
      ))}
    </tr>
  );
  return (
    // The region scrolls sideways on a narrow screen; it takes focus so a keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="compare-scroll" aria-labelledby={TABLE_CAPTION_ID} tabIndex={0}>
      <table className="compare-table">
        <caption id={TABLE_CAPTION_ID}>{words.caption(providers.length)}</caption>
        <thead>
          <tr>
            <td />
            {providers.map((provider) => (
              <th key={provider.id} scope="col">
                <img src={provider.image} alt="" width={240} height={180} loading="lazy" decoding="async" />
                <a className="compare-name" href={path(provider.url)}>
                  {provider.name}
                </a>
                <span className="compare-address">{provider.address}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(
            words.startingPrice,
            (provider) => (
              <Price value={provider.startingPrice} />
            ),
            "compare-price-row",
          )}
          {table.roomTypes.map(({ roomType, label }) =>
            row(roomTypeName(t.provider.prices.roomTypes, roomType, label), (provider) => (
              <Price value={provider.roomPrices[roomType] ?? { kind: "none" }} roomPrice />
            )),
          )}
          {row(words.medicare, (provider) => (
            <Medicare provider={provider} />
          ))}
          {row(words.reviews, (provider) => (
            <Reviews provider={provider} />
          ))}
          {row(words.careTypes, (provider) => (
            <List
              items={provider.careTypes.map(({ id, label }) => careTypeName(t, id) ?? label)}
              empty={words.notListed}
            />
          ))}
        </tbody>
        {table.amenityCategories.length > 0 ? (
          <tbody>
            <tr className="compare-group">
              <th scope="rowgroup" colSpan={providers.length + 1}>
                {words.amenities}
              </th>
            </tr>
            {table.amenityCategories.map((category) =>
              row(
                // The directory's own category names, in English.
                language === "es" ? <span lang="en">{category}</span> : category,
                (provider) => <List items={provider.amenities[category] ?? []} empty={words.noneListed} english />,
                undefined,
                category,
              ),
            )}
          </tbody>
        ) : null}
        <tbody>
          {nearLabel
            ? row(words.distance(nearLabel), (provider) =>
                words.miles(provider.distanceMiles === null ? "?" : miles.format(provider.distanceMiles)),
              )
            : null}
          {row(words.getInTouch, (provider) => (
            <div className="compare-actions">
              <a className="button button-primary" href={path(`${provider.url}#${costsAnchor(provider.id)}`)}>
                {words.requestInfo}
                <span className="visually-hidden">{words.requestInfoFrom(provider.name)}</span>
              </a>
              <a
                className="compare-remove"
                href={path(
                  comparePageHref(
                    ids.filter((id) => id !== provider.id),
                    near,
                  ),
                )}
              >
                {words.remove}
                <span className="visually-hidden">{words.removeFrom(provider.name)}</span>
              </a>
            </div>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ComparePage({ chrome, table, problem, ids, missing, near, nearLabel, nearUnknown }: ComparePageProps) {
  const { t, path } = useLanguage();
  const words = t.compare.page;
  const searchPath = path(chrome.brand.searchPath);
  const count = table?.providers.length ?? 0;
  return (
    <PageLayout chrome={chrome}>
      <div className="container compare-page">
        <h1>{words.title}</h1>
        {problem ? (
          <p className="compare-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {missing > 0 ? <p className="compare-note">{words.missing(missing)}</p> : null}
        {nearUnknown && near ? <p className="compare-note">{words.nearUnknown(near)}</p> : null}
        {table && count > 0 ? (
          <>
            <p className="compare-lead">{words.lead}</p>
            <CompareTableView table={table} ids={ids} near={near} nearLabel={nearLabel} />
            {count < 2 ? <p className="compare-note">{words.addAnother}</p> : null}
          </>
        ) : null}
        <p className="compare-back">
          <a href={searchPath}>{words.searchMore}</a>
        </p>
      </div>
      {table && count > 0 ? (
        <Island hydrate="load" name="CompareViewed" props={{ ids: table.providers.map((provider) => provider.id) }} />
      ) : null}
    </PageLayout>
  );
}
