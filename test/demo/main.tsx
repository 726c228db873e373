import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletModal } from 'portico';
import 'portico/styles.css';
import './demo.css';
import { localNetworks } from '../stack/chain/localChains';
import { App } from './App';
import { readDemoSettings } from './demoConfig';
import { setupDevWallets } from './devWallets';
import { readStack, stackRpcUrls } from './stack';

const stack = readStack(document);
const networks = localNetworks(stackRpcUrls(stack));
const params = new URLSearchParams(window.location.search);
// Announced before the modal exists, as an extension's content script runs before the page.
const devWallets = await setupDevWallets(params, networks, stack?.solana);

// `?solana=1`: the Solana adapter and the local cluster (loaded only then).
const solana =
  params.get('solana') === '1' && stack?.solana
    ? (await import('./solanaDemo')).demoSolana(stack.solana)
    : undefined;
const { config, embedded } = readDemoSettings(
  window.location.search,
  networks,
  stack?.relayUrl,
  stack?.apiUrl,
  stack?.secureSiteUrl,
  solana,
);
const modal = createWalletModal(config);

// For the bench: when the first connection (a reconnect, on reload) was established.
const stopMarking = modal.subscribeEvents((event) => {
  if (event.type !== 'ACCOUNT_CONNECTED') return;
  performance.mark('portico-demo:connected');
  stopMarking();
});

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      modal={modal}
      embedded={embedded}
      devWallets={devWallets}
      namespaces={solana ? ['eip155', 'solana'] : []}
    />
  </StrictMode>,
);
