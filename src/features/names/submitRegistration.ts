import { call, getContext, put, select } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { RegisterNameResult } from '../../api/profile';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectActiveNamespace } from '../connections/connectionsSelectors';
import { selectView } from '../router/routerSelectors';
import { viewPushed, viewReplaced } from '../router/routerSlice';
import { buildRegistrationMessage } from './buildRegistrationMessage';
import { isRegistrableLabel } from './checkNameLabel';
import { NameError } from './NameError';
import { nameRegistrant, type NameRegistrant } from './nameRegistrant';
import { namesApi } from './namesApi';
import { selectNamesState } from './namesSelectors';
import { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from './namesSlice';
import { toFullName } from './nameZone';
import { toNameErrorInfo } from './toNameErrorInfo';

/** Signs the message with the registrant's connector and posts it (signed first). */
function* signAndPost(registrant: NameRegistrant, name: string) {
  const state: PorticoState = yield select();
  const namespace = selectActiveNamespace(state)!;
  const registry: AdapterRegistry = yield getContext('adapters');
  const adapter = registry.get(namespace);
  const message = buildRegistrationMessage({ name, now: Date.now() });
  const signature: string = yield call([adapter, adapter.signMessage], {
    connectorId: registrant.connectorId,
    address: registrant.address,
    message,
  });
  const api: PorticoApi = yield call(namesApi);
  const result: RegisterNameResult = yield call(api.registerName, {
    coinType: registrant.coinType,
    address: registrant.address,
    message,
    signature,
  });
  if (!result.success) throw new NameError('NAME_REGISTER_FAILED', { name });
}

/**
 * "Register": the loading flag while the auth connector signs and the API registers;
 * success stores the profile name and shows RegisterAccountNameSuccess, a failure stays on (or
 * returns to) RegisterAccountName with the words and the API's reason.
 */
export function* submitRegistration() {
  const state: PorticoState = yield select();
  const { input, registration } = selectNamesState(state);
  if (registration.status === 'registering' || !isRegistrableLabel(input)) return;
  const name = toFullName(input);
  try {
    const registrant = nameRegistrant(state);
    yield put(nameRegistrationStarted({ name }));
    yield call(signAndPost, registrant, name);
    yield put(nameRegistered({ address: registrant.address, name, timestamp: Date.now() }));
    yield call(routeTo, 'RegisterAccountNameSuccess');
  } catch (error) {
    yield put(
      nameRegistrationFailed({ name, error: toNameErrorInfo(error, 'NAME_REGISTER_FAILED', name) }),
    );
    yield call(routeTo, 'RegisterAccountName');
  }
}

/**
 * Shows `view` in place of the form, or over whatever the user went to meanwhile. A modal the
 * user closed stays closed: the outcome is in the state (Account shows the new name).
 */
function* routeTo(view: 'RegisterAccountName' | 'RegisterAccountNameSuccess') {
  const state: PorticoState = yield select();
  const shown = selectView(state);
  if (state.modal.status !== 'open' || shown === view) return;
  yield put(shown === 'RegisterAccountName' ? viewReplaced(view) : viewPushed(view));
}
