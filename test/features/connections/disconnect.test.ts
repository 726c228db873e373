import { disconnect } from '../../../src/features/connections/connectionsSlice';
import { selectConnectionStatus } from '../../../src/features/connections/connectionsSelectors';
import { DISCONNECT_TIMEOUT_MS } from '../../../src/features/connections/endSession';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_WALLET_ID,
  flush,
  readStored,
  useSagaFakeTimers,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

async function connect(t: TestModal, connectorId = DEV_WALLET_ID) {
  t.modal.dispatch(connectorSelected(connectorId));
  await waitFor(
    () =>
      t.state().connections.byNamespace.eip155?.connectorId === connectorId &&
      t.state().connections.byNamespace.eip155?.status === 'connected',
  );
}

describe('disconnect', () => {
  it('behavior: revokes the permission, clears the account and remembers the connection as disconnected', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    t.modal.open();
    expect(t.modal.getSnapshot().view).toBe('Account');

    t.modal.dispatch(disconnect());
    await waitFor(() => t.modal.getSnapshot().caipAddress === null);

    expect(dev.calls).toContain('wallet_revokePermissions');
    expect(dev.wallet.controls.getState().authorized).toBe(false);
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.state().connections.activeNamespace).toBeNull();
    expect(selectConnectionStatus(t.state())).toBe('disconnected');
    expect(t.modal.getSnapshot()).toEqual({ isOpen: false, view: 'Connect', caipAddress: null });
    expect(t.state().connections.stored).toEqual([
      expect.objectContaining({ connectorId: DEV_WALLET_ID, status: 'disconnected' }),
    ]);
    expect(readStored(t.storage, 'connections')).toEqual([
      expect.objectContaining({ connectorId: DEV_WALLET_ID, status: 'disconnected' }),
    ]);
    expect(t.eventsOf('DISCONNECTED')).toEqual([expect.objectContaining({ namespace: 'eip155' })]);
    expect(t.state().notifications.toast).toBeNull();
  });

  it('behavior: the wallet no longer answers for us after a disconnect, so a new page load does not reconnect', async () => {
    const dev = addWallet();
    const first = createTestModal();
    await connect(first);
    first.modal.dispatch(disconnect());
    await waitFor(() => first.modal.getSnapshot().caipAddress === null);

    const calls = dev.calls.length;
    const second = createTestModal({}, { storage: first.storage });
    await waitFor(() => !second.state().connections.reconnecting);
    expect(second.modal.getSnapshot().caipAddress).toBeNull();
    // The stored connection is 'disconnected': not even asked silently.
    expect(dev.calls.slice(calls)).toEqual([]);
  });

  it('behavior: a wallet that hangs on revoke is still disconnected after 5 s, with a "Failed to disconnect" toast', async () => {
    useSagaFakeTimers();
    const dev = addWallet();
    const t = createTestModal();
    t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
    await jest.advanceTimersByTimeAsync(0);
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31337));

    dev.hang('wallet_revokePermissions');
    t.modal.dispatch(disconnect());
    await jest.advanceTimersByTimeAsync(DISCONNECT_TIMEOUT_MS - 1);
    expect(dev.calls).toContain('wallet_revokePermissions');
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(31337));

    await jest.advanceTimersByTimeAsync(1);
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.state().connections.stored).toEqual([
      expect.objectContaining({ status: 'disconnected' }),
    ]);
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(1);
    expect(t.state().notifications.toast).toMatchObject({
      messageKey: 'error.DISCONNECT_FAILED',
      variant: 'error',
    });
  });

  it('behavior: a wallet without revocation support is disconnected locally without an error', async () => {
    const dev = addWallet();
    const t = createTestModal();
    await connect(t);
    dev.wallet.controls.next('wallet_revokePermissions', {
      code: 4200,
      message: 'Unsupported method',
    });
    t.modal.dispatch(disconnect());
    await waitFor(() => t.modal.getSnapshot().caipAddress === null);
    expect(t.state().connections.byNamespace).toEqual({});
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(1);
  });

  it('behavior: disconnecting with nothing connected does nothing', async () => {
    const dev = addWallet();
    const t = createTestModal();
    t.modal.dispatch(disconnect());
    await flush();
    expect(dev.calls).toEqual([]);
    expect(t.eventsOf('DISCONNECTED')).toEqual([]);
    expect(t.state().connections.stored).toEqual([]);
  });
});
