/**
 * The interactive US states map of a care-type hub (spec lead-capture-and-chrome §2, interactive
 * states map; §4, 'Tracks the active state; clicking a state in list mode scrolls to it'). List
 * mode is the server's HTML and the only mode without script: every state, those with content
 * linking to the anchor of their two-letter code (`#TX`), where the page lists their cities.
 * Once the island is live, a List / Map toggle appears; map mode fetches MapLibre (the browser's
 * `loadRuntime`, ./StatesMapInBrowser.tsx) and draws the states, those with content clickable;
 * the list stays beside the map as the keyboard's way to the same anchors. The active state is
 * the address's hash: its link carries aria-current, and its section shows as :target.
 */
import { useEffect, useRef, useState } from "react";
import { formatCount } from "../../../domain/counts.ts";
import { stateName } from "../../../domain/geo/us-states.ts";
import { MAP_STYLE_PATH } from "../../../domain/search/map-geo.ts";
import { useLanguage } from "../../i18n/page-language.tsx";

export interface StatesMapState {
  code: string;
  /** In the page's language. */
  name: string;
  /** Providers of the care type there; 0: no content, shown without a link. */
  providers: number;
}

export type LoadStatesMapRuntime = () => Promise<typeof import("./states-map-runtime.ts")>;

export interface StatesMapProps {
  idPrefix: string;
  careTypeLabel: string;
  states: StatesMapState[];
  /** Set in the browser only. */
  loadRuntime?: LoadStatesMapRuntime;
}

type Mode = "list" | "map";
type MapState = "off" | "loading" | "ready" | "failed" | "no-webgl";

function hashCode(): string | null {
  const hash = window.location.hash.slice(1);
  return /^[A-Z]{2}$/.test(hash) ? hash : null;
}

export function StatesMap({ idPrefix, careTypeLabel, states, loadRuntime }: StatesMapProps) {
  const { t, locale } = useLanguage();
  const words = t.geo.statesMap;
  const [live, setLive] = useState(false);
  const [mode, setMode] = useState<Mode>("list");
  const [mapState, setMapState] = useState<MapState>("off");
  const [active, setActive] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  // The toggle shows only once the island runs: without script, the list is all there is.
  useEffect(() => {
    setLive(true);
    const track = () => setActive(hashCode());
    track();
    window.addEventListener("hashchange", track);
    return () => window.removeEventListener("hashchange", track);
  }, []);

  // A jump to a state (its link, or a click on the map) unfolds that state's cities.
  useEffect(() => {
    const folded = active ? document.getElementById(active)?.querySelector("details") : null;
    if (folded) folded.open = true;
  }, [active]);

  useEffect(() => {
    const element = container.current;
    if (mode !== "map" || !element || !loadRuntime) return;
    let cancelled = false;
    let remove: (() => void) | null = null;
    setMapState("loading");
    void (async () => {
      try {
        const runtime = await loadRuntime();
        if (cancelled) return;
        if (!runtime.webglAvailable()) {
          setMapState("no-webgl");
          setMode("list");
          return;
        }
        // The map names its states in English, whatever the page's language.
        const mapName = (state: StatesMapState) => stateName(state.code) ?? state.name;
        const codeByName = new Map(states.map((state) => [mapName(state), state.code]));
        const map = await runtime.createStatesMap({
          container: element,
          styleUrl: MAP_STYLE_PATH,
          title: words.mapTitle(careTypeLabel),
          statesWithContent: states.filter((state) => state.providers > 0).map(mapName),
          onStateSelect: (name) => {
            const code = codeByName.get(name);
            if (code) window.location.hash = code;
          },
        });
        if (cancelled) {
          map.remove();
          return;
        }
        remove = map.remove;
        setMapState("ready");
      } catch (error) {
        if (cancelled) return;
        console.error("states map: the map could not be shown", error);
        setMapState("failed");
        setMode("list");
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [mode, loadRuntime, states, careTypeLabel, words]);

  const note = mapState === "no-webgl" ? words.noWebgl : mapState === "failed" ? words.failed : null;

  return (
    <div className="states-map" data-mode={mode} data-map-state={mapState}>
      <fieldset className="states-map-modes" hidden={!live}>
        <legend>{words.modes}</legend>
        {(["list", "map"] as const).map((value) => (
          <button
            key={value}
            type="button"
            id={`${idPrefix}-${value}`}
            className="button button-secondary"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
          >
            {words[value]}
          </button>
        ))}
      </fieldset>
      {note ? (
        <p className="states-map-note" role="status">
          {note}
        </p>
      ) : null}
      {mode === "map" ? (
        <div className="map-frame states-map-frame">
          <div ref={container} className="map-canvas" />
          {mapState === "loading" ? (
            <p className="map-status" role="status">
              {words.loading}
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === "map" ? <p className="states-map-hint">{words.mapHint}</p> : null}
      <ul className="states-map-list">
        {states.map((state) =>
          state.providers > 0 ? (
            <li key={state.code}>
              <a
                href={`#${state.code}`}
                aria-current={active === state.code ? "location" : undefined}
                onClick={() => setActive(state.code)}
              >
                <span className="states-map-name">{state.name}</span>{" "}
                <span className="states-map-count">{`(${words.providers(state.providers, formatCount(state.providers, locale))})`}</span>
              </a>
            </li>
          ) : (
            <li key={state.code} className="states-map-empty">
              {state.name}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
