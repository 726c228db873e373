import { storeOf } from '../../src/modal/storeOf';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectButton, WalletModalProvider, createWalletModal } from '../../src';
import { alertRaised } from '../../src/features/alerts/alertsSlice';
import { showToast } from '../../src/features/notifications/notificationsSlice';
import { shake } from '../../src/features/modal/modalSlice';
import { baseConfig } from '../support/fixtures';
import { axeInAct } from '../support/axeInAct';

function renderApp(config = baseConfig) {
  const modal = createWalletModal(config);
  const user = userEvent.setup();
  const utils = render(
    <WalletModalProvider modal={modal}>
      <main>
        <h1>Host app</h1>
        <ConnectButton />
        <button type="button">Host action</button>
      </main>
    </WalletModalProvider>,
  );
  return { modal, user, ...utils };
}

async function openWithButton(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  return screen.findByRole('dialog', { name: 'Connect Wallet' });
}

describe('modal shell', () => {
  it('default: closed, nothing of the modal in the page', () => {
    renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-portico-portal]')).toBeNull();
  });

  it('behavior: opens from the connect button as a labelled modal dialog with focus inside', async () => {
    const { user } = renderApp();
    const dialog = await openWithButton(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await within(dialog).findByText('No wallets detected')).toBeTruthy();
  });

  it('behavior: the open modal has no axe violations', async () => {
    const { user } = renderApp();
    await openWithButton(user);
    await screen.findByText('No wallets detected');
    expect(await axeInAct(document.body)).toHaveNoViolations();
  });

  it('behavior: Escape closes and focus returns to the opener', async () => {
    const { user, modal } = renderApp();
    await openWithButton(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal.getSnapshot().isOpen).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }));
  });

  it('behavior: the close button closes and focus returns to the opener', async () => {
    const { user } = renderApp();
    const dialog = await openWithButton(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect Wallet' }));
  });

  it('behavior: Tab and Shift+Tab stay inside the dialog', async () => {
    const { user } = renderApp();
    const dialog = await openWithButton(user);
    await screen.findByText('No wallets detected');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('behavior: focus moved outside programmatically is pulled back', async () => {
    const { user } = renderApp();
    const dialog = await openWithButton(user);
    act(() => screen.getByRole('button', { name: 'Host action', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('behavior: background is inert and page scroll locked while open, restored after', async () => {
    const { user, container } = renderApp();
    await openWithButton(user);
    expect(container).toHaveAttribute('inert');
    // The scroll lock comes a frame after the dialog shows (afterFirstFrame): off the click's path.
    await waitFor(() => expect(document.documentElement).toHaveClass('portico-scroll-lock'));
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(document.documentElement).not.toHaveClass('portico-scroll-lock');
  });

  it('behavior: a click on the overlay closes, a click inside does not', async () => {
    const { user, modal } = renderApp();
    const dialog = await openWithButton(user);
    await user.click(within(dialog).getByText('No wallets detected'));
    expect(modal.getSnapshot().isOpen).toBe(true);
    await user.click(dialog.parentElement!);
    expect(modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: opens and closes from host code outside React', async () => {
    const { modal } = renderApp();
    act(() => modal.open());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    act(() => modal.close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('behavior: shows the shake, toast and alert bar; the alert can be dismissed', async () => {
    const { modal, user } = renderApp();
    act(() => modal.open());
    const dialog = await screen.findByRole('dialog');
    act(() => {
      storeOf(modal).dispatch(shake());
      storeOf(modal).dispatch(
        showToast({ messageKey: 'connect.noWallets', variant: 'error', autoClose: false }),
      );
      storeOf(modal).dispatch(alertRaised('ORIGIN_NOT_ALLOWED'));
    });
    expect(dialog).toHaveAttribute('data-shaking');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((el) => el.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Origin Not Allowed'),
        expect.stringContaining('No wallets detected'),
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByText('Origin Not Allowed')).toBeNull();
    expect(await axeInAct(document.body)).toHaveNoViolations();
  });

  it('parameters: theme mode, variables and right-to-left locale reach the modal root', async () => {
    const { modal } = renderApp({
      ...baseConfig,
      themeMode: 'dark',
      locale: 'ar',
      themeVariables: { accent: 'rgb(255, 0, 0)', borderRadius: '4px', zIndex: 50 },
    });
    act(() => modal.open());
    const dialog = await screen.findByRole('dialog');
    const root = dialog.closest('.portico-root') as HTMLElement;
    expect(root).toHaveAttribute('data-theme-mode', 'dark');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root.style.getPropertyValue('--portico-accent')).toBe('rgb(255, 0, 0)');
    expect(root.style.getPropertyValue('--portico-radius')).toBe('4px');
    expect(root.style.getPropertyValue('--portico-z-index')).toBe('50');
  });

  it('default: theme follows the OS and the layout is left-to-right', async () => {
    const { modal } = renderApp();
    act(() => modal.open());
    const root = (await screen.findByRole('dialog')).closest('.portico-root');
    expect(root).toHaveAttribute('data-theme-mode', 'system');
    expect(root).toHaveAttribute('dir', 'ltr');
  });
});
