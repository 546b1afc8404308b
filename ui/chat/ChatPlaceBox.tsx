/**
 * The chat's place box (spec reviews-and-provider-page §5, place autocomplete: only after more
 * than 2 characters, 500 ms debounce, arrow keys and Enter): the header search bar's combobox
 * over GET /api/places/autocomplete (ui/search/header/PlaceCombobox.tsx), with the same words.
 */
import type { RefObject } from "react";
import { useLanguage } from "../i18n/page-language.tsx";
import { PlaceSuggestionList, usePlaceCombobox } from "../search/header/PlaceCombobox.tsx";

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
  const { t } = useLanguage();
  const combobox = usePlaceCombobox({
    listboxId: `${id}-suggestions`,
    input: inputRef,
    debounceMs: PLACE_DEBOUNCE_MS,
    onChoose: (place) => onChoose(place.label),
  });

  return (
    <div className="combobox chat-place">
      <input
        ref={inputRef}
        id={id}
        className="chat-answer-input"
        type="text"
        {...combobox.inputProps}
        placeholder={t.chrome.searchBar.locationPlaceholder}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.value);
          combobox.typed(event.target.value);
        }}
        onKeyDown={combobox.onKeyDown}
        onBlur={combobox.closeList}
      />
      <PlaceSuggestionList {...combobox.list} className="chat-place-suggestions" />
    </div>
  );
}
