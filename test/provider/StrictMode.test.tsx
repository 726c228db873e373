import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import { useWalletModal, WalletModalProvider } from '../../src/index';
import { baseConfig } from '../support/fixtures';

/**
 * Issue 12 §4: under StrictMode (which mounts, unmounts and mounts again, and calls state
 * initializers twice) a provider keeps one live instance, and unmounting it destroys that
 * instance: its adapters, listeners, sagas and timers.
 */

function Status() {
  const { isOpen, open } = useWalletModal();
  return (
    <button type="button" onClick={() => open()}>
      {isOpen ? 'open' : 'closed'}
    </button>
  );
}

function countWindowListeners() {
  const added = jest.spyOn(window, 'addEventListener');
  const removed = jest.spyOn(window, 'removeEventListener');
  return {
    live: (type: string) =>
      added.mock.calls.filter(([t]) => t === type).length -
      removed.mock.calls.filter(([t]) => t === type).length,
    restore: () => {
      added.mockRestore();
      removed.mockRestore();
    },
  };
}

describe('WalletModalProvider under StrictMode', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('behavior: one live instance; unmounting destroys it with its adapters, listeners and timers', () => {
    const requests: Event[] = [];
    const onRequest = (event: Event) => requests.push(event);
    window.addEventListener('eip6963:requestProvider', onRequest);
    const listeners = countWindowListeners();
    const adapter = eip155Adapter();
    const setup = jest.spyOn(adapter, 'setup');
    const destroy = jest.spyOn(adapter, 'destroy');
    const config = { ...baseConfig, adapters: [adapter] };

    const view = render(
      <StrictMode>
        <WalletModalProvider config={config}>
          <Status />
        </WalletModalProvider>
      </StrictMode>,
    );
    act(() => jest.runOnlyPendingTimers());
    // One instance: its adapter set up once, one EIP-6963 request, one announcement listener.
    expect(setup).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
    expect(listeners.live('eip6963:announceProvider')).toBe(1);
    expect(destroy).not.toHaveBeenCalled();
    // The instance StrictMode kept is the live one: it opens.
    act(() => screen.getByRole('button', { name: 'closed' }).click());
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();

    view.unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(listeners.live('eip6963:announceProvider')).toBe(0);
    act(() => jest.runAllTimers());
    expect(jest.getTimerCount()).toBe(0);
    listeners.restore();
    window.removeEventListener('eip6963:requestProvider', onRequest);
  });

  it('behavior: an instance the host passed in is the host’s: unmounting leaves it running', async () => {
    const { createWalletModal } = await import('../../src/index');
    const adapter = eip155Adapter();
    const destroy = jest.spyOn(adapter, 'destroy');
    const modal = createWalletModal({ ...baseConfig, adapters: [adapter] });
    const view = render(
      <StrictMode>
        <WalletModalProvider modal={modal}>
          <Status />
        </WalletModalProvider>
      </StrictMode>,
    );
    view.unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(destroy).not.toHaveBeenCalled();
    modal.open();
    expect(modal.getSnapshot().isOpen).toBe(true);
    modal.destroy();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
