import type { View } from '../features/router/types';

/**
 * Views that have a component. Kept apart from the lazy registry so the core can check a
 * view name without pulling any view code into the initial bundle.
 */
export const AVAILABLE_VIEWS = [
  'Connect',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'AllWallets',
  'Account',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'Receive',
  'Transactions',
  'ProfileWallets',
  'Send',
  'SendPreview',
  'Swap',
  'SwapPreview',
  'SwapSelectToken',
  'EmailLogin',
  'UpdateEmailWallet',
  'ApproveTransaction',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'OnrampProviders',
  'OnrampBuy',
  'OnrampFiatSelect',
  'OnrampTokenSelect',
  'OnrampInProgress',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly View[];

export type AvailableView = (typeof AVAILABLE_VIEWS)[number];

export function isAvailableView(view: View): view is AvailableView {
  return (AVAILABLE_VIEWS as readonly View[]).includes(view);
}
