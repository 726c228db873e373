import { useId, useState } from 'react';
import { selectConsentRequired } from '../../features/consent/consentSelectors';
import { selectFeatures } from '../../features/options/selectFeatures';
import { useLoadedModule } from '../../hooks/useLoadedModule';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { ConnectGateProvider } from './ConnectGate';
import { connectLayout } from './connectLayout';
import { ConsentCheckbox } from './ConsentCheckbox';
import { authSectionsLoader, selectAuthOffered } from './authSectionsLoader';
import { WalletSection } from './WalletSection';
import { WalletsButton } from './WalletsButton';

/**
 * The Connect view: one section per connect method, in the configured order, the
 * wallet list possibly collapsed behind "Continue with a wallet" (`connectLayout`). With
 * `legalCheckbox`, the consent box comes first and, until it is checked, every method sits in
 * a disabled fieldset described by the reason: a click dispatches nothing. The gate is the
 * user's: what a host starts itself (its own connect calls) is the host's to ask consent for.
 */
export function ConnectView() {
  const features = usePorticoSelector(selectFeatures);
  const authOffered = usePorticoSelector(selectAuthOffered);
  const blocked = usePorticoSelector(selectConsentRequired);
  // Their own chunk; the shells render the view only once it is in (see authSectionsLoader).
  const auth = useLoadedModule(authSectionsLoader, authOffered);
  const [revealed, setRevealed] = useState(false);
  const reasonId = useId();
  const sections = connectLayout(features, authOffered);
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
            if (section === 'email' && auth) return <auth.EmailSection key={section} />;
            if (section === 'social' && auth && features.socials)
              return <auth.SocialSection key={section} providers={features.socials} />;
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
