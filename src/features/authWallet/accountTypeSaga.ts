import { call, put, select } from 'redux-saga/effects';
import type { AuthAccountType, AuthWallet } from '../../frame/AuthWallet';
import { showToast } from '../notifications/notificationsSlice';
import { accountTypeSwitchSettled, userKnown } from './authWalletSlice';
import { selectAuthAccount } from './authWalletSelectors';
import { canSwitchAccountType } from './canSwitchAccountType';

/**
 * The account-type switch (spec §4): allowed by `canSwitchAccountType`, carried out by the
 * secure site (set preferred account), kept as the preferred type; the account of the new
 * type becomes the connected one (the adapter reports the new address).
 */
export function* accountTypeSwitch(auth: AuthWallet, to: AuthAccountType) {
  const account: ReturnType<typeof selectAuthAccount> = yield select(selectAuthAccount);
  try {
    if (!canSwitchAccountType(to, account)) return;
    yield call([auth, auth.setPreferredAccountType], to);
    const user: ReturnType<AuthWallet['user']> = yield call([auth, auth.user]);
    if (user) yield put(userKnown(user));
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
