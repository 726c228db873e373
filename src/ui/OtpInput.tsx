import { useState } from 'react';
import { Field } from './Field';

interface OtpInputProps {
  label: string;
  /** The rule the last code broke, already translated. */
  problem: string | null;
  hint?: string;
  disabled?: boolean;
  /** Called with the 6 digits once they are all in (typed, pasted or filled by the browser). */
  onComplete(code: string): void;
}

const CODE_LENGTH = 6;

/**
 * A one-time-code field: digits only, 6 of them, submitted by itself when complete. One input
 * (not six), so pasting, the browser's one-time-code autofill and screen readers just work.
 */
export function OtpInput({ label, problem, hint, disabled, onComplete }: OtpInputProps) {
  const [code, setCode] = useState('');
  const take = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    setCode(digits);
    if (digits.length === CODE_LENGTH) onComplete(digits);
  };
  return (
    <Field label={label} problem={problem} {...(hint ? { hint } : {})}>
      {(field) => (
        <input
          {...field}
          className="portico-input portico-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          pattern="[0-9]*"
          value={code}
          disabled={disabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is all this step asks for
          autoFocus
          onChange={(event) => take(event.target.value)}
        />
      )}
    </Field>
  );
}
