import { reconnectRequested } from '../../../src/features/connections/connectionsSlice';
import { selectConnectionStatus } from '../../../src/features/connections/connectionsSelectors';
import { RECONNECT_TIMEOUT_MS } from '../../../src/features/connections/reconnectSaga';
import type { StoredConnection } from '../../../src/features/connections/types';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_WALLET_ID,
  flush,
  readStored,
  storageWith,
  useSagaFakeTimers,
  waitFor,
} from '../../support/walletHarness';

afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

const stored = (
  connectorId: string,
  lastUsed: number,
  status: StoredConnection['status'] = 'active',
): StoredConnection => ({
  namespace: 'eip155',
  connectorId,
  kind: 'injected',
  status,
  lastUsed,
});

describe('reconnect at startup', () => {
  it('behavior: silently reconnects a returning visitor (eth_accounts, never eth_requestAccounts)', async () => {
    const dev = addWallet({ authorized: true });
    const t = createTestModal(
      {},
      { storage: storageWith({ connections: [stored(DEV_WALLET_ID, 1000)] }) },
    );
    expect(selectConnectionStatus(t.state())).toBe('connecting');
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);

    expect(t.modal.getSnapshot()).toEqual({
      isOpen: false,
      view: 'Connect',
      caipAddress: caipOf(31337),
    });
    expect(selectConnectionStatus(t.state())).toBe('connected');
    expect(t.state().connections.reconnecting).toBe(false);
    expect(dev.calls).toContain('eth_accounts');
    expect(dev.calls).not.toContain('eth_requestAccounts');
    expect(dev.calls).not.toContain('wallet_requestPermissions');
    expect(t.eventsOf('MODAL_OPEN')).toEqual([]);
    expect(t.state().connections.stored).toEqual([
      expect.objectContaining({ connectorId: DEV_WALLET_ID, status: 'active' }),
    ]);
  });

  it('behavior: tries the most recently used connector first and stops at the first that re-authorises', async () => {
    const log: string[] = [];
    addWallet({ rdns: 'a.wallet', authorized: true, log });
    addWallet({ rdns: 'b.wallet', authorized: true, log, accountIndex: 1 });
    const t = createTestModal(
      {},
      {
        storage: storageWith({
          connections: [stored('a.wallet', 1000, 'connected'), stored('b.wallet', 2000)],
        }),
      },
    );
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    await flush();
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'b.wallet',
      caipAddress: caipOf(31337, 1),
    });
    expect(log.filter((entry) => entry.startsWith('a.wallet'))).toEqual([]);
    expect(log[0]).toBe('b.wallet:eth_accounts');
  });

  it('behavior: falls back to the next connector when the most recent one no longer authorises', async () => {
    const log: string[] = [];
    addWallet({ rdns: 'a.wallet', authorized: true, log });
    addWallet({ rdns: 'b.wallet', authorized: false, log });
    const t = createTestModal(
      {},
      {
        storage: storageWith({
          connections: [stored('a.wallet', 1000, 'connected'), stored('b.wallet', 2000)],
        }),
      },
    );
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(log.filter((entry) => entry.endsWith('eth_accounts'))).toEqual([
      'b.wallet:eth_accounts',
      'a.wallet:eth_accounts',
    ]);
    expect(t.state().connections.byNamespace.eip155).toMatchObject({ connectorId: 'a.wallet' });
    expect(log).not.toContain('b.wallet:eth_requestAccounts');
  });

  it('behavior: ends disconnected with no connection when no connector re-authorises', async () => {
    const a = addWallet({ rdns: 'a.wallet' });
    const b = addWallet({ rdns: 'b.wallet' });
    const t = createTestModal(
      {},
      {
        storage: storageWith({
          connections: [stored('a.wallet', 1000, 'connected'), stored('b.wallet', 2000)],
        }),
      },
    );
    await waitFor(() => !t.state().connections.reconnecting);
    await flush();
    expect(a.calls).toContain('eth_accounts');
    expect(b.calls).toContain('eth_accounts');
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.state().connections.activeNamespace).toBeNull();
    expect(selectConnectionStatus(t.state())).toBe('disconnected');
    expect(t.modal.getSnapshot()).toEqual({ isOpen: false, view: 'Connect', caipAddress: null });
    expect(a.calls).not.toContain('eth_requestAccounts');
    expect(b.calls).not.toContain('eth_requestAccounts');
  });

  it('behavior: a remembered wallet no longer on the page is skipped without a prompt', async () => {
    const dev = addWallet({ rdns: 'present.wallet', authorized: true });
    const t = createTestModal(
      {},
      {
        storage: storageWith({
          connections: [stored('gone.wallet', 2000), stored('present.wallet', 1000, 'connected')],
        }),
      },
    );
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      connectorId: 'present.wallet',
    });
    expect(dev.calls).not.toContain('eth_requestAccounts');
  });

  it('behavior: a wallet that does not answer is given up after 5 s and the next candidate is tried', async () => {
    useSagaFakeTimers();
    const a = addWallet({ rdns: 'a.wallet', authorized: true });
    const b = addWallet({ rdns: 'b.wallet', authorized: true });
    b.hang('eth_accounts');
    const t = createTestModal(
      {},
      {
        storage: storageWith({
          connections: [stored('a.wallet', 1000, 'connected'), stored('b.wallet', 2000)],
        }),
      },
    );
    await jest.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS - 1);
    expect(b.calls).toEqual(['eth_accounts']);
    expect(a.calls).toEqual([]);
    expect(selectConnectionStatus(t.state())).toBe('connecting');

    await jest.advanceTimersByTimeAsync(1);
    expect(a.calls).toContain('eth_accounts');
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'a.wallet',
    });
    expect(t.state().connections.reconnecting).toBe(false);
  });

  it('behavior: a hung wallet as the only candidate ends disconnected after 5 s', async () => {
    useSagaFakeTimers();
    const dev = addWallet({ authorized: true });
    dev.hang('eth_accounts');
    const t = createTestModal(
      {},
      { storage: storageWith({ connections: [stored(DEV_WALLET_ID, 1000)] }) },
    );
    await jest.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS);
    expect(t.state().connections.reconnecting).toBe(false);
    expect(t.state().connections.byNamespace).toEqual({});
    expect(selectConnectionStatus(t.state())).toBe('disconnected');
  });

  it('behavior: a second reconnect request while one runs does not start another run (takeLeading)', async () => {
    useSagaFakeTimers();
    const dev = addWallet({ authorized: true });
    dev.hang('eth_accounts');
    const t = createTestModal(
      {},
      { storage: storageWith({ connections: [stored(DEV_WALLET_ID, 1000)] }) },
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(t.state().connections.reconnecting).toBe(true);
    t.modal.dispatch(reconnectRequested());
    t.modal.dispatch(reconnectRequested());
    await jest.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS / 2);
    expect(dev.calls).toEqual(['eth_accounts']);

    await jest.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS);
    expect(t.state().connections.reconnecting).toBe(false);
    expect(dev.calls).toEqual(['eth_accounts']);
    // Once the run is over, a new request runs again.
    t.modal.dispatch(reconnectRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(dev.calls).toEqual(['eth_accounts', 'eth_accounts']);
  });

  it('parameters: enableReconnect false starts disconnected and drops stored connections from storage', async () => {
    const dev = addWallet({ authorized: true });
    const storage = storageWith({
      connections: [stored(DEV_WALLET_ID, 1000)],
      recentWallets: [DEV_WALLET_ID],
    });
    const t = createTestModal({ enableReconnect: false }, { storage });
    await flush();
    expect(dev.calls).toEqual([]);
    expect(t.state().connections.stored).toEqual([]);
    expect(t.state().connections.byNamespace).toEqual({});
    expect(selectConnectionStatus(t.state())).toBe('disconnected');
    expect(readStored(storage, 'connections')).toBeNull();
    // Recent wallets are a list for the Connect view, not connections: they stay.
    // Stored by an older version as a bare id: read back as the same wallet.
    expect(readStored(storage, 'recentWallets')).toEqual([{ id: DEV_WALLET_ID, namespaces: [] }]);
  });

  it('parameters: enableReconnect false also drops stored connections when no recent wallet is stored', async () => {
    addWallet({ authorized: true });
    const storage = storageWith({ connections: [stored(DEV_WALLET_ID, 1000)] });
    const t = createTestModal({ enableReconnect: false }, { storage });
    await flush();
    expect(t.state().connections.stored).toEqual([]);
    expect(readStored(storage, 'connections')).toBeNull();
  });

  it('behavior: a stored connection marked disconnected is not tried', async () => {
    const a = addWallet({ rdns: 'a.wallet', authorized: true });
    const b = addWallet({ rdns: 'b.wallet', authorized: true });
    const t = createTestModal(
      {},
      {
        storage: storageWith({
          connections: [
            stored('a.wallet', 1000, 'connected'),
            stored('b.wallet', 2000, 'disconnected'),
          ],
        }),
      },
    );
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(b.calls).toEqual([]);
    expect(a.calls).toContain('eth_accounts');
    expect(t.state().connections.byNamespace.eip155).toMatchObject({ connectorId: 'a.wallet' });
  });

  it('behavior: with only a disconnected stored connection nothing runs and nothing is connecting', async () => {
    const dev = addWallet({ authorized: true });
    const t = createTestModal(
      {},
      { storage: storageWith({ connections: [stored(DEV_WALLET_ID, 1000, 'disconnected')] }) },
    );
    expect(selectConnectionStatus(t.state())).toBe('disconnected');
    await flush();
    expect(dev.calls).toEqual([]);
    expect(t.state().connections.reconnecting).toBe(false);
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
  });
});
