import { storeOf } from '../../../src/modal/storeOf';
import {
  connectionSwitchRequested,
  disconnect,
} from '../../../src/features/connections/connectionsSlice';
import { eip155Chain } from '../../../adapters/eip155/eip155Chain';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import type { ChainAdapter, ConnectResult } from '../../../src/adapter/ChainAdapter';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';
import {
  addWallet,
  DEV_ADDRESSES,
  onCleanup,
  caipOf,
  cleanupHarness,
  createTestModal,
  flush,
  readStored,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

afterEach(cleanupHarness);

const connection = (t: TestModal) => t.state().connections.byNamespace.eip155;

async function connect(t: TestModal, connectorId: string) {
  t.modal.dispatch(connectorSelected(connectorId));
  await waitFor(
    () => connection(t)?.connectorId === connectorId && connection(t)?.status === 'connected',
  );
}

const storedStatus = (t: TestModal) =>
  Object.fromEntries(t.state().connections.stored.map((c) => [c.connectorId, c.status]));

describe('switching between remembered connections (spec §4)', () => {
  it('behavior: a connected (not active) connection is re-authorised silently and becomes active', async () => {
    const a = addWallet({ rdns: 'a.wallet' });
    const b = addWallet({ rdns: 'b.wallet', accountIndex: 1 });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    await connect(t, 'b.wallet');
    expect(storedStatus(t)).toEqual({ 'a.wallet': 'connected', 'b.wallet': 'active' });
    const prompts = a.calls.filter((m) => m === 'eth_requestAccounts').length;

    storeOf(t.modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await waitFor(() => connection(t)?.connectorId === 'a.wallet');
    expect(connection(t)).toMatchObject({ status: 'connected', caipAddress: caipOf(31337, 0) });
    expect(a.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(prompts);
    expect(a.calls.at(-2)).toBe('eth_accounts');
    expect(storedStatus(t)).toEqual({ 'a.wallet': 'active', 'b.wallet': 'connected' });
    expect(readStored(t.storage, 'connections')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ connectorId: 'a.wallet', status: 'active' }),
      ]),
    );
    expect(t.modal.getSnapshot().view).not.toBe('ConnectingExternal');
    expect(b.calls).not.toContain('wallet_revokePermissions');
  });

  it('behavior: switching to the active connection re-authorises it silently', async () => {
    const a = addWallet({ rdns: 'a.wallet' });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    const before = a.calls.length;
    storeOf(t.modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await flush();
    expect(a.calls.slice(before)).toEqual(['eth_accounts', 'eth_chainId']);
    expect(connection(t)).toMatchObject({ status: 'connected', connectorId: 'a.wallet' });
  });

  it('behavior: a disconnected connection goes through the login flow again', async () => {
    const a = addWallet({ rdns: 'a.wallet' });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    t.modal.dispatch(disconnect());
    await waitFor(() => t.modal.getSnapshot().caipAddress === null);
    expect(storedStatus(t)).toEqual({ 'a.wallet': 'disconnected' });

    // Locked: the login prompt stays open, so the flow is observable.
    a.wallet.controls.lock();
    const before = a.calls.length;
    t.modal.open();
    storeOf(t.modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await flush();
    expect(t.modal.getSnapshot().view).toBe('ConnectingExternal');
    expect(t.state().connections.attempt).toMatchObject({
      status: 'pending',
      connectorId: 'a.wallet',
    });
    expect(a.calls.slice(before)).toEqual(['eth_requestAccounts']);

    a.wallet.controls.unlock();
    await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
    expect(storedStatus(t)).toEqual({ 'a.wallet': 'active' });
  });

  it('behavior: a remembered wallet that stopped authorising us falls back to the login flow', async () => {
    const a = addWallet({ rdns: 'a.wallet' });
    addWallet({ rdns: 'b.wallet' });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    await connect(t, 'b.wallet');
    // The wallet no longer shows us an account (locked): eth_accounts answers [].
    a.wallet.controls.lock();
    t.modal.open();
    storeOf(t.modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await flush();
    expect(t.state().connections.attempt).toMatchObject({
      status: 'pending',
      connectorId: 'a.wallet',
    });
    expect(t.modal.getSnapshot().view).toBe('ConnectingExternal');
    // The account in use stays until the new one is in.
    expect(connection(t)).toMatchObject({ status: 'connected', connectorId: 'b.wallet' });
  });

  it('errors: a connector with no stored connection gives an error toast and changes nothing', async () => {
    addWallet({ rdns: 'a.wallet' });
    const c = addWallet({ rdns: 'c.wallet' });
    const t = createTestModal();
    await connect(t, 'a.wallet');
    storeOf(t.modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'c.wallet' }),
    );
    await flush();
    expect(t.state().notifications.toast).toMatchObject({
      messageKey: 'error.CONNECT_FAILED',
      variant: 'error',
    });
    expect(t.eventsOf('TOAST')).toEqual([expect.objectContaining({ variant: 'error' })]);
    expect(c.calls).toEqual([]);
    expect(connection(t)).toMatchObject({ connectorId: 'a.wallet' });
  });
});

describe('switching with an adapter that answers badly', () => {
  /** A scripted adapter: the dev wallet cannot return a malformed CAIP-2 id from reconnect. */
  function scriptedAdapter(answers: ConnectResult[]): ChainAdapter {
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
    const fail = () => Promise.reject(new Error('not scripted'));
    return {
      namespace: 'eip155',
      chain: eip155Chain,
      capabilities: {
        send: false,
        signTypedData: false,
        switchNetwork: false,
        walletConnect: false,
        smartAccount: false,
        names: false,
        activity: false,
      },
      setup: (context) => context.emit({ type: 'connectorsChanged', connectors }),
      getConnectors: () => connectors,
      connect: () => Promise.resolve(answers.shift()!),
      reconnect: () => Promise.resolve(answers.shift() ?? null),
      disconnect: () => Promise.resolve(),
      getAccounts: fail,
      switchNetwork: fail,
      getBalance: fail,
      signMessage: fail,
      sendTransaction: fail,
      destroy: () => undefined,
    };
  }

  it('errors: a malformed answer falls back to the login flow and switching keeps working', async () => {
    const good: ConnectResult = {
      accounts: [{ namespace: 'eip155', address: DEV_ADDRESSES[0]!, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    };
    const bad = { ...good, caipNetworkId: 'eip155' } as unknown as ConnectResult;
    // Login; the first switch answers badly, so the login flow runs; the next switch is fine.
    const adapter = scriptedAdapter([good, bad, good, good]);
    const modal = createWalletModal(
      { ...baseConfig, adapters: [adapter] },
      { storage: createMemoryStorage() },
    );
    onCleanup(() => modal.destroy());
    modal.dispatch(connectorSelected('scripted'));
    await waitFor(() => modal.getSnapshot().caipAddress !== null);

    const reconnect = jest.spyOn(adapter, 'reconnect');
    const connect = jest.spyOn(adapter, 'connect');
    storeOf(modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'scripted' }),
    );
    await flush();
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(storeOf(modal).getState().connections.byNamespace.eip155).toMatchObject({
      status: 'connected',
      caipAddress: caipOf(31337),
    });

    storeOf(modal).dispatch(
      connectionSwitchRequested({ namespace: 'eip155', connectorId: 'scripted' }),
    );
    await flush();
    expect(reconnect).toHaveBeenCalledTimes(2);
  });
});
