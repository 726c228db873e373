/**
 * The modal's lists with the keyboard alone, in the real modal (store, sagas, views): arrows
 * through the Connect view's wallet rows and the Networks view, Enter to pick, the social icon
 * row as a grid mirrored in a right-to-left locale, ArrowDown from a search field into its
 * list (AllWallets), and the pairing views' "Copy link" by Tab and Enter or Space.
 */
import { storeOf } from '../../src/modal/storeOf';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeEvery } from 'redux-saga/effects';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import { ConnectButton, WalletModalProvider, createWalletModal } from '../../src';
import type { ConfigInput } from '../../src/config/ConfigInput';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import {
  connectorsDiscovered,
  connectorSelected,
} from '../../src/features/connectors/connectorsSlice';
import { selectActiveNetwork } from '../../src/features/networks/networksSelectors';
import { authConnector } from '../../src/frame/AuthWallet';
import { announceDevWallet, createDevWallet } from '../../src/testing';
import { pairingState, STORY_PAIRING_URI } from '../../storybook/support/pairingState';
import {
  createStoryModal,
  openModalState,
  sampleConnectors,
} from '../../storybook/support/storyModal';
import { loadLazySlices } from '../../storybook/support/lazySlices';
import { baseConfig, localChain } from '../support/fixtures';
import { localChain2 } from '../stack/chain/localChains';

const wallet = (id: string, name: string): ConnectorInfo => ({
  id,
  name,
  namespace: 'eip155',
  group: 'injected',
  kind: 'injected',
  installed: false,
});

const WALLETS = [wallet('a', 'Alpha'), wallet('b', 'Bravo'), wallet('c', 'Charlie')];

// The story modals take every lazy feature's slices.
beforeAll(() => loadLazySlices());

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function renderModal(config: ConfigInput, connectors: ConnectorInfo[] = WALLETS) {
  const selected: string[] = [];
  function* recordSelection() {
    yield takeEvery(connectorSelected.type, (action: ReturnType<typeof connectorSelected>) => {
      selected.push(action.payload);
    });
  }
  const modal = createWalletModal(config, { extraSagas: [recordSelection] });
  cleanups.push(() => modal.destroy());
  const user = userEvent.setup();
  render(
    <WalletModalProvider modal={modal}>
      <ConnectButton />
    </WalletModalProvider>,
  );
  act(() => {
    storeOf(modal).dispatch(connectorsDiscovered(connectors));
  });
  return { modal, user, selected };
}

/** Opens the modal from the connect button with the keyboard: Tab to it, Enter. */
async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /Connect Wallet/ }));
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog');
}

/** Presses Tab until `target` has focus (at most 20 times): the way a keyboard user gets there. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== target; i += 1) await user.tab();
  expect(document.activeElement).toBe(target);
}

/** The accessible text of the focused element: its label, else its text. */
const focused = () =>
  document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

