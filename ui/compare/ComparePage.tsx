/**
 * The compare page (docs/search.md, the compare page): the chosen communities side by side in one table, a
 * column each and a row per fact, so every figure of a row lines up with its neighbours. All of
 * it is server HTML: it reads and works without JavaScript and as a shared link. On a phone the
 * table scrolls sideways inside its own region while the first column, the facts' names, stays
 * in view. Remove links lead to the same page without that community.
 */

import type { ReactNode } from "react";
import { comparePageHref } from "../../domain/compare/compare-url.ts";
import { medicareSourceText, medicareStarsText } from "../../domain/providers/care-compare.ts";
import { reviewCountText, showsRating } from "../../domain/ratings.ts";
import { Island } from "../app/Island.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { StarRating } from "../app/StarRating.tsx";
import { costsAnchor, PRICING_LABEL, startingPriceText } from "../provider/costs.ts";
import { PRICING_NOT_AVAILABLE } from "../search/cards/card-text.ts";
import type { ComparedProvider, CompareTable, PriceCell } from "./compare-table.ts";

export const COMPARE_PAGE_TITLE = "Compare communities";

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

function Price({ value, roomPrice = false }: { value: PriceCell; roomPrice?: boolean }) {
  if (value.kind === "figure") return <>{startingPriceText(value.cents)}</>;
  if (value.kind === "none") return <>{roomPrice ? "Not listed" : PRICING_NOT_AVAILABLE}</>;
  // No figure is in the page until the visitor asks: a placeholder, blurred, and words.
  return (
    <>
      <span className="price-blurred" aria-hidden="true">{`${PRICING_LABEL} $X,XXX/month`}</span>
      <span className="visually-hidden">Price shown once you request pricing</span>
    </>
  );
}

function Medicare({ provider }: { provider: ComparedProvider }) {
  if (provider.medicare === null) return <>Not rated by Medicare</>;
  return (
    <>
      <span className="compare-medicare-stars">{medicareStarsText(provider.medicare)}</span>{" "}
      <span className="compare-source">{medicareSourceText(provider.medicare)}</span>
    </>
  );
}

function Reviews({ provider }: { provider: ComparedProvider }) {
  return (
    <>
      {showsRating(provider.averageRating) ? <StarRating rating={provider.averageRating} halves /> : "Not rated yet"}
      <br />
      {reviewCountText(provider.reviewCount)}
    </>
  );
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="compare-list">
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
  const { providers } = table;
  const row = (label: string, render: (provider: ComparedProvider) => ReactNode, className?: string) => (
    <tr key={label} className={className}>
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
        <caption
          id={TABLE_CAPTION_ID}
        >{`${providers.length} ${providers.length === 1 ? "community" : "communities"} side by side`}</caption>
        <thead>
          <tr>
            <td />
            {providers.map((provider) => (
              <th key={provider.id} scope="col">
                <img src={provider.image} alt="" width={240} height={180} loading="lazy" decoding="async" />
                <a className="compare-name" href={provider.url}>
                  {provider.name}
                </a>
                <span className="compare-address">{provider.address}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(
            "Starting price",
            (provider) => (
              <Price value={provider.startingPrice} />
            ),
            "compare-price-row",
          )}
          {table.roomTypes.map(({ roomType, label }) =>
            row(label, (provider) => <Price value={provider.roomPrices[roomType] ?? { kind: "none" }} roomPrice />),
          )}
          {row("Medicare overall rating", (provider) => (
            <Medicare provider={provider} />
          ))}
          {row("Family reviews", (provider) => (
            <Reviews provider={provider} />
          ))}
          {row("Care types", (provider) => (
            <List items={provider.careTypes} empty="Not listed" />
          ))}
        </tbody>
        {table.amenityCategories.length > 0 ? (
          <tbody>
            <tr className="compare-group">
              <th scope="rowgroup" colSpan={providers.length + 1}>
                Amenities
              </th>
            </tr>
            {table.amenityCategories.map((category) =>
              row(category, (provider) => <List items={provider.amenities[category] ?? []} empty="None listed" />),
            )}
          </tbody>
        ) : null}
        <tbody>
          {nearLabel
            ? row(`Distance from ${nearLabel}`, (provider) => `${provider.distanceMiles?.toFixed(1) ?? "?"} miles`)
            : null}
          {row("Get in touch", (provider) => (
            <div className="compare-actions">
              <a className="button button-primary" href={`${provider.url}#${costsAnchor(provider.id)}`}>
                Request Info<span className="visually-hidden">{` from ${provider.name}`}</span>
              </a>
              <a
                className="compare-remove"
                href={comparePageHref(
                  ids.filter((id) => id !== provider.id),
                  near,
                )}
              >
                Remove<span className="visually-hidden">{` ${provider.name} from the comparison`}</span>
              </a>
            </div>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ComparePage({ chrome, table, problem, ids, missing, near, nearLabel, nearUnknown }: ComparePageProps) {
  const searchPath = chrome.brand.searchPath;
  const count = table?.providers.length ?? 0;
  return (
    <PageLayout chrome={chrome}>
      <div className="container compare-page">
        <h1>{COMPARE_PAGE_TITLE}</h1>
        {problem ? (
          <p className="compare-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {missing > 0 ? (
          <p className="compare-note">
            {missing === 1
              ? "One community in this link is no longer listed, so it is left out."
              : `${missing} communities in this link are no longer listed, so they are left out.`}
          </p>
        ) : null}
        {nearUnknown && near ? (
          <p className="compare-note">{`We could not find the place “${near}”, so distances are left out.`}</p>
        ) : null}
        {table && count > 0 ? (
          <>
            <p className="compare-lead">
              Each row lines up one fact for every community. Prices are the lowest monthly starting prices the
              communities give us; Medicare's stars are from the federal Care Compare data, with its month.
            </p>
            <CompareTableView table={table} ids={ids} near={near} nearLabel={nearLabel} />
            {count < 2 ? <p className="compare-note">Add another community to compare it side by side.</p> : null}
          </>
        ) : null}
        <p className="compare-back">
          <a href={searchPath}>Search for more communities</a>
        </p>
      </div>
      {table && count > 0 ? (
        <Island hydrate="load" name="CompareViewed" props={{ ids: table.providers.map((provider) => provider.id) }} />
      ) : null}
    </PageLayout>
  );
}
