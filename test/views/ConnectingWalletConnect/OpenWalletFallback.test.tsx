import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../../../storybook/stories/ConnectingWalletConnectView.stories';
import { APP_OPEN_WAIT_MS } from '../../../src/views/ConnectingWalletConnect/useAppOpenedCheck';

const { ReadyWithWallet } = composeStories(stories);

/** The pairing view with a wallet picked on AllWallets: its "Open" button and the fallback. */
async function openButton() {
  render(<ReadyWithWallet />);
  const dialog = await screen.findByRole('dialog');
  return { dialog, button: await within(dialog).findByRole('button', { name: /^Open / }) };
}

let openSpy: jest.SpyInstance;
beforeEach(() => {
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  openSpy.mockRestore();
  jest.useRealTimers();
});

describe('Open wallet fallback (mobile deep link)', () => {
  it('behavior: the app does not take over within 2 s: "Not installed?" with Get and the QR hint', async () => {
    const { dialog, button } = await openButton();
    jest.useFakeTimers();
    fireEvent.click(button);
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(String(openSpy.mock.calls[0]?.[0])).toMatch(/wc%3A|wc:/);
    expect(within(dialog).queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(APP_OPEN_WAIT_MS));
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toMatch(/did not open\. Not installed\?/);
    expect(within(status).getByRole('link', { name: /^Get / })).toHaveAttribute('target', '_blank');
    expect(status.textContent).toContain('Or scan the QR code');
  });

  it('behavior: the page is hidden (the app opened): no fallback', async () => {
    const { dialog, button } = await openButton();
    jest.useFakeTimers();
    fireEvent.click(button);
    act(() => {
      window.dispatchEvent(new Event('blur'));
      jest.advanceTimersByTime(APP_OPEN_WAIT_MS * 2);
    });
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
