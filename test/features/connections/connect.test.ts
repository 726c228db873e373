import { storeOf } from '../../../src/modal/storeOf';
import {
  connectCancelled,
  connectRetried,
} from '../../../src/features/connections/connectionsSlice';
import { selectConnectionStatus } from '../../../src/features/connections/connectionsSelectors';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { SHAKE_MS } from '../../../src/features/modal/modalSaga';
import { back } from '../../../src/features/modal/modalSlice';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  flush,
  readStored,
  UNCONFIGURED_CHAIN_ID,
  useSagaFakeTimers,
  waitFor,
} from '../../support/walletHarness';

afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

describe('connect', () => {
  it('behavior: success connects, closes the modal, records and persists the wallet', async () => {
    const dev = addWallet();
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));

    // While the wallet's prompt is open: a pending attempt on ConnectingExternal.
    expect(t.state().connections.attempt).toEqual({
      status: 'pending',
      namespace: 'eip155',
      connectorId: DEV_WALLET_ID,
    });
    expect(selectConnectionStatus(t.state())).toBe('connecting');
    expect(t.modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'ConnectingExternal' });

    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: false,
      view: 'Connect',
      caipAddress: caipOf(31337),
    });
    expect(t.state().connections.byNamespace.eip155).toEqual({
      status: 'connected',
      connectorId: DEV_WALLET_ID,
      kind: 'injected',
      capabilities: expect.objectContaining({ names: true, send: true }),
      caipAddress: caipOf(31337),
      addresses: [DEV_ADDRESSES[0]],
    });
    expect(t.state().connections.attempt).toBeNull();
    expect(dev.calls).toContain('eth_requestAccounts');

    // Recent wallet and the stored connection, in the store and in storage.
    expect(t.state().connectors.recent).toEqual([{ id: DEV_WALLET_ID, namespaces: ['eip155'] }]);
    expect(t.state().connections.stored).toEqual([
      {
        namespace: 'eip155',
        connectorId: DEV_WALLET_ID,
        kind: 'injected',
        status: 'active',
        lastUsed: expect.any(Number),
        // Its account, for the list of connected wallets (issue 13, ProfileWallets).
        caipAddress: caipOf(31337),
      },
    ]);
    expect(readStored(t.storage, 'recentWallets')).toEqual([
      { id: DEV_WALLET_ID, namespaces: ['eip155'] },
    ]);
    expect(readStored(t.storage, 'connections')).toEqual([
      expect.objectContaining({
        connectorId: DEV_WALLET_ID,
        status: 'active',
        caipAddress: caipOf(31337),
      }),
    ]);

    expect(t.eventsOf('ACCOUNT_CONNECTED')).toEqual([
      expect.objectContaining({
        namespace: 'eip155',
        connectorId: DEV_WALLET_ID,
        caipAddress: caipOf(31337),
      }),
    ]);
    expect(t.eventsOf('MODAL_CLOSE').at(-1)).toMatchObject({ connected: true });
  });

  it('behavior: a 4001 rejection fails the attempt with "Connection rejected", shakes, and connects nothing', async () => {
    useSagaFakeTimers();
    addWallet({ script: { behavior: 'reject' } });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await jest.advanceTimersByTimeAsync(0);

    expect(t.state().connections.attempt).toEqual({
      status: 'failed',
      namespace: 'eip155',
      connectorId: DEV_WALLET_ID,
      error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected', rpcCode: 4001 },
    });
    // Nothing half-connected.
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.state().connections.activeNamespace).toBeNull();
    expect(t.state().connections.stored).toEqual([]);
    expect(t.state().connectors.recent.map((w) => w.id)).toEqual([]);
    expect(readStored(t.storage, 'connections')).toBeNull();
    expect(readStored(t.storage, 'recentWallets')).toBeNull();
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: true,
      view: 'ConnectingExternal',
      caipAddress: null,
    });

    expect(t.eventsOf('CONNECT_ERROR')).toEqual([
      expect.objectContaining({ connectorId: DEV_WALLET_ID, code: 'CONNECTION_REJECTED' }),
    ]);
    expect(t.state().modal.shaking).toBe(true);
    await jest.advanceTimersByTimeAsync(SHAKE_MS);
    expect(t.state().modal.shaking).toBe(false);
  });

  it('behavior: retrying after a rejection connects', async () => {
    const dev = addWallet({ script: { behavior: 'reject' } });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.state().connections.attempt?.status === 'failed');

    dev.wallet.controls.approve();
    storeOf(t.modal).dispatch(connectRetried());
    expect(t.state().connections.attempt).toMatchObject({
      status: 'pending',
      connectorId: DEV_WALLET_ID,
    });
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: false,
      view: 'Connect',
      caipAddress: caipOf(31337),
    });
    expect(dev.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(2);
    expect(t.state().connections.attempt).toBeNull();
  });

  it('behavior: cancelling while the wallet is pending connects nothing and pops the view, even when the wallet answers later', async () => {
    const dev = addWallet({ script: { locked: true } });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await flush();
    expect(t.state().router.history).toEqual(['Connect', 'ConnectingExternal']);

    storeOf(t.modal).dispatch(connectCancelled());
    expect(t.state().router.history).toEqual(['Connect']);
    expect(t.modal.getSnapshot().isOpen).toBe(true);
    expect(t.state().connections.attempt).toBeNull();
    expect(t.state().connections.byNamespace).toEqual({});

    // The wallet's own prompt is approved after the user gave up here: still nothing connected.
    dev.wallet.controls.unlock();
    await flush();
    expect(dev.wallet.controls.getState().authorized).toBe(true);
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.state().connections.stored).toEqual([]);
    expect(t.eventsOf('ACCOUNT_CONNECTED')).toEqual([]);
  });

  it('behavior: closing the modal while pending aborts the attempt', async () => {
    const dev = addWallet({ script: { locked: true } });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await flush();
    t.modal.close();
    expect(t.modal.getSnapshot()).toEqual({ isOpen: false, view: 'Connect', caipAddress: null });
    expect(t.state().connections.attempt).toBeNull();
    expect(selectConnectionStatus(t.state())).toBe('disconnected');

    dev.wallet.controls.unlock();
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.state().connections.byNamespace).toEqual({});
  });

  it.each([
    [
      'invalid accounts',
      ['not-an-address'],
      'INVALID_ACCOUNTS',
      'The wallet returned invalid accounts',
    ],
    ['no accounts', [], 'NO_ACCOUNTS', 'The wallet returned no account'],
    [
      'a non-array',
      { address: DEV_ADDRESSES[0] },
      'INVALID_ACCOUNTS',
      'The wallet returned invalid accounts',
    ],
  ])(
    'errors: a malformed wallet answer (%s) fails with a clear error',
    async (_name, answer, code, message) => {
      const dev = addWallet();
      dev.answerNext('eth_requestAccounts', answer);
      const t = createTestModal();
      t.modal.open();
      t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
      await waitFor(() => t.state().connections.attempt?.status === 'failed');
      expect(t.state().connections.attempt).toMatchObject({ error: { code, message } });
      expect(t.state().connections.byNamespace).toEqual({});
      expect(t.eventsOf('CONNECT_ERROR')).toEqual([expect.objectContaining({ code })]);
    },
  );

  it('errors: a malformed chain id from the wallet fails the connect', async () => {
    const dev = addWallet();
    dev.answerNext('eth_chainId', 'mainnet');
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.state().connections.attempt?.status === 'failed');
    expect(t.state().connections.attempt).toMatchObject({
      error: { code: 'INVALID_CHAIN_ID', message: 'The wallet returned an invalid chain id' },
    });
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
  });

  it('errors: a wallet error other than 4001 keeps its code', async () => {
    const dev = addWallet();
    dev.wallet.controls.next('eth_requestAccounts', {
      code: -32002,
      message: 'Already processing',
    });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.state().connections.attempt?.status === 'failed');
    expect(t.state().connections.attempt).toMatchObject({
      error: { code: 'RESOURCE_UNAVAILABLE', rpcCode: -32002 },
    });
  });

  it('errors: a wallet throwing something that is not a provider error gives "Failed to connect"', async () => {
    const dev = addWallet();
    dev.answerNext('eth_requestAccounts', new Error('extension crashed'));
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.state().connections.attempt?.status === 'failed');
    expect(t.state().connections.attempt).toMatchObject({
      error: { code: 'CONNECT_FAILED', message: 'Failed to connect' },
    });
  });

  it('behavior: Back while the wallet is pending abandons the attempt', async () => {
    const dev = addWallet({ script: { locked: true } });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await flush();
    t.modal.dispatch(back());
    expect(t.state().router.history).toEqual(['Connect']);
    expect(t.state().connections.attempt).toBeNull();
    dev.wallet.controls.unlock();
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
  });

  it('behavior: a failed attempt to connect another wallet keeps the account already connected', async () => {
    addWallet({ rdns: 'a.wallet' });
    const b = addWallet({ rdns: 'b.wallet' });
    const t = createTestModal();
    t.modal.dispatch(connectorSelected('a.wallet'));
    await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
    b.wallet.controls.reject();
    t.modal.open();
    t.modal.dispatch(connectorSelected('b.wallet'));
    expect(selectConnectionStatus(t.state())).toBe('connected');
    await waitFor(() => t.state().connections.attempt?.status === 'failed');
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'a.wallet',
      caipAddress: caipOf(31337),
    });
    expect(t.state().connections.stored.map((c) => [c.connectorId, c.status])).toEqual([
      ['a.wallet', 'active'],
    ]);
  });

  it('errors: picking a connector nobody announced shows "Wallet not found" and asks no wallet', async () => {
    const dev = addWallet();
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected('io.unknown.wallet'));
    expect(t.state().notifications.toast).toMatchObject({
      messageKey: 'error.CONNECTOR_NOT_FOUND',
      variant: 'error',
    });
    expect(t.state().connections.attempt).toBeNull();
    expect(t.modal.getSnapshot().view).toBe('Connect');
    expect(dev.calls).toEqual([]);
  });

  it('behavior: connecting on a chain the app did not configure shows UnsupportedChain with a placeholder network', async () => {
    addWallet({ chainId: UNCONFIGURED_CHAIN_ID });
    const t = createTestModal();
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    await flush();
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: true,
      view: 'UnsupportedChain',
      caipAddress: caipOf(UNCONFIGURED_CHAIN_ID),
    });
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: `eip155:${UNCONFIGURED_CHAIN_ID}`,
      id: UNCONFIGURED_CHAIN_ID,
      supported: false,
    });
  });

  it('parameters: allowUnsupportedChain connects on an unconfigured chain without UnsupportedChain', async () => {
    addWallet({ chainId: UNCONFIGURED_CHAIN_ID });
    const t = createTestModal({ allowUnsupportedChain: true });
    t.modal.open();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    await flush();
    expect(t.modal.getSnapshot()).toEqual({
      isOpen: false,
      view: 'Connect',
      caipAddress: caipOf(UNCONFIGURED_CHAIN_ID),
    });
    expect(t.state().router.history).not.toContain('UnsupportedChain');
    expect(selectActiveNetwork(t.state())).toMatchObject({ supported: false });
  });
});
