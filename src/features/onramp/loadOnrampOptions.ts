import { call, put, select } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { PorticoState } from '../PorticoState';
import { describeError } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { onrampApi, onrampLogger } from './onrampContext';
import { DEFAULT_ONRAMP_OPTIONS } from './onrampDefaults';
import { selectOnrampState } from './onrampSelectors';
import { onrampOptionsDefaulted, onrampOptionsLoaded, onrampOptionsRequested } from './onrampSlice';
import type { OnrampOptions } from './types';

/**
 * The payment and purchase currencies, once per page (kept in the slice). When the
 * call fails, the built-in options stand in, and the failure is logged.
 */
export function* loadOnrampOptions() {
  const state: PorticoState = yield select();
  if (selectOnrampState(state).options.status !== 'idle') return;
  yield put(onrampOptionsRequested());
  try {
    const api: PorticoApi = yield call(onrampApi);
    const options: OnrampOptions = yield call(api.getOnrampOptions);
    yield put(onrampOptionsLoaded(options));
  } catch (error) {
    const logger: Logger = yield call(onrampLogger);
    logger.warn('The onramp options could not be fetched: using the built-in defaults', {
      error: describeError(error),
    });
    yield put(onrampOptionsDefaulted(DEFAULT_ONRAMP_OPTIONS));
  }
}
