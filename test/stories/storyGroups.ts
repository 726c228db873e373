/**
 * The stories files (storybook/stories/<name>.stories.tsx) in the groups the stories test
 * files check, one file per group (<group>Stories.test.tsx), so Jest's workers share them.
 * Groups of about equal running time.
 */
export const STORY_GROUPS = {
  connect: [
    'WalletModal',
    'ConnectOptions',
    'ConnectView',
    'EmailLoginView',
    'UpdateEmailWalletView',
    'ApproveTransactionView',
    'ConnectingFarcasterView',
    'ConnectingSocialView',
    'ConnectingExternalView',
    'ConnectingWalletConnectView',
    'ConnectingWalletConnectBasicView',
    'AllWalletsView',
  ],
  account: [
    'RegisterAccountNameView',
    'RegisterAccountNameSuccessView',
    'SmartSessionsView',
    'SafeApp',
    'AccountView',
    'TransactionsView',
    'ProfileWalletsView',
    'SendView',
    'SendPreviewView',
    'ReceiveView',
  ],
  tradeAndShell: [
    'Locales',
    'SwapView',
    'NetworksView',
    'SwitchNetworkView',
    'SIWXSignMessageView',
    'OnrampProvidersView',
    'OnrampBuyView',
    'OnrampSelectView',
    'OnrampInProgressView',
    'UnsupportedChainView',
    'SwitchActiveChainView',
    'Toast',
    'AlertBar',
    'ListButton',
    'Spinner',
    'IconButton',
  ],
} as const;

export type StoryGroup = keyof typeof STORY_GROUPS;
