import type { ChangeEvent } from "react";
import { conformSize } from "./size-mask";

interface SizeFieldProps {
  id: string;
  label: string;
  value: string;
  hint: string;
  error: string | null;
  onChange: (value: string) => void;
}

/**
 * The 4-digit mask of a size: what is typed or pasted keeps its digits, four at most, and the caret stays after the
 * last digit kept before it. A plain input rather than react-text-mask, which would put its weight in the
 * calculator page's first render for one regular expression (docs/performance.md).
 */
function conformInput(event: ChangeEvent<HTMLInputElement>): string {
  const field = event.currentTarget;
  const raw = field.value;
  const value = conformSize(raw);
  if (value !== raw) {
    const caret = conformSize(raw.slice(0, field.selectionStart ?? raw.length)).length;
    // Written here, so that React's controlled value finds the DOM already conformed and leaves the caret alone.
    field.value = value;
    field.setSelectionRange(caret, caret);
  }
  return value;
}

/** A size in mm through the 4-digit mask; the hint gives the allowed range, the error why a value is refused. */
export function SizeField({ id, label, value, hint, error, onChange }: SizeFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input field__input--size"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(conformInput(event))}
        aria-invalid={error ? "true" : "false"}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={error ? "field__error" : "field__hint"}>
        {error ?? hint}
      </p>
    </div>
  );
}
