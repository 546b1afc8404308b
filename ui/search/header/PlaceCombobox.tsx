/**
 * The place combobox every location box shares (spec reviews-and-provider-page §5: suggestions
 * only after more than 2 characters, arrow keys and Enter), as ARIA's combobox pattern has it:
 * the text box keeps the focus and names the active option (aria-activedescendant), the list is
 * a listbox of options, Escape closes the list (and only the list), and a screen reader hears
 * how many places were found. The header search bar and the chat's location step use it with
 * their own input, error and styles around it.
 */
import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";
import type { Place } from "../../../domain/geo/gazetteer-place.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import { nextActiveIndex } from "./autocomplete.ts";
import { usePlaceSuggestions } from "./use-place-suggestions.ts";

interface PlaceComboboxOptions {
  /** The listbox's id; its options are `{listboxId}-{index}`. */
  listboxId: string;
  input: RefObject<HTMLInputElement | null>;
  /** How long to wait after a keystroke before asking for suggestions. */
  debounceMs: number;
  /** A place taken from the list (Enter on the active option, or a click). */
  onChoose: (place: Place) => void;
}

/** What the text box spreads onto itself: the combobox role and its ARIA state. */
export interface PlaceComboboxInputProps {
  role: "combobox";
  autoComplete: "off";
  spellCheck: false;
  "aria-autocomplete": "list";
  "aria-expanded": boolean;
  "aria-controls": string;
  "aria-activedescendant": string | undefined;
}

export function usePlaceCombobox({ listboxId, input, debounceMs, onChoose }: PlaceComboboxOptions) {
  const suggestions = usePlaceSuggestions(debounceMs);
  const { places } = suggestions;
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = listOpen && places.length > 0;

  // New suggestions open the list, if the visitor is still in the box.
  useEffect(() => {
    setActive(-1);
    setListOpen(places.length > 0 && document.activeElement === input.current);
  }, [places, input]);

  function closeList() {
    setListOpen(false);
    setActive(-1);
  }

  function choose(place: Place) {
    onChoose(place);
    suggestions.clear();
    closeList();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (key === "ArrowDown" || key === "ArrowUp") {
      if (places.length === 0) return;
      event.preventDefault();
      setActive((current) => nextActiveIndex(listOpen ? current : -1, key, places.length));
      setListOpen(true);
    } else if (key === "Enter" && showList && active >= 0) {
      const place = places[active];
      if (!place) return;
      event.preventDefault();
      choose(place);
    } else if (key === "Escape" && showList) {
      // Closes the list, not what holds the box (the chat's dialog).
      event.preventDefault();
      event.stopPropagation();
      closeList();
    }
  }

  const inputProps: PlaceComboboxInputProps = {
    role: "combobox",
    autoComplete: "off",
    spellCheck: false,
    "aria-autocomplete": "list",
    "aria-expanded": showList,
    "aria-controls": listboxId,
    "aria-activedescendant": showList && active >= 0 ? `${listboxId}-${active}` : undefined,
  };

  return {
    inputProps,
    onKeyDown,
    /** Call with each keystroke's text (not with text set from elsewhere). */
    typed: suggestions.typed,
    /** Forgets the suggestions and closes the list (a search sent, the box left). */
    dismiss: () => {
      suggestions.clear();
      closeList();
    },
    closeList,
    list: { listboxId, places, active, showList, choose },
  };
}

/** What the town of a ZIP code adds after its label. */
function placeDetail(place: Place): string | null {
  return place.kind === "zip" && place.city ? `${place.city}, ${place.stateCode}` : null;
}

interface PlaceSuggestionListProps {
  listboxId: string;
  places: readonly Place[];
  active: number;
  showList: boolean;
  choose: (place: Place) => void;
  /** Classes beside `place-suggestions`. */
  className?: string;
}

/** The listbox of suggested places and the live count a screen reader announces. */
export function PlaceSuggestionList({
  listboxId,
  places,
  active,
  showList,
  choose,
  className,
}: PlaceSuggestionListProps) {
  const { t } = useLanguage();
  return (
    <>
      <ul
        id={listboxId}
        className={className ? `place-suggestions ${className}` : "place-suggestions"}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA's combobox pattern, a list with the listbox role.
        role="listbox"
        aria-label={t.chrome.searchBar.suggestions}
        hidden={!showList}
      >
        {places.map((place, index) => {
          const detail = placeDetail(place);
          return (
            // Keys reach the options through the combobox input (aria-activedescendant), as ARIA's
            // combobox pattern has it, so the options take no focus and no keys of their own.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for its options.
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant).
            <li
              key={`${place.kind}:${place.label}`}
              id={`${listboxId}-${index}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox's items, with the option role.
              role="option"
              aria-selected={index === active}
              className="place-suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              {place.label}
              {detail ? <span className="place-suggestion-detail"> {detail}</span> : null}
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showList ? t.chrome.suggestionsStatus(places.length) : ""}
      </p>
    </>
  );
}

interface LocationComboboxInputProps {
  /** What usePlaceCombobox answered for this box. */
  combobox: ReturnType<typeof usePlaceCombobox>;
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  value: string;
  required: boolean;
  /** The message under the box, or null; `errorId` is its element's id. */
  error: string | null;
  errorId: string;
  /** Each keystroke's text. */
  onText: (text: string) => void;
  /** The box left (its list closed first). */
  onLeave: () => void;
  inputMode?: "search";
}

/**
 * A search form's location box (`keyword`) with its suggestion list: the header bar's and the
 * home page's, the same text box in the same combobox.
 */
export function LocationComboboxInput({
  combobox,
  inputRef,
  id,
  value,
  required,
  error,
  errorId,
  onText,
  onLeave,
  inputMode,
}: LocationComboboxInputProps) {
  const { t } = useLanguage();
  return (
    <div className="combobox">
      <input
        ref={inputRef}
        id={id}
        name="keyword"
        type="text"
        inputMode={inputMode}
        {...combobox.inputProps}
        placeholder={t.chrome.searchBar.locationPlaceholder}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onText(event.target.value);
          combobox.typed(event.target.value);
        }}
        onKeyDown={combobox.onKeyDown}
        onBlur={() => {
          combobox.closeList();
          onLeave();
        }}
      />
      <PlaceSuggestionList {...combobox.list} />
    </div>
  );
}
