import { call, put, select } from 'redux-saga/effects';
import type { AuthAccountType, AuthWallet } from '../../frame/AuthWallet';
import { showToast } from '../notifications/notificationsSlice';
import { accountTypeSwitchSettled } from './authWalletSlice';
import { selectAuthAccount } from './authWalletSelectors';
import { canSwitchAccountType } from './canSwitchAccountType';

/**
 * The account-type switch: allowed by `canSwitchAccountType`, carried out by the
 * secure site (set preferred account), kept as the preferred type; the account of the new
 * type becomes the connected one (the adapter reports the new address).
 */
export function* accountTypeSwitch(auth: AuthWallet, to: AuthAccountType) {
  const account: ReturnType<typeof selectAuthAccount> = yield select(selectAuthAccount);
  try {
    if (!canSwitchAccountType(to, account)) return;
    // The new account reaches the store as the adapter's account change and user event.
    yield call([auth, auth.setPreferredAccountType], to);
    yield put(
      showToast({
        messageKey: to === 'smartAccount' ? 'account.switchedToSmart' : 'account.switchedToEoa',
        variant: 'success',
      }),
    );
  } catch {
    yield put(showToast({ messageKey: 'account.switchTypeFailed', variant: 'error' }));
  } finally {
    yield put(accountTypeSwitchSettled());
  }
}
