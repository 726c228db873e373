import { storeOf } from '../../../src/modal/storeOf';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import {
  profileWalletsRequested,
  walletAddRequested,
  walletDisconnectRequested,
  walletSwitchRequested,
} from '../../../src/features/multiWallet/multiWalletActions';
import { selectProfileWallets } from '../../../src/features/multiWallet/multiWalletSelectors';
import { alertDismissed } from '../../../src/features/alerts/alertsSlice';
import { open } from '../../../src/features/modal/modalSlice';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  readStored,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';

/**
 * Spec §6 multi-wallet, on the real eip155 adapter with two dev wallets: the list of connected
 * wallets, add, switch, disconnect one without touching the other, persistence across a
 * reload, and the info alert when the flag is off.
 */

afterEach(cleanupHarness);

const ON = { features: { multiWallet: true } };
const current = (t: TestModal) => t.state().connections.byNamespace.eip155;
const wallets = (t: TestModal) =>
  selectProfileWallets(t.state()).flatMap((group) =>
    group.wallets.map((w) => `${w.connectorId} ${w.address} ${w.current ? 'current' : ''}`.trim()),
  );

async function connect(t: TestModal, connectorId: string) {
  t.modal.dispatch(connectorSelected(connectorId));
  await waitFor(
    () => current(t)?.connectorId === connectorId && current(t)?.status === 'connected',
  );
}

async function twoWallets(config = ON) {
  const a = addWallet({ rdns: 'a.wallet' });
  const b = addWallet({ rdns: 'b.wallet', accountIndex: 1 });
  const t = createTestModal(config);
  await connect(t, 'a.wallet');
  await connect(t, 'b.wallet');
  return { a, b, t };
}

describe('multi-wallet (spec §6)', () => {
  it('default: two connected wallets are listed per namespace, the current one first, each with its account', async () => {
    const { t } = await twoWallets();
    expect(wallets(t)).toEqual([
      `b.wallet ${DEV_ADDRESSES[1]} current`,
      `a.wallet ${DEV_ADDRESSES[0]}`,
    ]);
    expect(selectProfileWallets(t.state())[0]).toMatchObject({
      namespace: 'eip155',
      networkName: 'Local chain',
    });
    t.modal.dispatch(open({ view: 'Account' }));
    storeOf(t.modal).dispatch(profileWalletsRequested());
    await waitFor(() => t.modal.getSnapshot().view === 'ProfileWallets');
  });

  it('behavior: switching makes the other wallet current silently; the first stays connected', async () => {
    const { a, t } = await twoWallets();
    const prompts = a.calls.filter((m) => m === 'eth_requestAccounts').length;
    storeOf(t.modal).dispatch(
      walletSwitchRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await waitFor(() => current(t)?.connectorId === 'a.wallet');
    expect(current(t)?.caipAddress).toBe(caipOf(31337, 0));
    expect(a.calls.filter((m) => m === 'eth_requestAccounts')).toHaveLength(prompts);
    expect(wallets(t)).toEqual([
      `a.wallet ${DEV_ADDRESSES[0]} current`,
      `b.wallet ${DEV_ADDRESSES[1]}`,
    ]);
  });

  it('behavior: disconnecting the other wallet leaves the current one untouched', async () => {
    const { a, b, t } = await twoWallets();
    const disconnects = t.eventsOf('DISCONNECTED').length;
    storeOf(t.modal).dispatch(
      walletDisconnectRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    );
    await waitFor(() => wallets(t).length === 1);
    expect(wallets(t)).toEqual([`b.wallet ${DEV_ADDRESSES[1]} current`]);
    expect(current(t)).toMatchObject({ status: 'connected', connectorId: 'b.wallet' });
    expect(a.calls).toContain('wallet_revokePermissions');
    expect(b.calls).not.toContain('wallet_revokePermissions');
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(disconnects);
    expect(readStored(t.storage, 'connections')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ connectorId: 'a.wallet', status: 'disconnected' }),
        expect.objectContaining({ connectorId: 'b.wallet', status: 'active' }),
      ]),
    );
  });

  it('behavior: disconnecting the current wallet hands over to the other connected one', async () => {
    const { t } = await twoWallets();
    storeOf(t.modal).dispatch(
      walletDisconnectRequested({ namespace: 'eip155', connectorId: 'b.wallet' }),
    );
    await waitFor(
      () => current(t)?.connectorId === 'a.wallet' && current(t)?.status === 'connected',
    );
    expect(wallets(t)).toEqual([`a.wallet ${DEV_ADDRESSES[0]} current`]);
    expect(t.eventsOf('DISCONNECTED')).toHaveLength(1);
  });

  it('behavior: the wallets and their accounts survive a reload', async () => {
    const { t } = await twoWallets();
    const again = createTestModal(ON, { storage: t.storage });
    await waitFor(() => current(again)?.status === 'connected');
    expect(current(again)?.connectorId).toBe('b.wallet');
    expect(wallets(again)).toEqual([
      `b.wallet ${DEV_ADDRESSES[1]} current`,
      `a.wallet ${DEV_ADDRESSES[0]}`,
    ]);
  });

  it('errors: with multiWallet off every multi-wallet intent raises the info alert and changes nothing', async () => {
    const { t } = await twoWallets({ features: { multiWallet: false } });
    t.modal.dispatch(open({ view: 'Account' }));
    const before = t.state().connections;
    for (const intent of [
      profileWalletsRequested(),
      walletAddRequested(),
      walletSwitchRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
      walletDisconnectRequested({ namespace: 'eip155', connectorId: 'a.wallet' }),
    ]) {
      storeOf(t.modal).dispatch(intent);
      await waitFor(() => t.state().alerts.current === 'MULTI_WALLET_NOT_ENABLED');
      storeOf(t.modal).dispatch(alertDismissed());
    }
    expect(t.modal.getSnapshot().view).toBe('Account');
    expect(t.state().connections.byNamespace).toEqual(before.byNamespace);
    expect(t.state().connections.stored).toEqual(before.stored);
  });

  it('behavior: "Add wallet" leads to Connect; a wallet picked there joins the list', async () => {
    addWallet({ rdns: 'a.wallet' });
    addWallet({ rdns: 'b.wallet', accountIndex: 1 });
    const t = createTestModal(ON);
    await connect(t, 'a.wallet');
    t.modal.dispatch(open({ view: 'Account' }));
    storeOf(t.modal).dispatch(walletAddRequested());
    await waitFor(() => t.modal.getSnapshot().view === 'Connect');
    await connect(t, 'b.wallet');
    expect(wallets(t)).toEqual([
      `b.wallet ${DEV_ADDRESSES[1]} current`,
      `a.wallet ${DEV_ADDRESSES[0]}`,
    ]);
  });
});
