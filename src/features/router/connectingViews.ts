import type { View } from './types';

/**
 * The views that wait on a connect attempt. Once connected none is a place to go Back to, so
 * what follows a connection (UnsupportedChain, sign-in) replaces them instead of stacking.
 */
const CONNECTING_VIEWS: readonly View[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
];

export const isConnectingView = (view: View | undefined): boolean =>
  view !== undefined && CONNECTING_VIEWS.includes(view);
