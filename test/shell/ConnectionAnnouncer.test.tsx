/**
 * What a screen reader hears while focus stays put: connecting, connected (as the dialog
 * closes), disconnected; in the active locale.
 */
import { storeOf } from '../../src/modal/storeOf';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { disconnect } from '../../src';
import {
  DEV_SHORT_ADDRESS as SHORT_ADDRESS,
  DEV_WALLET_ROW as WALLET,
  renderDevWalletApp,
} from '../support/devWalletApp';
import { withEnglish } from '../support/withEnglish';

const setup = (locale = 'en') => renderDevWalletApp(undefined, { locale });

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
    await waitFor(() => expect(storeOf(modal).getState().locale.status).toBe('ready'));
    const messages = withEnglish(storeOf(modal).getState().locale.messages);
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
