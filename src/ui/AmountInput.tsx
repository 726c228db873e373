import type { FieldProps } from './Field';

type FieldAttributes = Parameters<FieldProps['children']>[0];

interface AmountInputProps {
  /** The attributes `Field` gives its control (id, aria-invalid, aria-describedby). */
  field: FieldAttributes;
  value: string;
  onChange(value: string): void;
  /** The Max button's text, already translated. */
  maxLabel: string;
  onMax(): void;
  /** Max is disabled (e.g. no token picked yet). Default false. */
  maxDisabled?: boolean;
  /**
   * The locale writes decimals with a comma (de, fr, ru…): the field shows one, and a typed
   * comma is the decimal point of `value`. Elsewhere a comma stays (it would be a thousands
   * separator). Default false.
   */
  decimalComma?: boolean;
}

/** A decimal amount typed as text (exact, no spinner), with a Max button beside it. */
export function AmountInput({
  field,
  value,
  onChange,
  maxLabel,
  onMax,
  maxDisabled = false,
  decimalComma = false,
}: AmountInputProps) {
  return (
    <div className="portico-input-row">
      <input
        {...field}
        className="portico-input"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="0.0"
        value={decimalComma ? value.replace('.', ',') : value}
        onChange={(event) =>
          onChange(decimalComma ? event.target.value.replace(/,/g, '.') : event.target.value)
        }
      />
      <button type="button" className="portico-link-button" disabled={maxDisabled} onClick={onMax}>
        {maxLabel}
      </button>
    </div>
  );
}
