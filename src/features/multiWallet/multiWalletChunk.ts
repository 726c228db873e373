/** The lazy part of `multiWalletFeature`: its saga only (it changes `connections`). */
export { multiWalletSaga as saga } from './multiWalletSaga';
