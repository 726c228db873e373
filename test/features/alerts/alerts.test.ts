import { storeOf } from '../../../src/modal/storeOf';
import { alertDismissed, alertRaised } from '../../../src/features/alerts/alertsSlice';
import { createWalletModal } from '../../../src/modal/createWalletModal';
import { baseConfig } from '../../support/fixtures';

describe('alerts', () => {
  it('behavior: raises and dismisses an alert by code', () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(alertRaised('ORIGIN_NOT_ALLOWED'));
    expect(storeOf(modal).getState().alerts.current).toBe('ORIGIN_NOT_ALLOWED');
    storeOf(modal).dispatch(alertDismissed());
    expect(storeOf(modal).getState().alerts.current).toBeNull();
  });

  it('behavior: Invalid App Configuration is reported once', () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(alertRaised('INVALID_APP_CONFIGURATION'));
    storeOf(modal).dispatch(alertDismissed());
    storeOf(modal).dispatch(alertRaised('INVALID_APP_CONFIGURATION'));
    expect(storeOf(modal).getState().alerts.current).toBeNull();
  });

  it('behavior: other alerts can be raised again', () => {
    const modal = createWalletModal(baseConfig);
    storeOf(modal).dispatch(alertRaised('SESSION_EXPIRED'));
    storeOf(modal).dispatch(alertDismissed());
    storeOf(modal).dispatch(alertRaised('SESSION_EXPIRED'));
    expect(storeOf(modal).getState().alerts.current).toBe('SESSION_EXPIRED');
  });
});
