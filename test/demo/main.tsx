import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletModal } from 'portico';
import 'portico/styles.css';
import './demo.css';
import { localNetworks } from '../stack/chain/localChains';
import { App } from './App';
import { readDemoSettings } from './demoConfig';
import { readDemoEvmKind } from './evmDemo';
import { setupDevWallets } from './devWallets';
import { readStack, stackRpcUrls } from './stack';

const stack = readStack(document);
const networks = localNetworks(stackRpcUrls(stack));
const params = new URLSearchParams(window.location.search);
// Announced before the modal exists, as an extension's content script runs before the page.
const devWallets = await setupDevWallets(params, networks, stack);

// `?solana=1`: the Solana adapter and the local cluster; `?bitcoin=1`: the bitcoin adapter and
// the local regtest chain (each loaded only then).
const solana =
  params.get('solana') === '1' && stack?.solana
    ? (await import('./solanaDemo')).demoSolana(stack.solana)
    : undefined;
const bitcoin =
  params.get('bitcoin') === '1' && stack?.bitcoin
    ? (await import('./bitcoinDemo')).demoBitcoin(stack.bitcoin)
    : undefined;
// `?polkadot=1`, `?cosmos=1`: the polkadot and cosmos adapters and their local chains.
const polkadot =
  params.get('polkadot') === '1' && stack?.polkadot
    ? (await import('./polkadotDemo')).demoPolkadot(stack.polkadot)
    : undefined;
const cosmos =
  params.get('cosmos') === '1' && stack?.cosmos
    ? (await import('./cosmosDemo')).demoCosmos(stack.cosmos)
    : undefined;
const chains = [solana, bitcoin, polkadot, cosmos].filter((chain) => chain !== undefined);
// `?adapter=wagmi|ethers5`: another eip155 adapter (loaded only then).
const evmKind = readDemoEvmKind(params);
const evm =
  evmKind === 'wagmi'
    ? (await import('./wagmiDemo')).demoWagmi(networks)
    : evmKind === 'ethers5'
      ? (await import('./ethers5Demo')).demoEthers5()
      : undefined;
const { config, embedded } = readDemoSettings(
  window.location.search,
  networks,
  stack?.relayUrl,
  // `?api=0`: no product API (a host without one; tests free of its global remote flags).
  params.get('api') === '0' ? undefined : stack?.apiUrl,
  stack?.secureSiteUrl,
  chains,
  evm,
  stack?.safeAppUrl,
);
const modal = createWalletModal(config);
// Which eip155 adapter loaded, as its module names itself (the wagmi and ethers5 test projects
// check it: an unknown `?adapter=` falls back to the default quietly).
document.documentElement.dataset.evmAdapter = evm?.kind ?? 'eip155';

// When each connection (a reconnect, on reload) was established: the bench reads the first,
// the e2e tests count them (the event log mounts after a reload's reconnect may have happened).
modal.subscribeEvents((event) => {
  if (event.type === 'ACCOUNT_CONNECTED') performance.mark('portico-demo:connected');
});

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      modal={modal}
      embedded={embedded}
      devWallets={devWallets}
      namespaces={
        chains.length > 0 ? ['eip155', ...chains.map((chain) => chain.network.chainNamespace)] : []
      }
      hostPanel={evm?.panel}
    />
  </StrictMode>,
);