describe('lists by keyboard', () => {
  it('behavior: Connect: arrows move through the wallet rows, wrapping; Home and End jump', async () => {
    const { user } = renderModal(baseConfig);
    const dialog = await openByKeyboard(user);
    const list = within(dialog).getByRole('list');
    const [alpha, bravo, charlie] = within(list).getAllByRole('button');
    await tabTo(user, alpha!);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(bravo);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(charlie);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(alpha);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(charlie);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(alpha);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(charlie);
    // Tab still goes row by row.
    await user.keyboard('{Home}');
    await user.tab();
    expect(document.activeElement).toBe(bravo);
  });

  it('behavior: Connect: Enter on the row reached by arrows connects that wallet', async () => {
    // Two browser wallets for real (EIP-6963, the eip155 adapter); the second waits to answer.
    const first = createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' }, chainId: 31337 });
    const second = createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' }, chainId: 31337 });
    second.controls.delayMs = 60_000;
    cleanups.push(announceDevWallet(first));
    cleanups.push(announceDevWallet(second, { name: 'Second Wallet', rdns: 'dev.second.wallet' }));
    const { user, selected } = renderModal({ ...baseConfig, adapters: [eip155Adapter()] }, []);
    const dialog = await openByKeyboard(user);
    const rows = within(within(dialog).getByRole('list')).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Portico Dev WalletInstalled',
      'Second WalletInstalled',
    ]);
    await tabTo(user, rows[0]!);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selected).toEqual(['dev.second.wallet']);
    expect(await within(dialog).findByText('Continue in Second Wallet')).toBeTruthy();
  });

  it('behavior: Networks: arrows move through the networks; Enter switches to the one reached', async () => {
    const { user, modal } = renderModal({ ...baseConfig, networks: [localChain, localChain2] });
    act(() => modal.open({ view: 'Networks' }));
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: 'Networks' });
    const [first, second] = within(list).getAllByRole('button');
    await tabTo(user, first!);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    expect(focused()).toContain(localChain2.name);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    expect(selectActiveNetwork(storeOf(modal).getState())?.caipNetworkId).toBe(
      localChain.caipNetworkId,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(selectActiveNetwork(storeOf(modal).getState())?.caipNetworkId).toBe(
        localChain2.caipNetworkId,
      ),
    );
  });

  it('behavior: AllWallets: ArrowDown in the search field enters the wallet list', async () => {
    const modal = createStoryModal(
      {},
      {
        ...openModalState({ view: 'AllWallets' }),
        connectors: { list: sampleConnectors, recent: [] },
      },
    );
    cleanups.push(() => modal.destroy());
    const user = userEvent.setup();
    render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: 'Wallets' });
    const [first, second] = within(list).getAllByRole('button');
    const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' });
    await tabTo(user, search);
    // Keys that edit the search stay in it.
    await user.keyboard('{End}{Home}{ArrowUp}');
    expect(document.activeElement).toBe(search);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
  });

  it.each([
    ['en', 'ltr', 'ArrowRight', 'ArrowLeft'],
    ['he', 'rtl', 'ArrowLeft', 'ArrowRight'],
  ])(
    'parameters: social icon row in %s (%s): %s goes to the next provider, %s back',
    async (locale, dir, next, previous) => {
      const { user } = renderModal({ ...baseConfig, locale }, [
        authConnector('eip155'),
        ...WALLETS,
      ]);
      await user.tab();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir));
      const social = (provider: string) =>
        dialog.querySelector<HTMLElement>(`.portico-social [data-provider="${provider}"]`)!;
      await tabTo(user, social('google'));
      await user.keyboard(`{${next}}`);
      expect(document.activeElement).toBe(social('x'));
      await user.keyboard(`{${next}}`);
      expect(document.activeElement).toBe(social('farcaster'));
      await user.keyboard(`{${previous}}`);
      expect(document.activeElement).toBe(social('x'));
      await user.keyboard(`{${previous}}`);
      expect(document.activeElement).toBe(social('google'));
    },
  );

  it('behavior: social buttons: the providers behind "More" join the arrows once shown', async () => {
    const { user } = renderModal(baseConfig, [authConnector('eip155'), ...WALLETS]);
    const dialog = await openByKeyboard(user);
    const section = dialog.querySelector<HTMLElement>('.portico-social')!;
    const more = within(section).getByRole('button', { name: 'More options' });
    await tabTo(user, within(section).getByRole('button', { name: 'Continue with Google' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(more);
    // Hidden behind "More": the next is the first provider again.
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Continue with Google');
    await user.keyboard('{End}{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Continue with Apple');
    await user.keyboard('{End}');
    expect(focused()).toBe('Continue with Facebook');
  });
});

describe('pairing views by keyboard', () => {
  it.each(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'] as const)(
    'behavior: %s: "Copy link" is a button reached by Tab; Enter and Space copy the link',
    async (view) => {
      const modal = createStoryModal({}, pairingState(view, { uri: STORY_PAIRING_URI }));
      cleanups.push(() => modal.destroy());
      const user = userEvent.setup();
      render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
      const dialog = await screen.findByRole('dialog');
      const copy = await within(dialog).findByRole('button', { name: 'Copy link' });
      expect(copy.tagName).toBe('BUTTON');
      await tabTo(user, copy);
      await user.keyboard('{Enter}');
      expect(await navigator.clipboard.readText()).toBe(STORY_PAIRING_URI);
      expect(await within(dialog).findByText('Link copied')).toBeTruthy();
      await navigator.clipboard.writeText('');
      await user.keyboard(' ');
      await waitFor(async () =>
        expect(await navigator.clipboard.readText()).toBe(STORY_PAIRING_URI),
      );
    },
  );
});
