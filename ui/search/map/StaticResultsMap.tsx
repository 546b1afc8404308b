/**
 * 'Show Map' without JavaScript (issue 38): a disclosure above the results that opens the
 * Worker's picture of them (worker/map/static-map-api.ts), square on a phone and wide beside
 * the results, with the numbered list its pins follow. With a script the disclosure is hidden
 * (so its lazy picture is never fetched) and the 'Show Map' toggle (ResultsMap.tsx) takes its
 * place. Server-rendered only: it is no island.
 */
import type { NumberedPin } from "../../../domain/search/static-map.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

export interface StaticResultsMapProps {
  /** The picture's address, wide and square (domain/search/static-map.ts, staticMapSrc). */
  wideSrc: string;
  narrowSrc: string;
  /** What the picture shows, as its alt text. */
  title: string;
  pins: readonly NumberedPin[];
  /** Whose map data it draws. */
  attribution: string;
}

export function StaticResultsMap({ wideSrc, narrowSrc, title, pins, attribution }: StaticResultsMapProps) {
  const { t, path } = useLanguage();
  const words = t.search.map;
  return (
    <details className="static-map">
      <summary className="button button-secondary static-map-toggle">
        <span className="static-map-show">{words.show}</span>
        <span className="static-map-hide">{words.hide}</span>
      </summary>
      <figure className="static-map-figure">
        <picture>
          <source media="(max-width: 599px)" srcSet={narrowSrc} width={360} height={360} />
          <img className="static-map-image" src={wideSrc} width={640} height={400} alt={title} loading="lazy" />
        </picture>
        <figcaption className="static-map-caption">
          <p>{words.staticPins}</p>
          <ol className="static-map-list">
            {pins.map(({ number, provider }) => (
              <li key={provider.id} value={number}>
                <a href={path(provider.url)}>{provider.name}</a>
              </li>
            ))}
          </ol>
          <p className="static-map-credit">{words.staticCredit(attribution)}</p>
        </figcaption>
      </figure>
    </details>
  );
}
