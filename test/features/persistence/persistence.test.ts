import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import { switchNetwork } from '../../../src/features/networks/networksSlice';
import { createBrowserStorage } from '../../../src/features/persistence/createBrowserStorage';
import { localChain } from '../../support/fixtures';
import {
  addWallet,
  cleanupHarness,
  createTestModal,
  flush,
  readStored,
  secondChain,
  STORAGE_KEYS,
  storageWith,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

afterEach(cleanupHarness);

const valid = { namespace: 'eip155', connectorId: 'a.wallet', status: 'active', lastUsed: 1 };

describe('persistence', () => {
  it.each([
    ['not JSON', 'not json{'],
    ['not an array', JSON.stringify(valid)],
    ['an unknown status', JSON.stringify([{ ...valid, status: 'paused' }])],
    ['an unknown namespace', JSON.stringify([{ ...valid, namespace: 'tron' }])],
    ['an empty connector id', JSON.stringify([{ ...valid, connectorId: '' }])],
    ['a string timestamp', JSON.stringify([{ ...valid, lastUsed: '1' }])],
  ])('errors: stored connections with %s are ignored and removed', async (_name, raw) => {
    const wallet = addWallet({ rdns: 'a.wallet', authorized: true });
    const storage = storageWith({ connections: raw });
    const t = createTestModal({}, { storage });
    await flush();
    expect(t.state().connections.stored).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.connections)).toBeNull();
    // Nothing to reconnect from a record that was dropped.
    expect(wallet.calls).toEqual([]);
  });

  it('errors: garbage recent wallets and last used chain are ignored and removed', async () => {
    const storage = storageWith({
      recentWallets: '{"a":1}',
      lastUsedChain: 'eip155:31338', // not JSON: the value is stored JSON-encoded
    });
    const t = createTestModal({}, { storage });
    await flush();
    expect(t.state().connectors.recent.map((w) => w.id)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.recentWallets)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.lastUsedChain)).toBeNull();
    expect(selectActiveNetwork(t.state())?.caipNetworkId).toBe(localChain.caipNetworkId);

    const other = storageWith({
      // Nothing valid in it (a valid entry beside garbage is kept: storageFuzz.test.ts).
      recentWallets: JSON.stringify([7, '']),
      lastUsedChain: JSON.stringify('not a chain'),
    });
    const t2 = createTestModal({}, { storage: other });
    await flush();
    expect(t2.state().connectors.recent.map((w) => w.id)).toEqual([]);
    expect(other.getItem(STORAGE_KEYS.recentWallets)).toBeNull();
    expect(other.getItem(STORAGE_KEYS.lastUsedChain)).toBeNull();
  });

  it('behavior: valid records are loaded at startup', async () => {
    const storage = storageWith({
      connections: [
        {
          namespace: 'eip155',
          connectorId: 'a.wallet',
          kind: 'injected',
          status: 'disconnected',
          lastUsed: 5,
        },
      ],
      recentWallets: ['a.wallet'],
    });
    const t = createTestModal({}, { storage });
    await flush();
    expect(t.state().connections.stored).toEqual([
      {
        namespace: 'eip155',
        connectorId: 'a.wallet',
        kind: 'injected',
        status: 'disconnected',
        lastUsed: 5,
      },
    ]);
    expect(t.state().connectors.recent.map((w) => w.id)).toEqual(['a.wallet']);
  });

  it('behavior: keeps at most 2 recent wallets, most recent first', async () => {
    for (const rdns of ['a.wallet', 'b.wallet', 'c.wallet']) addWallet({ rdns });
    const t = createTestModal();
    const connect = async (m: TestModal, id: string) => {
      m.modal.dispatch(connectorSelected(id));
      await waitFor(() => {
        const connection = m.state().connections.byNamespace.eip155;
        return connection?.status === 'connected' && connection.connectorId === id;
      });
    };
    await connect(t, 'a.wallet');
    await connect(t, 'b.wallet');
    await connect(t, 'c.wallet');
    expect(t.state().connectors.recent.map((w) => w.id)).toEqual(['c.wallet', 'b.wallet']);
    expect(readStored(t.storage, 'recentWallets')).toEqual([
      { id: 'c.wallet', namespaces: ['eip155'] },
      { id: 'b.wallet', namespaces: ['eip155'] },
    ]);
    // Connections are remembered for all three; only the recent list is capped.
    expect(t.state().connections.stored.map((c) => [c.connectorId, c.status])).toEqual([
      ['a.wallet', 'connected'],
      ['b.wallet', 'connected'],
      ['c.wallet', 'active'],
    ]);

    // A longer list stored by someone else is cut to 2 when read back.
    const long = storageWith({ recentWallets: ['x', 'y', 'z'] });
    const t2 = createTestModal({}, { storage: long });
    await flush();
    expect(t2.state().connectors.recent.map((w) => w.id)).toEqual(['x', 'y']);
  });

  it('behavior: the last used chain is restored at startup when configured', async () => {
    const storage = storageWith({ lastUsedChain: JSON.stringify(secondChain.caipNetworkId) });
    const t = createTestModal({}, { storage });
    expect(selectActiveNetwork(t.state())?.caipNetworkId).toBe(secondChain.caipNetworkId);
    await flush();
    expect(readStored(storage, 'lastUsedChain')).toBe(secondChain.caipNetworkId);
  });

  it('behavior: a last used chain the app does not configure is ignored', async () => {
    const storage = storageWith({ lastUsedChain: JSON.stringify('eip155:999') });
    const t = createTestModal({}, { storage });
    await flush();
    expect(selectActiveNetwork(t.state())?.caipNetworkId).toBe(localChain.caipNetworkId);
  });

  it('behavior: changing the network writes the last used chain, and a new instance starts there', async () => {
    const first = createTestModal();
    first.modal.dispatch(switchNetwork(secondChain.caipNetworkId));
    expect(readStored(first.storage, 'lastUsedChain')).toBe(secondChain.caipNetworkId);
    first.modal.destroy();
    const second = createTestModal({}, { storage: first.storage });
    expect(selectActiveNetwork(second.state())?.caipNetworkId).toBe(secondChain.caipNetworkId);
  });

  it('behavior: the browser storage persists through localStorage', async () => {
    window.localStorage.clear();
    addWallet();
    const t = createTestModal({}, { storage: createBrowserStorage() });
    t.modal.dispatch(connectorSelected('dev.portico.wallet'));
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentWallets) ?? 'null')).toEqual([
      { id: 'dev.portico.wallet', namespaces: ['eip155'] },
    ]);
    window.localStorage.clear();
  });
});
