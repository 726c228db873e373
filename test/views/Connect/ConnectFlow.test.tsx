/**
 * The EVM flows as a user clicks through them, in jsdom: the real store, sagas, eip155 adapter
 * and the scriptable dev wallet of `portico/testing` (no chain needed: balances fail to load,
 * which the Account view says plainly).
 */
import { storeOf } from '../../../src/modal/storeOf';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEV_ADDRESSES } from '../../../src/testing';
import {
  DEV_SHORT_ADDRESS as SHORT_ADDRESS,
  DEV_WALLET_ROW as WALLET,
  renderDevWalletApp as setup,
} from '../../support/devWalletApp';
import { drainMicrotasks } from '../../support/observedFetch';
import { track, type Outcome } from '../../support/trackPromise';
import { axeInAct } from '../../support/axeInAct';

async function connect() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  fireEvent.click(await screen.findByRole('button', { name: WALLET }));
  await screen.findByRole('button', { name: SHORT_ADDRESS });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('connect flow', () => {
  it('behavior: picking the wallet shows it connecting, then closes with the address on the button', async () => {
    const { modal, wallet } = setup();
    // Locked, the wallet holds the connect until it is unlocked: the connecting view stays for
    // axe, whatever the machine's speed (a timed answer could land mid-check, outside act).
    wallet.controls.lock();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: WALLET }));
    await screen.findByText('Continue in Portico Dev Wallet');
    expect(await axeInAct(document.body)).toHaveNoViolations();
    act(() => wallet.controls.unlock());
    await screen.findByRole('button', { name: SHORT_ADDRESS });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${DEV_ADDRESSES[0]}`);
  });

  it('error: a rejection says "Connection rejected" with the shake, connects nothing, and Try again works', async () => {
    const { modal, wallet } = setup();
    wallet.controls.reject();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: WALLET }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection rejected');
    expect(dialog.hasAttribute('data-shaking')).toBe(true);
    expect(modal.getSnapshot().caipAddress).toBeNull();
    expect(storeOf(modal).getState().connections.byNamespace.eip155).toBeUndefined();
    wallet.controls.approve();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: SHORT_ADDRESS });
  });

  it('behavior: Cancel while the wallet thinks returns to the list and connects nothing, even if it approves later', async () => {
    const { modal, wallet } = setup();
    // Locked, the wallet holds the connect prompt until the test unlocks it, after the Cancel.
    wallet.controls.lock();
    const prompts: Outcome[] = [];
    const request = wallet.request.bind(wallet);
    wallet.request = (args) => {
      const answer = request(args);
      if (args.method === 'eth_requestAccounts') prompts.push(track(answer));
      return answer;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: WALLET }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: WALLET });
    expect(prompts.map((prompt) => prompt.state)).toEqual(['pending']);
    act(() => wallet.controls.unlock());
    // The wallet approves: the modal has the accounts in hand and must drop them.
    await waitFor(() => expect(prompts.map((prompt) => prompt.state)).toEqual(['resolved']));
    await act(drainMicrotasks);
    expect(modal.getSnapshot().caipAddress).toBeNull();
    expect(storeOf(modal).getState().connections.byNamespace.eip155).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('behavior: Account shows the account, and Disconnect returns to Connect Wallet', async () => {
    const { modal } = setup();
    await connect();
    fireEvent.click(screen.getByRole('button', { name: SHORT_ADDRESS }));
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    // jsdom has no fetch: the balance cannot load, and the view says so instead of a fake 0.
    await within(dialog).findByText(/Balance unavailable/);
    within(dialog).getByRole('button', { name: 'Network: Local chain' });
    expect(await axeInAct(document.body)).toHaveNoViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('button', { name: 'Connect Wallet' });
    expect(modal.getSnapshot()).toMatchObject({ isOpen: false, caipAddress: null });
  });
});

describe('network flow', () => {
  async function openNetworks() {
    fireEvent.click(screen.getByRole('button', { name: SHORT_ADDRESS }));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    fireEvent.click(await within(account).findByRole('button', { name: 'Network: Local chain' }));
    return screen.findByRole('dialog', { name: 'Choose Network' });
  }

  it('behavior: choosing the second chain asks the wallet, then returns to Account on it', async () => {
    const { modal, wallet } = setup();
    await connect();
    wallet.controls.delayMs = 50;
    const networks = await openNetworks();
    fireEvent.click(await within(networks).findByRole('button', { name: 'Portico Local 2' }));
    await screen.findByText('Approve in your wallet');
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await within(account).findByRole('button', { name: 'Network: Portico Local 2' });
    expect(wallet.controls.getState().chainId).toBe(31338);
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:31338:${DEV_ADDRESSES[0]}`);
  });

  it('error: a wallet refusing the switch shows why, keeps the chain, and Try again retries', async () => {
    const { modal, wallet } = setup();
    await connect();
    wallet.controls.refuseChainSwitch = true;
    const networks = await openNetworks();
    fireEvent.click(await within(networks).findByRole('button', { name: 'Portico Local 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'User rejected the request',
    );
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${DEV_ADDRESSES[0]}`);
    wallet.controls.refuseChainSwitch = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:31338:${DEV_ADDRESSES[0]}`);
    // The new chain's balance is asked for: its answer (none here) is the last update, awaited
    // so it never lands after the test (outside act) on a loaded machine.
    await waitFor(() => expect(storeOf(modal).getState().balance?.status).toBe('failed'));
    await within(account).findByText(/Balance unavailable/);
  });

  it('behavior: the wallet moving to a chain the app lacks opens UnsupportedChain; switching back closes it', async () => {
    const { modal, wallet } = setup({ 31337: 'http://127.0.0.1:1', 999: 'http://127.0.0.1:3' });
    await connect();
    act(() => wallet.controls.setChain(999));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' });
    await within(dialog).findByText(/does not support the network your wallet is on/);
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:999:${DEV_ADDRESSES[0]}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Local chain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modal.getSnapshot().caipAddress).toBe(`eip155:31337:${DEV_ADDRESSES[0]}`);
  });
});
