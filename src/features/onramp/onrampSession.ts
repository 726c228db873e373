import { call, put, select } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { viewPopped, viewPushed, viewReplaced } from '../router/routerSlice';
import { selectView } from '../router/routerSelectors';
import { showView } from '../router/showView';
import type { View } from '../router/types';
import { loadOnrampOptions } from './loadOnrampOptions';
import { selectOnrampAvailability } from './onrampSelectors';
import { onrampTimeZoneRead } from './onrampSlice';
import { visitorTimeZone } from './onrampRegion';

/**
 * Buying asked for (Account's Buy, the host's `modal.open({ view: 'OnrampProviders' })`):
 * without an account, Connect; else OnrampProviders, which says why when buying is not
 * offered here; the options are read when it is.
 */
export function* enterOnramp() {
  yield put(onrampTimeZoneRead(visitorTimeZone()));
  const state: PorticoState = yield select();
  const open = state.modal.status === 'open';
  const view = selectView(state);
  if (!selectActiveCaipAddress(state)) {
    if (open && view === 'OnrampProviders') yield put(viewReplaced('Connect'));
    else yield call(showView, 'Connect');
    return;
  }
  if (!open || view !== 'OnrampProviders') yield call(showView, 'OnrampProviders');
  if (selectOnrampAvailability(state) === 'available') yield call(loadOnrampOptions);
}

/** A provider picked: the purchase form. */
export function* enterBuy() {
  const state: PorticoState = yield select();
  if (selectView(state) !== 'OnrampBuy') yield put(viewPushed('OnrampBuy'));
  yield call(loadOnrampOptions);
}

/** A picker asked for: its view. */
export function* openPicker(view: View) {
  const state: PorticoState = yield select();
  if (selectView(state) !== view) yield put(viewPushed(view));
}

/** A pick made: back from the picker to the form. */
export function* closePicker(view: View) {
  const state: PorticoState = yield select();
  if (selectView(state) === view) yield put(viewPopped());
}
