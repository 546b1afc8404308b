/**
 * The inquiry form's fields: a visible label, the control, and its message underneath, tied
 * together with aria-describedby and aria-invalid. The message element is always present
 * (empty when valid) so screen readers announce a message as it appears.
 */
import type { ChangeEvent, ReactNode, Ref } from "react";

interface FieldShell {
  id: string;
  label: string;
  name: string;
  error: string | null;
  onBlur?: () => void;
}

function errorId(id: string): string {
  return `${id}-error`;
}

function Message({ id, error }: { id: string; error: string | null }) {
  return (
    <p id={errorId(id)} className="field-error" aria-live="polite">
      {error}
    </p>
  );
}

function describedBy(id: string, error: string | null) {
  return error ? { "aria-invalid": true, "aria-describedby": errorId(id) } : {};
}

interface TextFieldProps extends FieldShell {
  value: string;
  type: "text" | "tel" | "email";
  autoComplete: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** A labelled text, phone or email input with its message. */
export function TextField({
  id,
  label,
  name,
  error,
  value,
  type,
  autoComplete,
  inputRef,
  onChange,
  onBlur,
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === "tel" ? "tel" : undefined}
        required
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        {...describedBy(id, error)}
      />
      <Message id={id} error={error} />
    </div>
  );
}

interface SelectFieldProps extends FieldShell {
  value: string;
  required: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled select with its message. */
export function SelectField({
  id,
  label,
  name,
  error,
  value,
  required,
  selectRef,
  onChange,
  onBlur,
  children,
}: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...describedBy(id, error)}
      >
        {children}
      </select>
      <Message id={id} error={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A long label wraps beside the box, the box at its first line. */
  long?: boolean;
}

/**
 * A checkbox with its label beside it; the whole row is a 48px target. Never required, and
 * unticked unless the value says the visitor ticked it; without JavaScript an unticked box
 * sends nothing.
 */
export function CheckboxField({ id, label, name, checked, onChange, long = false }: CheckboxFieldProps) {
  return (
    <div className={long ? "field field-checkbox field-checkbox-long" : "field field-checkbox"}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value="true"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Hidden values a post without JavaScript needs, in order. */
export function HiddenFields({ fields }: { fields: readonly (readonly [string, string])[] }) {
  return fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
