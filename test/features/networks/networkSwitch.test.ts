import { storeOf } from '../../../src/modal/storeOf';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { viewPushed } from '../../../src/features/router/routerSlice';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import {
  activeChainSwitchConfirmed,
  networkSwitchCancelled,
  networkSwitchRetried,
  switchNetwork,
} from '../../../src/features/networks/networksSlice';
import { localChain } from '../../support/fixtures';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_WALLET_ID,
  flush,
  readStored,
  secondChain,
  UNCONFIGURED_CHAIN_ID,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

afterEach(cleanupHarness);

const solanaMainnet: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

async function connect(t: TestModal) {
  t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
  await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
  await flush();
}

/** The modal open on Account with Networks on top, as a user picking a network sees it. */
function openNetworks(t: TestModal) {
  t.modal.open();
  storeOf(t.modal).dispatch(viewPushed('Networks'));
  expect(t.state().router.history).toEqual(['Account', 'Networks']);
}

const switchCalls = (calls: string[]) => calls.filter((m) => m.startsWith('wallet_'));

describe('network switch (spec §2)', () => {
  it('behavior: nothing happens when the target network is already active', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    openNetworks(t);
    const events = t.events.length;
    t.modal.dispatch(switchNetwork(localChain.caipNetworkId));
    await flush();
    expect(switchCalls(dev.calls)).toEqual([]);
    expect(t.state().router.history).toEqual(['Account', 'Networks']);
    expect(t.state().networks.switch).toEqual({ status: 'idle' });
    expect(t.events.slice(events)).toEqual([]);
  });

  it('errors: an unknown network id raises the Network Not Found alert', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    t.modal.dispatch(switchNetwork('eip155:999'));
    expect(t.state().alerts.current).toBe('NETWORK_NOT_FOUND');
    expect(t.eventsOf('ALERT')).toEqual([expect.objectContaining({ code: 'NETWORK_NOT_FOUND' })]);
    await flush();
    expect(switchCalls(dev.calls)).toEqual([]);
    expect(selectActiveNetwork(t.state())?.caipNetworkId).toBe(localChain.caipNetworkId);
  });

  it('behavior: connected, the wallet is asked on SwitchNetwork; on success the account moves and Networks is left', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    openNetworks(t);
    dev.wallet.controls.delayMs = 20;
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    expect(t.state().router.history).toEqual(['Account', 'Networks', 'SwitchNetwork']);
    expect(t.state().networks.switch).toEqual({
      status: 'switching',
      target: secondChain.caipNetworkId,
    });

    await waitFor(() => t.state().networks.switch.status === 'idle');
    expect(dev.wallet.controls.getState().chainId).toBe(31338);
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: true,
      view: 'Account',
      caipAddress: caipOf(31338),
    });
    expect(t.state().router.history).toEqual(['Account']);
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: 'eip155:31338',
      supported: true,
    });
    expect(readStored(t.storage, 'lastUsedChain')).toBe('eip155:31338');
  });

  it('behavior: a switch started from Networks opened directly closes the modal when done', async () => {
    addWallet();
    const t = createTestModal();
    await connect(t);
    t.modal.open({ view: 'Networks' });
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => t.modal.getSnapshot().caipAddress === caipOf(31338));
    await flush();
    expect(t.modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: a wallet that refuses shows the failure with its error, shakes, and retry switches', async () => {
    const dev = addWallet({ script: { refuseChainSwitch: true } });
    const t = createTestModal();
    await connect(t);
    openNetworks(t);
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => t.state().networks.switch.status === 'failed');

    expect(t.state().networks.switch).toEqual({
      status: 'failed',
      target: secondChain.caipNetworkId,
      error: { code: 'USER_REJECTED', message: 'User rejected the request', rpcCode: 4001 },
    });
    expect(t.state().modal.shaking).toBe(true);
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: true,
      view: 'SwitchNetwork',
      caipAddress: caipOf(31337),
    });
    expect(t.eventsOf('SWITCH_NETWORK_ERROR')).toEqual([
      expect.objectContaining({ caipNetworkId: secondChain.caipNetworkId, code: 'USER_REJECTED' }),
    ]);

    dev.wallet.controls.refuseChainSwitch = false;
    storeOf(t.modal).dispatch(networkSwitchRetried());
    await waitFor(() => t.modal.getSnapshot().caipAddress === caipOf(31338));
    await flush();
    expect(t.state().networks.switch).toEqual({ status: 'idle' });
    expect(t.state().router.history).toEqual(['Account']);
  });

  it('behavior: cancelling a pending switch goes back and keeps the account where it was', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    openNetworks(t);
    dev.wallet.controls.delayMs = 50;
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    storeOf(t.modal).dispatch(networkSwitchCancelled());
    expect(t.state().networks.switch).toEqual({ status: 'idle' });
    expect(t.state().router.history).toEqual(['Account', 'Networks']);
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31337));
  });

  it('behavior: a wallet that does not know the chain is asked to add it (4902), then switches', async () => {
    const dev = addWallet({ chains: { 31337: 'http://127.0.0.1:8545' } });
    const t = createTestModal();
    await connect(t);
    openNetworks(t);
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => t.modal.getSnapshot().caipAddress === caipOf(31338));
    expect(switchCalls(dev.calls)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(dev.wallet.controls.getState().chains.map((c) => c.chainId)).toEqual([31337, 31338]);
    expect(dev.wallet.controls.getState().chains[1]).toMatchObject({
      chainName: secondChain.name,
      rpcUrl: secondChain.rpcUrls.default.http[0],
    });
  });

  it('errors: a refused add-chain fails with "Chain is not supported"', async () => {
    const dev = addWallet({ chains: { 31337: 'http://127.0.0.1:8545' } });
    const t = createTestModal();
    await connect(t);
    openNetworks(t);
    dev.wallet.controls.next('wallet_addEthereumChain', { code: -32603, message: 'nope' });
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => t.state().networks.switch.status === 'failed');
    expect(t.state().networks.switch).toMatchObject({
      error: { code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' },
    });
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31337));
  });

  it('behavior: without a wallet the network changes at once, and is remembered', async () => {
    const dev = addWallet();
    const t = createTestModal();
    t.modal.open({ view: 'Networks' });
    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: 'eip155:31338',
      supported: true,
    });
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    await flush();
    expect(dev.calls).toEqual([]);
    expect(readStored(t.storage, 'lastUsedChain')).toBe('eip155:31338');
  });

  it('behavior: the wallet moving to an unknown chain opens UnsupportedChain; moving back closes it', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    expect(t.modal.getSnapshot().isOpen).toBe(false);

    dev.wallet.controls.setChain(UNCONFIGURED_CHAIN_ID);
    await flush();
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: true,
      view: 'UnsupportedChain',
      caipAddress: caipOf(UNCONFIGURED_CHAIN_ID),
    });
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: `eip155:${UNCONFIGURED_CHAIN_ID}`,
      supported: false,
    });

    dev.wallet.controls.setChain(31337);
    await flush();
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: false,
      view: 'Connect',
      caipAddress: caipOf(31337),
    });
  });

  it('behavior: connecting onto an unknown chain leaves UnsupportedChain as the only entry, so Back closes', async () => {
    addWallet({ chainId: UNCONFIGURED_CHAIN_ID });
    const t = createTestModal({ defaultNetwork: secondChain });
    t.modal.open();
    await connect(t);
    expect(t.state().router.history).toEqual(['UnsupportedChain']);
    // The wallet wandered off: the last good chain stays the stored one.
    expect(readStored(t.storage, 'lastUsedChain')).not.toBe(`eip155:${UNCONFIGURED_CHAIN_ID}`);
  });

  it('behavior: disconnecting on an unknown chain puts the app back on a configured network', async () => {
    addWallet({ chainId: UNCONFIGURED_CHAIN_ID });
    const t = createTestModal({ defaultNetwork: secondChain });
    await connect(t);
    expect(t.modal.getSnapshot().view).toBe('UnsupportedChain');

    t.modal.dispatch(disconnect());
    await waitFor(() => t.modal.getSnapshot().caipAddress === null);
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: secondChain.caipNetworkId,
      supported: true,
    });
    expect(readStored(t.storage, 'lastUsedChain')).toBe(secondChain.caipNetworkId);
  });

  it('behavior: the wallet disconnecting while UnsupportedChain shows closes it, on a configured network', async () => {
    const dev = addWallet({ chainId: UNCONFIGURED_CHAIN_ID });
    const t = createTestModal();
    await connect(t);
    expect(t.modal.getSnapshot().view).toBe('UnsupportedChain');

    dev.wallet.controls.disconnect();
    await flush();
    expect(t.modal.getSnapshot()).toEqual({ isOpen: false, view: 'Connect', caipAddress: null });
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: localChain.caipNetworkId,
      supported: true,
    });
    expect(t.eventsOf('MODAL_CLOSE')).toHaveLength(1);
  });

  it('behavior: picking a configured network on UnsupportedChain switches the wallet and closes', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    dev.wallet.controls.setChain(UNCONFIGURED_CHAIN_ID);
    await flush();
    expect(t.modal.getSnapshot().view).toBe('UnsupportedChain');

    t.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    await waitFor(() => t.modal.getSnapshot().caipAddress === caipOf(31338));
    await flush();
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    expect(selectActiveNetwork(t.state())).toMatchObject({ supported: true });
  });

  it('behavior: a network of a namespace without an account opens SwitchActiveChain, and confirming opens Connect there', async () => {
    const dev = addWallet();
    const t = createTestModal({ networks: [localChain, secondChain, solanaMainnet] });
    await connect(t);
    openNetworks(t);
    t.modal.dispatch(switchNetwork(solanaMainnet.caipNetworkId));
    expect(t.modal.getSnapshot().view).toBe('SwitchActiveChain');
    expect(t.state().networks.switch).toEqual({
      status: 'confirming',
      target: solanaMainnet.caipNetworkId,
    });
    expect(switchCalls(dev.calls)).toEqual([]);

    storeOf(t.modal).dispatch(activeChainSwitchConfirmed());
    expect(t.state().networks.switch).toEqual({ status: 'idle' });
    expect(t.state().networks.activeChain).toBe('solana');
    expect(t.state().modal.namespace).toBe('solana');
    expect(t.modal.getSnapshot().view).toBe('Connect');
    // The eip155 account is kept; only the namespace in view changed.
    expect(t.state().connections.byNamespace.eip155?.status).toBe('connected');
  });
});
