/**
 * What a screen reader hears while focus stays put: connecting, connected (as the dialog
 * closes), disconnected; in the active locale.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import {
  ConnectButton,
  WalletModalProvider,
  createMemoryStorage,
  createWalletModal,
  disconnect,
} from '../../src';
import { announceDevWallet, createDevWallet, DEV_ADDRESSES } from '../../src/testing';
import { localChain } from '../stack/chain/localChains';

const WALLET = 'Portico Dev Wallet Installed';
const SHORT_ADDRESS = `${DEV_ADDRESSES[0]!.slice(0, 6)}…${DEV_ADDRESSES[0]!.slice(-4)}`;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(locale = 'en') {
  const wallet = createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' }, chainId: 31337 });
  cleanups.push(announceDevWallet(wallet));
  const modal = createWalletModal(
    { projectId: 'test', networks: [localChain], adapters: [eip155Adapter()], locale },
    { storage: createMemoryStorage() },
  );
  cleanups.push(() => modal.destroy());
  render(
    <WalletModalProvider modal={modal}>
      <ConnectButton />
    </WalletModalProvider>,
  );
  return { modal, wallet };
}

const announcer = () => document.querySelector('[data-portico-announcer] [role="status"]');

describe('connection announcements', () => {
  it('behavior: connecting, then connected after the dialog closed, then disconnected', async () => {
    const { modal, wallet } = setup();
    wallet.controls.delayMs = 80;
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: WALLET }));
    await waitFor(() => expect(announcer()?.textContent).toBe('Connecting to Portico Dev Wallet…'));
    await screen.findByRole('button', { name: SHORT_ADDRESS });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(announcer()?.textContent).toBe('Connected to Portico Dev Wallet');
    // Never hidden from assistive technology, open or closed.
    expect(announcer()!.closest('[inert]')).toBeNull();
    act(() => {
      modal.dispatch(disconnect());
    });
    await waitFor(() => expect(announcer()?.textContent).toBe('Wallet disconnected'));
  });

  it('behavior: the announcement is in the active locale, and stays audible over the open dialog', async () => {
    const { modal } = setup('de');
    await waitFor(() => expect(modal.store.getState().locale.status).toBe('ready'));
    const messages = modal.store.getState().locale.messages!;
    fireEvent.click(screen.getByRole('button', { name: messages['connectButton.connect'] }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp('Portico Dev Wallet') }));
    await waitFor(() =>
      expect(announcer()?.textContent).toBe(
        messages['announce.connecting'].replace('{wallet}', 'Portico Dev Wallet'),
      ),
    );
    expect(announcer()!.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(announcer()!.closest('[inert]')).toBeNull();
  });
});
