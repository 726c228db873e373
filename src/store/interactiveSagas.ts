/**
 * The sagas that only run after a user or host action: loaded as one chunk by `lazySaga`,
 * never at startup. Each takes its trigger source (a buffered channel, or its trigger actions
 * when run directly in tests).
 */
export { connectSaga } from '../features/connections/connectSaga';
export { disconnectSaga } from '../features/connections/disconnectSaga';
export { switchConnectionSaga } from '../features/connections/switchConnectionSaga';
export { networkSwitchSaga } from '../features/networks/networkSwitchSaga';
export { walletConnectSaga } from '../features/walletConnect/walletConnectSaga';
export { walletListSaga } from '../features/walletList/walletListSaga';
