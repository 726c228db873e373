import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { Profile } from '../../api/profile';
import { IDENTITY_CACHE_MS } from '../../config/cacheDurations';
import { fetchLatestPerKey } from '../../sagas/fetchLatestPerKey';
import type { PorticoState } from '../PorticoState';
import { namesApi } from './namesApi';
import { selectNamesState, selectProfileNameAddress } from './namesSelectors';
import { profileNameFetched, profileNameFetchFailed } from './namesSlice';
import { toNameErrorInfo } from './toNameErrorInfo';

/** The name an address shows: its most recently registered one (the API lists them oldest first). */
export function profileNameOf(profiles: readonly Profile[]): string | null {
  let newest: Profile | null = null;
  for (const profile of profiles)
    if (!newest || profile.registered >= newest.registered) newest = profile;
  return newest?.name ?? null;
}

function* fetchProfileName(address: string) {
  try {
    const api: PorticoApi = yield call(namesApi);
    const profiles: Profile[] = yield call(api.getProfilesByAddress, { address, sender: address });
    yield put(
      profileNameFetched({ address, name: profileNameOf(profiles), timestamp: Date.now() }),
    );
  } catch (error) {
    yield put(
      profileNameFetchFailed({ address, error: toNameErrorInfo(error, 'NAME_REVERSE_FAILED') }),
    );
  }
}

/**
 * The active account's profile name by reverse lookup, when Account asks (EVM
 * only). Reused for 5 min; a registration stores the new name at once.
 */
export function* profileNames(source: Channel<Action>) {
  yield call(fetchLatestPerKey<PorticoState, Action>, source, {
    keyOf: selectProfileNameAddress,
    isFresh: (state, address, now) => {
      const entry = selectNamesState(state).byAddress[address.toLowerCase()];
      return entry !== undefined && now - entry.timestamp < IDENTITY_CACHE_MS;
    },
    fetch: fetchProfileName,
  });
}
