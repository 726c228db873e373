/**
 * The sagas of the product API (issue 5): loaded as one chunk by `lazyApiSaga`, only when an
 * `apiUrl` is configured, never at startup. Each takes its buffered trigger channel.
 */
export { analyticsSaga } from '../features/analytics/analyticsSaga';
export { identitySaga } from '../features/identity/identitySaga';
export { projectSaga } from '../features/project/projectSaga';
export { tokensSaga } from '../features/tokens/tokensSaga';
