import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import type {
  AdapterContext,
  ChainAdapter,
  ConnectResult,
} from '../../../src/adapter/ChainAdapter';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { selectConnectionStatus } from '../../../src/features/connections/connectionsSelectors';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import { injectDevWallet } from '../../../src/testing';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  flush,
  onCleanup,
  readStored,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

afterEach(cleanupHarness);

async function connect(t: TestModal, connectorId = DEV_WALLET_ID) {
  t.modal.dispatch(connectorSelected(connectorId));
  await waitFor(() => {
    const connection = t.state().connections.byNamespace.eip155;
    return connection?.status === 'connected' && connection.connectorId === connectorId;
  });
}

describe('wallet events reach the store', () => {
  it('behavior: the user switching account in the wallet changes the account, on the same chain', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    dev.wallet.controls.switchAccount(2);
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31337, 2));
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: DEV_WALLET_ID,
      addresses: [DEV_ADDRESSES[2], DEV_ADDRESSES[0]],
    });
    expect(t.eventsOf('ACCOUNT_CHANGED').at(-1)).toMatchObject({ caipAddress: caipOf(31337, 2) });
  });

  it('behavior: the wallet changing chain moves the account and the active network', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    dev.wallet.controls.setChain(31338);
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31338));
    expect(selectActiveNetwork(t.state())).toMatchObject({
      caipNetworkId: 'eip155:31338',
      supported: true,
    });
    expect(t.modal.getSnapshot().isOpen).toBe(false);
    expect(readStored(t.storage, 'lastUsedChain')).toBe('eip155:31338');
  });

  it('behavior: the wallet disconnecting clears the account and is not reconnected silently later', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    dev.wallet.controls.disconnect();
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.state().connections.byNamespace).toEqual({});
    expect(selectConnectionStatus(t.state())).toBe('disconnected');
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(1);
    expect(readStored(t.storage, 'connections')).toEqual([
      expect.objectContaining({ connectorId: DEV_WALLET_ID, status: 'disconnected' }),
    ]);
  });

  it('behavior: the wallet locking (no visible account) disconnects', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    dev.wallet.controls.lock();
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(1);
  });

  it('behavior: events of a wallet we are not connected through are ignored', async () => {
    const a = addWallet({ rdns: 'a.wallet' });
    addWallet({ rdns: 'b.wallet', accountIndex: 1 });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    await connect(t, 'b.wallet');
    a.wallet.controls.switchAccount(3);
    a.wallet.controls.setChain(31338);
    a.wallet.controls.disconnect();
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31337, 1));
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      connectorId: 'b.wallet',
      status: 'connected',
    });
    expect(t.eventsOf('DISCONNECTED')).toEqual([]);
  });

  it('behavior: the wallet we are connected through disappearing from the page disconnects', async () => {
    // A pre-EIP-6963 wallet in window.ethereum is listed as 'injected'.
    const legacy = addWallet({ announce: false });
    const restore = injectDevWallet(legacy.wallet);
    onCleanup(() => {
      if ('ethereum' in window) restore();
    });
    const t = createTestModal();
    expect(t.state().connectors.list.map((c) => c.id)).toEqual(['injected']);
    await connect(t, 'injected');

    // The extension is removed; the next discovery round no longer lists it.
    restore();
    addWallet({ rdns: 'other.wallet' });
    await flush();
    expect(t.state().connectors.list.map((c) => c.id)).toEqual(['other.wallet']);
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(1);
  });

  it('behavior: a wallet appearing later is listed without touching the connection', async () => {
    addWallet({ rdns: 'a.wallet' });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    addWallet({ rdns: 'late.wallet' });
    await flush();
    expect(t.state().connectors.list.map((c) => c.id)).toEqual(['a.wallet', 'late.wallet']);
    expect(t.state().connections.byNamespace.eip155).toMatchObject({
      connectorId: 'a.wallet',
      status: 'connected',
    });
  });
});

describe('wallet events from an adapter that reports nonsense', () => {
  it('errors: an invalid event is ignored and later events still reach the store', async () => {
    let emit: AdapterContext['emit'] = () => undefined;
    const account: ConnectResult = {
      accounts: [{ namespace: 'eip155', address: DEV_ADDRESSES[0]!, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    };
    const connectors = [
      {
        id: 'scripted',
        name: 'Scripted',
        namespace: 'eip155' as const,
        group: 'injected' as const,
        kind: 'injected' as const,
        installed: true,
      },
    ];
    const real = eip155Adapter();
    const adapter: ChainAdapter = {
      ...real,
      setup: (context) => {
        emit = context.emit;
        context.emit({ type: 'connectorsChanged', connectors });
      },
      getConnectors: () => connectors,
      connect: () => Promise.resolve(account),
    };
    const modal = createWalletModal(
      { ...baseConfig, adapters: [adapter] },
      { storage: createMemoryStorage() },
    );
    onCleanup(() => modal.destroy());
    modal.dispatch(connectorSelected('scripted'));
    await waitFor(() => modal.getSnapshot().caipAddress !== null);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    emit({ type: 'accountsChanged', connectorId: 'scripted', addresses: ['not:an:address'] });
    await flush();
    expect(warn).toHaveBeenCalled();
    expect(modal.getSnapshot().caipAddress).toBe(caipOf(31337));

    emit({ type: 'accountsChanged', connectorId: 'scripted', addresses: [DEV_ADDRESSES[1]!] });
    await flush();
    expect(modal.getSnapshot().caipAddress).toBe(caipOf(31337, 1));
    warn.mockRestore();
  });
});
