/**
 * One question of the multi-step form: a visible label, the input, select or checkbox, its
 * info text and its message. A phone input is masked as it is typed (spec lead-capture-and-chrome
 * §5), with the caret kept just after the last digit.
 */

import { type ChangeEvent, useLayoutEffect, useRef } from "react";
import type { MultiStepField } from "../../domain/multi-step/multi-step-config.ts";
import { MULTI_STEP_FIELDS } from "../../domain/multi-step/multi-step-fields.ts";
import { type MultiStepValue, maskCaret, maskEdit } from "./multi-step-rules.ts";

interface FormFieldProps {
  field: MultiStepField;
  /** The element id; the island builds it from its id prefix. */
  id: string;
  value: MultiStepValue;
  error: string | null;
  onValueChange: (value: MultiStepValue) => void;
  onBlur: () => void;
}

/**
 * What browsers may fill in, for the fields a lead is built from. The phone is the whole number
 * ('tel', the only phone token the HTML checker accepts on a tel input): the mask drops a +1.
 */
const AUTOCOMPLETE: Record<string, string> = {
  [MULTI_STEP_FIELDS.fullName]: "name",
  [MULTI_STEP_FIELDS.email]: "email",
  [MULTI_STEP_FIELDS.phone]: "tel",
  [MULTI_STEP_FIELDS.location]: "postal-code",
};

const INPUT_TYPES = { email: "email", phone: "tel", text: "text" } as const;

export function FormField({ field, id, value, error, onValueChange, onBlur }: FormFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const text = typeof value === "string" ? value : "";
  const masked = field.type === "input" && field.inputType === "phone";
  const infoId = `${id}-info`;
  const errorId = `${id}-error`;
  const describedBy = [field.infoText ? infoId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  // A masked value is rewritten on every keystroke, which sends the caret to the end; put it back after the last digit.
  useLayoutEffect(() => {
    const element = input.current;
    if (!masked || !element || element !== document.activeElement) return;
    const caret = maskCaret(text);
    element.setSelectionRange(caret, caret);
  }, [masked, text]);

  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.type === "input" && !field.isRequired ? <span className="lp-field-optional"> (optional)</span> : null}
    </label>
  );
  const info = field.infoText ? (
    <p id={infoId} className="lp-field-info">
      {field.infoText}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
  const shared = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onBlur,
  } as const;

  if (field.type === "checkbox") {
    return (
      <div className="field lp-field-checkbox">
        <input
          {...shared}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onValueChange(event.target.checked)}
        />
        {label}
        {info}
      </div>
    );
  }

  if (field.type === "select") {
    return (
      <div className="field">
        {label}
        {info}
        <select
          {...shared}
          required={field.isRequired}
          value={text}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {message}
      </div>
    );
  }

  function change(event: ChangeEvent<HTMLInputElement>) {
    onValueChange(masked ? maskEdit(field.typeMask, text, event.target.value) : event.target.value);
  }

  // No maxLength: typing past the limit must reach the 'Value is too long' message (spec §5).
  return (
    <div className="field">
      {label}
      {info}
      <input
        {...shared}
        ref={input}
        type={INPUT_TYPES[field.inputType]}
        inputMode={masked ? "tel" : undefined}
        autoComplete={AUTOCOMPLETE[field.name]}
        placeholder={field.placeholder}
        required={field.isRequired}
        value={text}
        onChange={change}
      />
      {message}
    </div>
  );
}
