import { selectAuthConnector } from '../../features/connectors/connectorsSelectors';
import { selectFeatures } from '../../features/options/selectFeatures';
import type { PorticoState } from '../../store/rootReducer';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { EmailSection } from './EmailSection';
import { WalletSection } from './WalletSection';

/** Email login is offered: on, an embedded wallet registered, and the origin not refused. */
const selectEmailOffered = (state: PorticoState) =>
  selectFeatures(state).email &&
  selectAuthConnector(state) !== null &&
  state.project?.origin !== 'notAllowed';

/**
 * The Connect view: one section per connect method, in the configured order (spec §1).
 * Email and social sections appear once an embedded-wallet connector is registered; until
 * then the wallet section is the only method.
 */
export function ConnectView() {
  const { connectMethodsOrder } = usePorticoSelector(selectFeatures);
  const email = usePorticoSelector(selectEmailOffered);
  return (
    <div className="portico-connect">
      {connectMethodsOrder.map((method) => {
        if (method === 'wallet') return <WalletSection key={method} />;
        if (method === 'email' && email) return <EmailSection key={method} />;
        return null;
      })}
    </div>
  );
}
