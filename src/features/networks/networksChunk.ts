/** The lazy part of `networksFeature`: switching networks on request. */
export { networkSwitchSaga as saga } from './networkSwitchSaga';
