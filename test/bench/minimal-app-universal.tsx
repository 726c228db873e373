/**
 * The minimal host app plus WalletConnect pairing (`adapters: [universalAdapter()]`): `npm run
 * bench` checks that `@walletconnect/universal-provider` stays out of its initial JavaScript
 * (the SDK is imported when a visitor picks WalletConnect) and reports what it adds then.
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { universalAdapter } from 'portico/adapters/universal';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain],
  adapters: [universalAdapter({ relayUrl: 'ws://127.0.0.1:8590' })],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
