/** Every view of the modal. Views without a component yet are still routable names. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'ProfileWallets',
  'Networks',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'OnrampProviders',
  'OnrampTokenSelect',
  'OnrampFiatSelect',
  'OnrampQuote',
  'OnrampBuy',
  'OnrampInProgress',
  'Transactions',
  'Swap',
  'SwapPreview',
  'SwapSelectToken',
  'Send',
  'SendPreview',
  'Receive',
  'SmartSessions',
] as const;

export type View = (typeof VIEWS)[number];

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value);
}
