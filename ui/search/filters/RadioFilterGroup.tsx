/**
 * One filter that takes a single choice: a fieldset of radio buttons, the first choice lifting
 * the filter. The rating and Medicare star filters are this group with their own choices; the
 * value each radio sends is what the filter form's field carries without JavaScript.
 */
export interface RadioFilterChoice {
  /** What the form sends; "" for the choice that lifts the filter. */
  value: string;
  label: string;
}

interface RadioFilterGroupProps {
  /** The field name the form sends. */
  name: string;
  legend: string;
  note?: string;
  /** Prefix for the radios' ids, each `{idPrefix}-{value or any}`. */
  idPrefix: string;
  choices: readonly RadioFilterChoice[];
  /** The value of the checked choice. */
  chosen: string;
  onChoose: (value: string) => void;
}

export function RadioFilterGroup({ name, legend, note, idPrefix, choices, chosen, onChoose }: RadioFilterGroupProps) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group-legend">{legend}</legend>
      {note ? <p className="filter-group-note">{note}</p> : null}
      {choices.map((choice) => {
        const id = `${idPrefix}-${choice.value || "any"}`;
        return (
          <div key={id} className="filter-option">
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={chosen === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            <label htmlFor={id}>{choice.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
