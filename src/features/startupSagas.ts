/**
 * The eager features' startup sagas, re-exported from one module: a host fetches them as one
 * chunk right after startup, not as one small file each. Each descriptor's `sagas` imports
 * this module and names its own; a feature with a startup saga adds its line here.
 */
export { adaptersSaga } from './adapters/adaptersSaga';
export { pastLoginSaga } from './authWallet/pastLoginSaga';
export { reconnectSaga } from './connections/reconnectSaga';
export { eventsSaga } from './events/eventsSaga';
export { localeStartSaga } from './locale/localeStartSaga';
export { modalSaga } from './modal/modalSaga';
export { networkSaga } from './networks/networkSaga';
export { notificationsSaga } from './notifications/notificationsSaga';
export { persistenceSaga } from './persistence/persistenceSaga';
