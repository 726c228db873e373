/** The lazy part of `analyticsFeature`. */
export { analyticsSaga as saga } from './analyticsSaga';
