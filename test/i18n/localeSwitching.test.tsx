import { storeOf } from '../../src/modal/storeOf';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectButton, WalletModalProvider, createWalletModal, setLocale } from '../../src';
import type { ConfigInput } from '../../src/config/ConfigInput';
import { baseConfig } from '../support/fixtures';

function renderApp(config: Partial<ConfigInput> = {}) {
  const modal = createWalletModal({ ...baseConfig, ...config });
  const user = userEvent.setup();
  const utils = render(
    <WalletModalProvider modal={modal}>
      <ConnectButton />
    </WalletModalProvider>,
  );
  return { modal, user, ...utils };
}

const localeOf = (modal: ReturnType<typeof createWalletModal>) => storeOf(modal).getState().locale;
const warnings = (modal: ReturnType<typeof createWalletModal>) =>
  modal
    .getLogs()
    .filter((entry) => entry.level === 'warn')
    .map((entry) => entry.message);

afterEach(() => {
  document.documentElement.lang = '';
});

describe('locale at runtime', () => {
  it('default: follows the host page’s <html lang> when the config names no locale', async () => {
    document.documentElement.lang = 'ja';
    const { modal } = renderApp();
    expect(await screen.findByRole('button', { name: 'ウォレットを接続' })).toBeTruthy();
    expect(localeOf(modal)).toMatchObject({ requested: 'ja', locale: 'ja', status: 'ready' });
  });

  it('default: the config’s locale wins over the page; English needs no chunk', () => {
    document.documentElement.lang = 'ja';
    const { modal } = renderApp({ locale: 'en-GB' });
    expect(localeOf(modal)).toMatchObject({ locale: 'en-GB', messages: null, status: 'ready' });
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('behavior: setLocale switches the open modal to Arabic, right to left, keeping its view', async () => {
    const { modal, user } = renderApp({ locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    act(() => modal.setLocale('ar'));
    await waitFor(() => expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl'));
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Connect' });
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    // And back, by the exported action.
    act(() => {
      modal.dispatch(setLocale('en'));
    });
    await waitFor(() => expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'ltr'));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Connect' });
  });

  it('behavior: the latest request wins when two are made before either chunk arrives', async () => {
    const { modal } = renderApp({ locale: 'en' });
    act(() => {
      modal.setLocale('de');
      modal.setLocale('fr');
    });
    await waitFor(() => expect(localeOf(modal).status).toBe('ready'));
    expect(localeOf(modal)).toMatchObject({ requested: 'fr', locale: 'fr' });
    expect(
      await screen.findByRole('button', {
        name: localeOf(modal).messages!['connectButton.connect'],
      }),
    ).toBeTruthy();
  });

  it('errors: pt falls back to pt-BR and an unknown tag to English, each with a warning in the log', async () => {
    // Warnings are kept from logLevel 'warn' (the default keeps errors only, spec §9).
    const { modal } = renderApp({ locale: 'pt', logLevel: 'warn' });
    await waitFor(() => expect(localeOf(modal).status).toBe('ready'));
    expect(localeOf(modal)).toMatchObject({ locale: 'pt', requested: 'pt' });
    expect(localeOf(modal).messages!['modal.close']).toBe(
      (await import('../../src/i18n/locales/pt-BR')).default['modal.close'],
    );
    expect(warnings(modal)).toEqual([expect.stringContaining('"pt"')]);
    act(() => modal.setLocale('xx-YY'));
    await waitFor(() =>
      expect(localeOf(modal)).toMatchObject({ requested: 'xx-YY', locale: 'en', messages: null }),
    );
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(warnings(modal)).toHaveLength(2);
    expect(warnings(modal)[1]).toContain('"xx-YY"');
  });
});
