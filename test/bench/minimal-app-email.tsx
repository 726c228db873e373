/**
 * The minimal host app with the eip155 adapter and email login (`embeddedWallet`): `npm run
 * bench` compares its initial JavaScript with minimal-app-eip155.tsx's to show what email
 * login adds at startup, and checks the frame client stays out of it.
 */
import { createRoot } from 'react-dom/client';
import {
  ConnectButton,
  embeddedWallet,
  WalletModalProvider,
  type WalletModalConfig,
} from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain],
  adapters: [eip155Adapter()],
  sources: [embeddedWallet({ secureSiteUrl: 'https://secure.example.com/frame.html' })],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
