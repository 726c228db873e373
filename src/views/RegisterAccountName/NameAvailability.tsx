import type { NameCheckState } from '../../features/names/types';
import { useTranslate } from '../../i18n/useTranslate';
import { useNameErrorText } from './useNameErrorText';

/**
 * Whether the typed name is free, announced politely as it changes; the lookup's failure
 * ('Error resolving name') as an alert.
 */
export function NameAvailability({ check }: { check: NameCheckState }) {
  const t = useTranslate();
  const errorText = useNameErrorText();
  const { availability, name } = check;
  if (availability === 'failed' && check.error)
    return (
      <p className="portico-error-text" role="alert">
        {errorText(check.error)}
      </p>
    );
  const text =
    name === null || availability === 'idle' || availability === 'failed'
      ? ''
      : t(`names.${availability}`, { name });
  return (
    <p
      className="portico-name-availability"
      role="status"
      data-availability={availability}
      aria-busy={availability === 'checking' || undefined}
    >
      {text}
    </p>
  );
}
