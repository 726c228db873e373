import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** The rule this field broke, already translated. */
  problem: string | null;
  /** A hint under the field. */
  hint?: string;
  children(props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }): ReactNode;
}

/** A labelled form field with its hint and its problem, announced and tied to the input. */
export function Field({ label, problem, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [problem ? `${id}-problem` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="portico-field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id} className="portico-field-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': problem !== null,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="portico-field-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="portico-error-text" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
