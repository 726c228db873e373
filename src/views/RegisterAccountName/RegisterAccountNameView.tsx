import { useEffect, useState } from 'react';
import { checkNameLabel, NAME_MIN_LENGTH } from '../../features/names/checkNameLabel';
import {
  nameEdited,
  nameFormShown,
  nameRegistrationSubmitted,
} from '../../features/names/namesActions';
import { selectNameRegistrationBlock, selectNamesState } from '../../features/names/namesSelectors';
import { NAME_ZONE, toFullName } from '../../features/names/nameZone';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Field } from '../../ui/Field';
import { NameAvailability } from './NameAvailability';
import { NameSuggestions } from './NameSuggestions';
import { useNameErrorText } from './useNameErrorText';

/**
 * RegisterAccountName: the name field with the zone after it, its rules
 * checked as typed, whether it is free and free names like it (after the debounce), and
 * Register, which has the auth connector sign the message and the API register it. Without
 * the auth connector (or off an EVM chain) it says why instead.
 */
export function RegisterAccountNameView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const block = usePorticoSelector(selectNameRegistrationBlock);
  const { input, check, registration } = usePorticoSelector(selectNamesState);
  const errorText = useNameErrorText();
  // Local, so typing never waits for the lazy slice; the slice gets every edit.
  const [label, setLabel] = useState(input);
  useEffect(() => setLabel(input), [input]);
  useEffect(() => {
    dispatch(nameFormShown());
  }, [dispatch]);

  if (block === 'noApi') return <p className="portico-list-note">{t('names.unavailable')}</p>;
  if (block)
    return (
      <p className="portico-error-text portico-name-blocked" role="alert">
        {t(errorMessageKey({ code: block }))}
      </p>
    );

  const problems = checkNameLabel(label);
  const problem =
    problems.length > 0
      ? problems.map((rule) => t(`names.rule.${rule}`, { min: NAME_MIN_LENGTH })).join(' ')
      : null;
  const registering = registration.status === 'registering';
  const ready =
    problems.length === 0 &&
    check.availability === 'available' &&
    check.name === toFullName(label) &&
    !registering;

  return (
    <form
      className="portico-register-name"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) dispatch(nameRegistrationSubmitted());
      }}
    >
      <Field
        label={t('names.field')}
        problem={problem}
        hint={t('names.hint', { min: NAME_MIN_LENGTH })}
      >
        {(field) => (
          <div className="portico-input-row">
            <input
              {...field}
              className="portico-input"
              value={label}
              autoComplete="off"
              spellCheck={false}
              readOnly={registering}
              onChange={(event) => {
                setLabel(event.target.value);
                dispatch(nameEdited(event.target.value));
              }}
            />
            <span className="portico-name-zone">{t('names.zone', { zone: NAME_ZONE })}</span>
          </div>
        )}
      </Field>
      {problem === null ? <NameAvailability check={check} /> : null}
      {problem === null ? <NameSuggestions check={check} disabled={registering} /> : null}
      {registration.status === 'failed' && registration.error ? (
        <p className="portico-error-text" role="alert">
          {errorText(registration.error)}
        </p>
      ) : null}
      {registering && registration.name ? (
        <p className="portico-muted" role="status">
          {t('names.signHint', { name: registration.name })}
        </p>
      ) : null}
      <button type="submit" className="portico-button" data-variant="primary" disabled={!ready}>
        {registering ? t('names.registering') : t('names.register')}
      </button>
    </form>
  );
}
