import { storeOf } from '../../../src/modal/storeOf';
import { dismissToast, showToast } from '../../../src/features/notifications/notificationsSlice';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_SWAP_MS,
} from '../../../src/features/notifications/notificationsSaga';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const modal = createWalletModal(baseConfig);
    return { modal, state: () => storeOf(modal).getState().notifications };
  };

  it('default: variant info, auto-closing', async () => {
    const { modal, state } = setup();
    storeOf(modal).dispatch(showToast({ messageKey: 'connect.noWallets' }));
    expect(state()).toMatchObject({ open: true, toast: { variant: 'info', autoClose: true } });
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS);
    expect(state().open).toBe(false);
  });

  it('behavior: a loading toast stays until replaced or dismissed', async () => {
    const { modal, state } = setup();
    storeOf(modal).dispatch(showToast({ messageKey: 'modal.loading', variant: 'loading' }));
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS * 10);
    expect(state().open).toBe(true);
    storeOf(modal).dispatch(dismissToast());
    expect(state().open).toBe(false);
  });

  it('behavior: a new toast replaces an open one after 150 ms', async () => {
    const { modal, state } = setup();
    storeOf(modal).dispatch(showToast({ messageKey: 'toast.info', variant: 'loading' }));
    const first = state().toast!.id;
    storeOf(modal).dispatch(showToast({ messageKey: 'toast.success', variant: 'success' }));
    expect(state().open).toBe(false);
    expect(state().toast!.id).toBe(first);
    await jest.advanceTimersByTimeAsync(TOAST_SWAP_MS - 1);
    expect(state().open).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({
      open: true,
      toast: { messageKey: 'toast.success', variant: 'success' },
    });
    expect(TOAST_SWAP_MS).toBe(150);
  });

  it('behavior: a toast shown while closed appears at once', async () => {
    const { modal, state } = setup();
    storeOf(modal).dispatch(
      showToast({ messageKey: 'toast.error', variant: 'error', autoClose: false }),
    );
    expect(state()).toMatchObject({ open: true, toast: { variant: 'error', autoClose: false } });
  });

  it('behavior: the older toast’s auto-close cannot hide the newer one', async () => {
    const { modal, state } = setup();
    storeOf(modal).dispatch(showToast({ messageKey: 'toast.info' }));
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 100);
    storeOf(modal).dispatch(
      showToast({ messageKey: 'toast.error', variant: 'error', autoClose: false }),
    );
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS * 2);
    expect(state()).toMatchObject({ open: true, toast: { messageKey: 'toast.error' } });
  });
});
