/**
 * The chat's place box (spec reviews-and-provider-page §5, place autocomplete: only after more
 * than 2 characters, 500 ms debounce, arrow keys and Enter): an ARIA combobox over
 * GET /api/places/autocomplete, as the header search bar's, with the same words.
 */
import { type KeyboardEvent, type RefObject, useEffect, useState } from "react";
import type { Place } from "../../domain/geo/gazetteer-place.ts";
import { nextActiveIndex } from "../search/header/autocomplete.ts";
import { SEARCH_BAR_TEXT, suggestionsStatus } from "../search/header/search-bar-rules.ts";
import { usePlaceSuggestions } from "../search/header/use-place-suggestions.ts";

/** spec: reviews-and-provider-page §9, autocomplete 500 ms debounce. */
const PLACE_DEBOUNCE_MS = 500;

interface ChatPlaceBoxProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (text: string) => void;
  onChoose: (label: string) => void;
}

export function ChatPlaceBox({ id, inputRef, value, invalid, describedBy, onChange, onChoose }: ChatPlaceBoxProps) {
  const suggestions = usePlaceSuggestions(PLACE_DEBOUNCE_MS);
  const { places } = suggestions;
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = `${id}-suggestions`;
  const showList = listOpen && places.length > 0;

  useEffect(() => {
    setActive(-1);
    setListOpen(places.length > 0 && document.activeElement === inputRef.current);
  }, [places, inputRef]);

  function choose(place: Place) {
    onChoose(place.label);
    suggestions.clear();
    setListOpen(false);
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
      // Closes the list, not the chat.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
    }
  }

  return (
    <div className="combobox chat-place">
      <input
        ref={inputRef}
        id={id}
        className="chat-answer-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={SEARCH_BAR_TEXT.locationPlaceholder}
        value={value}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.value);
          suggestions.typed(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
      />
      <ul
        id={listboxId}
        className="place-suggestions chat-place-suggestions"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA's combobox pattern, a list with the listbox role.
        role="listbox"
        aria-label={SEARCH_BAR_TEXT.suggestions}
        hidden={!showList}
      >
        {places.map((place, index) => (
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
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {showList ? suggestionsStatus(places.length) : ""}
      </p>
    </div>
  );
}
