import { selectAuthConnector } from '../../features/connectors/connectorsSelectors';
import { selectFeatures } from '../../features/options/selectFeatures';
import type { PorticoState } from '../../store/rootReducer';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { EmailSection } from './EmailSection';
import { SocialSection } from './SocialSection';
import { WalletSection } from './WalletSection';

/** The embedded wallet is registered, and the origin not refused (spec §5). */
const selectAuthOffered = (state: PorticoState) =>
  selectAuthConnector(state) !== null && state.project?.origin !== 'notAllowed';

/**
 * The Connect view: one section per connect method, in the configured order (spec §1).
 * Email and social sections appear once an embedded-wallet connector is registered; until
 * then the wallet section is the only method.
 */
export function ConnectView() {
  const { connectMethodsOrder, email, socials } = usePorticoSelector(selectFeatures);
  const auth = usePorticoSelector(selectAuthOffered);
  return (
    <div className="portico-connect">
      {connectMethodsOrder.map((method) => {
        if (method === 'wallet') return <WalletSection key={method} />;
        if (method === 'email' && email && auth) return <EmailSection key={method} />;
        if (method === 'social' && socials && auth)
          return <SocialSection key={method} providers={socials} />;
        return null;
      })}
    </div>
  );
}
