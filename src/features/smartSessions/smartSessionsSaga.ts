import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { SmartSessions } from '../../api/sessions';
import { ProviderRpcError, isUserRejection } from '../../adapter/providerErrors';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { selectActiveConnection } from '../connections/connectionsSelectors';
import type { EventHub } from '../events/EventHub';
import { eventEmitted } from '../events/eventsSlice';
import type { PorticoEvent } from '../events/types';
import type { Logger } from '../logger/types';
import {
  smartSessionGranted,
  smartSessionRevokeRequested,
  smartSessionsRequested,
} from './smartSessionsActions';
import { selectSmartSessions } from './smartSessionsSelectors';
import {
  smartSessionGrantRecorded,
  smartSessionRevokeFailed,
  smartSessionRevokeStepped,
  smartSessionRevoked,
  smartSessionsLoadFailed,
  smartSessionsLoadStarted,
  smartSessionsLoaded,
} from './smartSessionsSlice';
import { canRevoke } from './sessionStatus';
import type { RevokeErrorCode } from './types';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The connected account with its connector, or null. */
function activeOf(state: PorticoState) {
  const connection = selectActiveConnection(state);
  const namespace = state.connections.activeNamespace;
  if (
    !namespace ||
    connection?.status !== 'connected' ||
    !connection.caipAddress ||
    !connection.connectorId
  )
    return null;
  return { namespace, connectorId: connection.connectorId, caipAddress: connection.caipAddress };
}

function* sessionsApi() {
  const loader: ApiLoader = yield getContext('api');
  const api: PorticoApi = yield call([loader, loader.load]);
  return api;
}

/** GET /v1/sessions/{account} of the active account (the client times out and retries). */
function* loadSessions() {
  const active = activeOf(yield select());
  if (!active) return;
  const account = active.caipAddress;
  yield put(smartSessionsLoadStarted(account));
  try {
    const api: PorticoApi = yield call(sessionsApi);
    const answer: SmartSessions = yield call([api, api.getSessions], { account });
    yield put(smartSessionsLoaded({ account, sessions: answer.pcis }));
  } catch (error) {
    const logger: Logger = yield getContext('logger');
    logger.warn('smart sessions: the list failed', { error: String(error) });
    yield put(smartSessionsLoadFailed(account));
  }
}

const revokeErrorOf = (error: unknown): RevokeErrorCode =>
  isUserRejection(error)
    ? 'REVOKE_REJECTED'
    : error instanceof ProviderRpcError && error.rpcCode === 4200
      ? 'REVOKE_UNSUPPORTED'
      : 'REVOKE_FAILED';

/**
 * Revokes `pci`: `wallet_revokePermissions` through the wallet, then the account's
 * personal_sign of the pci and POST /v1/sessions/{account}/revoke. Any failure leaves the
 * session active with the reason.
 */
function* revoke(pci: string) {
  const state: PorticoState = yield select();
  const active = activeOf(state);
  const { account, sessions, revoking } = selectSmartSessions(state);
  const session = sessions.find((entry) => entry.pci === pci);
  if (!active || active.caipAddress !== account || !session || revoking[pci]) return;
  if (!canRevoke(session, nowSeconds())) return;
  const { namespace, connectorId } = active;
  const address = active.caipAddress.split(':')[2]!;
  try {
    const registry: AdapterRegistry = yield getContext('adapters');
    const adapter = registry.get(namespace);
    if (!adapter.request)
      throw new ProviderRpcError(4200, 'The wallet does not support wallet_revokePermissions');
    yield put(smartSessionRevokeStepped({ pci, step: 'revokingInWallet' }));
    yield call([adapter, adapter.request], {
      connectorId,
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: pci }],
    });
    yield put(smartSessionRevokeStepped({ pci, step: 'signing' }));
    const signature: string = yield call([adapter, adapter.signMessage], {
      connectorId,
      address,
      message: pci,
    });
    yield put(smartSessionRevokeStepped({ pci, step: 'revokingAtApi' }));
    const api: PorticoApi = yield call(sessionsApi);
    yield call([api, api.revokeSession], { account, pci, signature });
    yield put(smartSessionRevoked({ pci, revokedAt: nowSeconds() }));
  } catch (error) {
    const logger: Logger = yield getContext('logger');
    logger.warn('smart sessions: a revocation failed', { pci, error: String(error) });
    yield put(smartSessionRevokeFailed({ pci, code: revokeErrorOf(error) }));
  }
}

/** Records a grant of `modal.grantPermissions` and tells the host. */
function* recordGrant(action: ReturnType<typeof smartSessionGranted>) {
  yield put(smartSessionGrantRecorded(action.payload));
  const hub: EventHub = yield getContext('eventHub');
  const event: PorticoEvent = {
    type: 'SMART_SESSION_GRANTED',
    caipAddress: action.payload.account,
    pci: action.payload.session.pci,
    expiry: action.payload.session.expiry,
  };
  yield put(eventEmitted(hub.emit(event)));
}

/** The list (one fetch at a time), revocations (one per session, side by side) and grants. */
export function* smartSessionsSaga(source: Channel<Action>) {
  let loading: { isRunning(): boolean } | null = null;
  while (true) {
    const action: Action = yield take(source);
    if (smartSessionsRequested.match(action)) {
      if (!loading?.isRunning()) loading = yield fork(loadSessions);
    } else if (smartSessionRevokeRequested.match(action)) {
      yield fork(revoke, action.payload);
    } else if (smartSessionGranted.match(action)) {
      yield call(recordGrant, action);
    }
  }
}
