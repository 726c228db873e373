import { storeOf } from '../../../src/modal/storeOf';
import { universalAdapter } from '../../../adapters/universal/createUniversalAdapter';
import { connectRetried } from '../../../src/features/connections/connectionsSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { close } from '../../../src/features/modal/modalSlice';
import { pairingWalletChosen } from '../../../src/features/walletConnect/walletConnectSlice';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { localChain } from '../../support/fixtures';
import { useSagaFakeTimers } from '../../support/walletHarness';
import { fakeLoader } from '../../support/fakeUniversalProvider';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let destroy: (() => void) | null = null;

afterEach(() => {
  destroy?.();
  destroy = null;
  jest.useRealTimers();
});

function setup() {
  const loader = fakeLoader();
  const modal = createWalletModal(
    {
      projectId: 'test-project',
      networks: [localChain],
      adapters: [universalAdapter({ loadProvider: loader.load, relayUrl: 'ws://127.0.0.1:1' })],
    },
    { storage: createMemoryStorage() },
  );
  destroy = () => modal.destroy();
  const state = () => storeOf(modal).getState();
  const fake = () => loader.state.provider!;
  return { modal, state, fake, loader };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('walletConnect saga', () => {
  it('default: picking WalletConnect shows the QR view, spinner then the URI', async () => {
    useSagaFakeTimers();
    const t = setup();
    // Setup announced the connector without loading the SDK.
    expect(t.loader.state.loads).toBe(0);
    expect(t.state().connectors.list.map((c) => c.id)).toContain('walletConnect');
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    expect(t.state().router.history.at(-1)).toBe('ConnectingWalletConnect');
    expect(t.state().walletConnect).toMatchObject({ status: 'pairing', uri: null });
    await settle();
    expect(t.loader.state.loads).toBe(1);
    const { uri, expiresAt } = t.state().walletConnect!;
    expect(uri).toMatch(/^wc:/);
    expect(expiresAt).toBe(Date.now() + 240_000);
  });

  it('behavior: refreshes the URI when 10 s remain, not before', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    await settle();
    const first = t.state().walletConnect!.uri;
    await jest.advanceTimersByTimeAsync(229_999);
    expect(t.state().walletConnect!.uri).toBe(first);
    expect(t.fake().pending).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.fake().pending).toHaveLength(2);
    expect(t.state().walletConnect!.status).toBe('pairing');
    expect(t.state().walletConnect!.uri).not.toBe(first);
    expect(t.state().connections.attempt?.status).toBe('pending');
    // The superseded pairing stopped listening: only the new one reports URIs.
    expect(t.fake().listeners.get('display_uri')?.size).toBe(1);
    // And again for the new pairing, 230 s later.
    await jest.advanceTimersByTimeAsync(230_000);
    expect(t.fake().pending).toHaveLength(3);
  });

  it('behavior: the wallet approves: connected, modal closed, pairing forgotten', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    await settle();
    t.fake().approve([`${localChain.caipNetworkId}:${ADDRESS}`]);
    await settle();
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      caipAddress: `${localChain.caipNetworkId}:${ADDRESS}`,
    });
    expect(t.state().modal.status).toBe('closed');
    expect(t.state().walletConnect!.status).toBe('idle');
    // No timer is left to refresh a spent pairing.
    await jest.advanceTimersByTimeAsync(300_000);
    expect(t.fake().pending).toHaveLength(1);
  });

  it('behavior: a rejected proposal is "Connection rejected"; retry makes a new pairing', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    await settle();
    t.fake().reject({ code: 5000, message: 'User rejected.' });
    await settle();
    expect(t.state().walletConnect!.status).toBe('failed');
    expect(t.state().walletConnect!.error).toMatchObject({ code: 'CONNECTION_REJECTED' });
    expect(t.state().router.history.at(-1)).toBe('ConnectingWalletConnect');
    storeOf(t.modal).dispatch(connectRetried());
    await settle();
    expect(t.fake().pending).toHaveLength(2);
    expect(t.state().walletConnect).toMatchObject({ status: 'pairing', error: null });
    expect(t.state().walletConnect!.uri).toBe(t.fake().pending[1]!.uri);
  });

  it('behavior: a silent relay fails with "Relay unreachable" after 15 s', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    await settle();
    t.fake().silent = true;
    storeOf(t.modal).dispatch(connectRetried());
    await jest.advanceTimersByTimeAsync(14_999);
    expect(t.state().walletConnect!.status).toBe('pairing');
    await jest.advanceTimersByTimeAsync(1);
    expect(t.state().walletConnect!.error).toMatchObject({ code: 'RELAY_UNREACHABLE' });
    expect(t.fake().listeners.get('display_uri')?.size ?? 0).toBe(0);
  });

  it('behavior: closing the modal stops the refresh', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    await settle();
    t.modal.dispatch(close());
    await jest.advanceTimersByTimeAsync(300_000);
    expect(t.fake().pending).toHaveLength(1);
    expect(t.state().walletConnect!.status).toBe('idle');
  });

  it('behavior: the wallet deleting the session disconnects', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    t.modal.dispatch(connectorSelected('walletConnect'));
    await settle();
    t.fake().approve([`${localChain.caipNetworkId}:${ADDRESS}`]);
    await settle();
    t.fake().emit('session_delete', { topic: 'session-topic' });
    await settle();
    expect(t.state().connections.byNamespace.eip155?.status ?? 'disconnected').toBe('disconnected');
  });

  it('behavior: the wallet picked on AllWallets survives a refresh; a fresh pick forgets it', async () => {
    useSagaFakeTimers();
    const t = setup();
    t.modal.open();
    const wallet = { id: 'metamask', name: 'MetaMask', mobile: { native: 'metamask://' } };
    t.modal.dispatch(connectorSelected('walletConnect'));
    storeOf(t.modal).dispatch(pairingWalletChosen(wallet));
    await settle();
    await jest.advanceTimersByTimeAsync(230_000);
    expect(t.fake().pending).toHaveLength(2);
    expect(t.state().walletConnect!.wallet).toEqual(wallet);
    t.modal.dispatch(connectorSelected('walletConnect'));
    expect(t.state().walletConnect!.wallet).toBeNull();
  });
});
