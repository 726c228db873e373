import { storeOf } from '../../../src/modal/storeOf';
import { accountConnected } from '../../../src/features/connections/connectionsSlice';
import { back, close, open, shake } from '../../../src/features/modal/modalSlice';
import { SHAKE_MS } from '../../../src/features/modal/modalSaga';
import { viewPushed } from '../../../src/features/router/routerSlice';
import { VIEWS } from '../../../src/features/router/types';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { baseConfig, connectedAccount } from '../../support/fixtures';

const history = (m: ReturnType<typeof createWalletModal>) => storeOf(m).getState().router.history;

describe('modal and router', () => {
  it('default: starts closed on Connect', async () => {
    const modal = createWalletModal(baseConfig);
    expect(modal.getSnapshot()).toEqual({ isOpen: false, view: 'Connect', caipAddress: null });
  });

  it('behavior: opening goes to Connect when no address is connected', async () => {
    const modal = createWalletModal(baseConfig);
    modal.dispatch(open());
    expect(modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Connect' });
  });

  it('behavior: opening goes to Account when an address is connected', async () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(accountConnected(connectedAccount));
    modal.dispatch(open());
    expect(modal.getSnapshot()).toMatchObject({ isOpen: true, view: 'Account' });
  });

  it('parameters: view and namespace', async () => {
    const modal = createWalletModal(baseConfig);
    modal.open({ view: 'Connect', namespace: 'solana' });
    expect(storeOf(modal).getState().modal.namespace).toBe('solana');
    modal.close();
    expect(storeOf(modal).getState().modal.namespace).toBeNull();
  });

  it('behavior: refuses unknown views, those never built included, with typed errors', async () => {
    const modal = createWalletModal(baseConfig);
    expect(() => modal.open({ view: 'Nope' as never })).toThrow(PorticoError);
    expect(() => modal.open({ view: 'Nope' as never })).toThrow('Unknown view "Nope"');
    for (const view of ['EmailVerifyOtp', 'EmailVerifyDevice', 'OnrampQuote']) {
      expect(VIEWS).not.toContain(view);
      expect(() => modal.open({ view: view as never })).toThrow(
        expect.objectContaining({ code: 'VIEW_UNKNOWN', message: `Unknown view "${view}"` }),
      );
    }
    expect(modal.getSnapshot().isOpen).toBe(false);
  });

  it('behavior: closing resets the history to Connect', async () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(accountConnected(connectedAccount));
    modal.dispatch(open());
    storeOf(modal).dispatch(viewPushed('Networks'));
    modal.dispatch(close());
    expect(modal.getSnapshot().isOpen).toBe(false);
    expect(history(modal)).toEqual(['Connect']);
  });

  it('behavior: embedded close stays visible and resets to Account when connected', async () => {
    const modal = createWalletModal({ ...baseConfig, embedded: true });
    storeOf(modal).dispatch(accountConnected(connectedAccount));
    modal.dispatch(open());
    storeOf(modal).dispatch(viewPushed('Networks'));
    modal.dispatch(close());
    expect(history(modal)).toEqual(['Account']);
    expect(modal.getSnapshot().isOpen).toBe(true);
  });

  it('behavior: embedded close resets to Connect when not connected', async () => {
    const modal = createWalletModal({ ...baseConfig, embedded: true });
    modal.dispatch(open());
    storeOf(modal).dispatch(viewPushed('Networks'));
    modal.dispatch(close());
    expect(history(modal)).toEqual(['Connect']);
  });

  it('behavior: back pops the history', async () => {
    const modal = createWalletModal(baseConfig);
    modal.dispatch(open());
    storeOf(modal).dispatch(viewPushed('AllWallets'));
    storeOf(modal).dispatch(viewPushed('ConnectingWalletConnect'));
    modal.dispatch(back());
    expect(history(modal)).toEqual(['Connect', 'AllWallets']);
    expect(modal.getSnapshot().isOpen).toBe(true);
  });

  it('behavior: back closes the modal when only one entry remains', async () => {
    const modal = createWalletModal(baseConfig);
    modal.dispatch(open());
    modal.dispatch(back());
    expect(modal.getSnapshot().isOpen).toBe(false);
    expect(history(modal)).toEqual(['Connect']);
  });

  it('behavior: pushing the view already shown does not grow the history', async () => {
    const modal = createWalletModal(baseConfig);
    modal.dispatch(open());
    storeOf(modal).dispatch(viewPushed('Connect'));
    expect(history(modal)).toEqual(['Connect']);
  });

  describe('shake', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('behavior: lasts 500 ms, and a new shake restarts it', async () => {
      const modal = createWalletModal(baseConfig);
      const shaking = () => storeOf(modal).getState().modal.shaking;
      storeOf(modal).dispatch(shake());
      expect(shaking()).toBe(true);
      await jest.advanceTimersByTimeAsync(SHAKE_MS - 100);
      storeOf(modal).dispatch(shake());
      await jest.advanceTimersByTimeAsync(SHAKE_MS - 1);
      expect(shaking()).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(shaking()).toBe(false);
      expect(SHAKE_MS).toBe(500);
    });
  });

  it('behavior: subscribeState fires on open and close only', async () => {
    const modal = createWalletModal(baseConfig);
    const seen: boolean[] = [];
    const unsubscribe = modal.subscribeState((s) => seen.push(s.isOpen));
    modal.open();
    storeOf(modal).dispatch(shake());
    modal.close();
    unsubscribe();
    modal.open();
    expect(seen).toEqual([true, false]);
  });

  it('behavior: two instances keep separate state', async () => {
    const a = createWalletModal(baseConfig);
    const b = createWalletModal(baseConfig);
    a.open();
    expect(a.getSnapshot().isOpen).toBe(true);
    expect(b.getSnapshot().isOpen).toBe(false);
  });
});
