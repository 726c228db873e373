import { Field } from './Field';

interface EmailFormProps {
  label: string;
  /** The rule the email broke, already translated. */
  problem: string | null;
  value: string;
  submitLabel: string;
  placeholder?: string;
  onChange(value: string): void;
  onSubmit(): void;
  onFocus?(): void;
  /** The id of a text that describes the field and its button, e.g. why they are disabled. */
  describedBy?: string;
}

/** One email field and its submit button (the Connect view's email login, an email change). */
export function EmailForm({
  label,
  problem,
  value,
  submitLabel,
  placeholder,
  onChange,
  onSubmit,
  onFocus,
  describedBy,
}: EmailFormProps) {
  return (
    <form
      className="portico-email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field label={label} problem={problem}>
        {(field) => (
          <input
            {...field}
            aria-describedby={
              [field['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined
            }
            type="email"
            className="portico-input"
            autoComplete="email"
            placeholder={placeholder}
            value={value}
            onFocus={onFocus}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="portico-button"
        data-variant="primary"
        aria-describedby={describedBy}
      >
        {submitLabel}
      </button>
    </form>
  );
}
