import { useId, useState } from 'react';
import { selectConsentRequired } from '../../features/consent/consentSelectors';
import { selectAuthConnector } from '../../features/connectors/connectorsSelectors';
import { selectFeatures } from '../../features/options/selectFeatures';
import type { PorticoState } from '../../features/PorticoState';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { ConnectGateProvider } from './ConnectGate';
import { connectLayout } from './connectLayout';
import { ConsentCheckbox } from './ConsentCheckbox';
import { EmailSection } from './EmailSection';
import { SocialSection } from './SocialSection';
import { WalletSection } from './WalletSection';
import { WalletsButton } from './WalletsButton';

/** The embedded wallet is registered, and the origin not refused. */
const selectAuthOffered = (state: PorticoState) =>
  selectAuthConnector(state) !== null && state.project?.origin !== 'notAllowed';

/**
 * The Connect view: one section per connect method, in the configured order, the
 * wallet list possibly collapsed behind "Continue with a wallet" (`connectLayout`). With
 * `legalCheckbox`, the consent box comes first and, until it is checked, every method sits in
 * a disabled fieldset described by the reason: a click dispatches nothing. The gate is the
 * user's: what a host starts itself (its own connect calls) is the host's to ask consent for.
 */
export function ConnectView() {
  const features = usePorticoSelector(selectFeatures);
  const auth = usePorticoSelector(selectAuthOffered);
  const blocked = usePorticoSelector(selectConsentRequired);
  const [revealed, setRevealed] = useState(false);
  const reasonId = useId();
  const sections = connectLayout(features, auth);
  return (
    <div className="portico-connect">
      {features.legalCheckbox ? <ConsentCheckbox reasonId={reasonId} /> : null}
      <ConnectGateProvider value={{ blocked, reasonId: blocked ? reasonId : undefined }}>
        <fieldset
          className="portico-connect-methods"
          disabled={blocked}
          aria-describedby={blocked ? reasonId : undefined}
        >
          {sections.map((section) => {
            if (section === 'email') return <EmailSection key={section} />;
            if (section === 'social' && features.socials)
              return <SocialSection key={section} providers={features.socials} />;
            if (section === 'wallets') return <WalletSection key={section} />;
            if (section === 'walletsButton')
              return revealed ? (
                <WalletSection key="wallets" focusOnMount />
              ) : (
                <WalletsButton key={section} onReveal={() => setRevealed(true)} />
              );
            return null;
          })}
        </fieldset>
      </ConnectGateProvider>
    </div>
  );
}
