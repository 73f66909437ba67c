import MaskedInput from "react-text-mask";
import { SIZE_MASK } from "./size-mask";

interface SizeFieldProps {
  id: string;
  label: string;
  value: string;
  hint: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** A size in mm through the 4-digit mask; the hint gives the allowed range, the error why a value is refused. */
export function SizeField({ id, label, value, hint, error, onChange }: SizeFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <MaskedInput
        mask={SIZE_MASK}
        guide={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        render={(ref, props) => (
          <input
            {...props}
            ref={(element) => {
              if (element) ref(element);
            }}
            id={id}
            className="field__input field__input--size"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={error ? "true" : "false"}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
      <p id={`${id}-hint`} className={error ? "field__error" : "field__hint"}>
        {error ?? hint}
      </p>
    </div>
  );
}
