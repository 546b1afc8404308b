/**
 * Place suggestions for a location box (spec reviews-and-provider-page §5): asked for once the
 * visitor stops typing for the debounce time and only for more than 2 characters; an answer
 * for older text is dropped, and a failed call shows no suggestions rather than an error.
 */

import { useEffect, useMemo, useRef, useState } from "react";
import type { Place } from "../../../domain/geo/gazetteer-place.ts";
import { getJson } from "../../app/api-client.ts";
import { debounce } from "../../app/debounce.ts";
import { autocompletePath, wantsSuggestions } from "./autocomplete.ts";

interface PlaceSuggestions {
  places: readonly Place[];
  /** Call with each keystroke's text (not with text set from elsewhere). */
  typed: (text: string) => void;
  /** Forgets the suggestions and any pending request. */
  clear: () => void;
}

/** Suggestions for what the visitor types, waiting `debounceMs` after the last keystroke. */
export function usePlaceSuggestions(debounceMs: number): PlaceSuggestions {
  const [places, setPlaces] = useState<readonly Place[]>([]);
  const inFlight = useRef<AbortController | null>(null);

  const lookup = useMemo(
    () =>
      debounce(async (text: string) => {
        inFlight.current?.abort();
        const controller = new AbortController();
        inFlight.current = controller;
        try {
          const result = await getJson<{ places: Place[] }>(autocompletePath(text), controller.signal);
          if (controller.signal.aborted) return;
          if (!result.ok) console.warn("place suggestions failed", result.status, result.message);
          setPlaces(result.ok ? result.data.places : []);
        } catch {
          // getJson throws only when aborted: a newer keystroke or a clear superseded this request.
        }
      }, debounceMs),
    [debounceMs],
  );

  useEffect(
    () => () => {
      lookup.cancel();
      inFlight.current?.abort();
    },
    [lookup],
  );

  function clear() {
    lookup.cancel();
    inFlight.current?.abort();
    setPlaces([]);
  }

  function typed(text: string) {
    if (!wantsSuggestions(text)) {
      clear();
      return;
    }
    lookup.run(text);
  }

  return { places, typed, clear };
}
