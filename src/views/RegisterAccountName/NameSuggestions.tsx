import { useId } from 'react';
import { nameSuggestionPicked } from '../../features/names/namesActions';
import type { NameCheckState } from '../../features/names/types';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { useNameErrorText } from './useNameErrorText';

/** Free names like the typed one, each a button that fills the field; or the call's failure. */
export function NameSuggestions({ check, disabled }: { check: NameCheckState; disabled: boolean }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const errorText = useNameErrorText();
  const headingId = useId();
  // The lookup's failure is shown on its own; this one only when the lookup answered.
  if (check.suggestionsStatus === 'failed' && check.availability !== 'failed' && check.error)
    return (
      <p className="portico-error-text" role="alert">
        {errorText(check.error)}
      </p>
    );
  if (check.suggestionsStatus !== 'loaded' || check.suggestions.length === 0) return null;
  return (
    <section className="portico-name-suggestions" aria-labelledby={headingId}>
      <h3 id={headingId} className="portico-section-heading">
        {t('names.suggestions')}
      </h3>
      <ul>
        {check.suggestions.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="portico-chip"
              disabled={disabled}
              onClick={() => dispatch(nameSuggestionPicked(name))}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
