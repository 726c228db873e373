import { useId } from 'react';
import { consentGiven, consentWithdrawn } from '../../features/consent/consentActions';
import { selectConsentGiven } from '../../features/consent/consentSelectors';
import { useFirstOpenTranslate } from '../../i18n/useFirstOpenTranslate';
import type { PorticoState } from '../../features/PorticoState';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';

const selectLinks = (state: PorticoState) => state.options;

/**
 * The consent box (`legalCheckbox`): the host's terms and/or privacy policy, linked
 * (each opens in a new tab), and while unchecked the text the disabled methods point at.
 */
export function ConsentCheckbox({ reasonId }: { reasonId: string }) {
  const t = useFirstOpenTranslate();
  const dispatch = usePorticoDispatch();
  const given = usePorticoSelector(selectConsentGiven);
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = usePorticoSelector(selectLinks);
  const id = useId();
  const label =
    terms && privacy ? 'consent.agreeBoth' : terms ? 'consent.agreeTerms' : 'consent.agreePrivacy';
  return (
    <div className="portico-consent">
      <div className="portico-consent-row">
        <input
          id={id}
          type="checkbox"
          className="portico-consent-box"
          checked={given}
          onChange={(event) => dispatch(event.target.checked ? consentGiven() : consentWithdrawn())}
        />
        <label htmlFor={id}>{t(label)}</label>
      </div>
      <p className="portico-consent-links">
        {terms ? (
          <a href={terms} target="_blank" rel="noopener noreferrer">
            {t('consent.terms')}
          </a>
        ) : null}
        {privacy ? (
          <a href={privacy} target="_blank" rel="noopener noreferrer">
            {t('consent.privacy')}
          </a>
        ) : null}
      </p>
      {given ? null : (
        <p id={reasonId} className="portico-consent-reason">
          {t('consent.required')}
        </p>
      )}
    </div>
  );
}
