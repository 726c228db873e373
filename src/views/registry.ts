import type { ComponentType } from 'react';
import { createModuleLoader, type ModuleLoader } from '../utils/createModuleLoader';
import type { AvailableView } from './availableViews';

/** One loader per available view: each view is its own chunk. */
export const viewLoaders: Record<AvailableView, ModuleLoader<ComponentType>> = {
  Connect: createModuleLoader(() => import('./Connect/ConnectView').then((m) => m.ConnectView)),
  ConnectingExternal: createModuleLoader(() =>
    import('./ConnectingExternal/ConnectingExternalView').then((m) => m.ConnectingExternalView),
  ),
  ConnectingWalletConnect: createModuleLoader(() =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectView').then(
      (m) => m.ConnectingWalletConnectView,
    ),
  ),
  ConnectingWalletConnectBasic: createModuleLoader(() =>
    import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView').then(
      (m) => m.ConnectingWalletConnectBasicView,
    ),
  ),
  AllWallets: createModuleLoader(() =>
    import('./AllWallets/AllWalletsView').then((m) => m.AllWalletsView),
  ),
  Account: createModuleLoader(() => import('./Account/AccountView').then((m) => m.AccountView)),
  Networks: createModuleLoader(() => import('./Networks/NetworksView').then((m) => m.NetworksView)),
  SwitchNetwork: createModuleLoader(() =>
    import('./SwitchNetwork/SwitchNetworkView').then((m) => m.SwitchNetworkView),
  ),
  SwitchActiveChain: createModuleLoader(() =>
    import('./SwitchActiveChain/SwitchActiveChainView').then((m) => m.SwitchActiveChainView),
  ),
  SIWXSignMessage: createModuleLoader(() =>
    import('./SIWXSignMessage/SIWXSignMessageView').then((m) => m.SIWXSignMessageView),
  ),
  ProfileWallets: createModuleLoader(() =>
    import('./ProfileWallets/ProfileWalletsView').then((m) => m.ProfileWalletsView),
  ),
  Send: createModuleLoader(() => import('./Send/SendView').then((m) => m.SendView)),
  SendPreview: createModuleLoader(() =>
    import('./SendPreview/SendPreviewView').then((m) => m.SendPreviewView),
  ),
  Swap: createModuleLoader(() => import('./Swap/SwapView').then((m) => m.SwapView)),
  SwapPreview: createModuleLoader(() =>
    import('./SwapPreview/SwapPreviewView').then((m) => m.SwapPreviewView),
  ),
  SwapSelectToken: createModuleLoader(() =>
    import('./SwapSelectToken/SwapSelectTokenView').then((m) => m.SwapSelectTokenView),
  ),
  Receive: createModuleLoader(() => import('./Receive/ReceiveView').then((m) => m.ReceiveView)),
  SmartSessions: createModuleLoader(() =>
    import('./SmartSessions/SmartSessionsView').then((m) => m.SmartSessionsView),
  ),
  Transactions: createModuleLoader(() =>
    import('./Transactions/TransactionsView').then((m) => m.TransactionsView),
  ),
  EmailLogin: createModuleLoader(() =>
    import('./EmailLogin/EmailLoginView').then((m) => m.EmailLoginView),
  ),
  UpdateEmailWallet: createModuleLoader(() =>
    import('./UpdateEmailWallet/UpdateEmailWalletView').then((m) => m.UpdateEmailWalletView),
  ),
  ApproveTransaction: createModuleLoader(() =>
    import('./ApproveTransaction/ApproveTransactionView').then((m) => m.ApproveTransactionView),
  ),
  ConnectingFarcaster: createModuleLoader(() =>
    import('./ConnectingFarcaster/ConnectingFarcasterView').then((m) => m.ConnectingFarcasterView),
  ),
  ConnectingSocial: createModuleLoader(() =>
    import('./ConnectingSocial/ConnectingSocialView').then((m) => m.ConnectingSocialView),
  ),
  UnsupportedChain: createModuleLoader(() =>
    import('./UnsupportedChain/UnsupportedChainView').then((m) => m.UnsupportedChainView),
  ),
  OnrampProviders: createModuleLoader(() =>
    import('./OnrampProviders/OnrampProvidersView').then((m) => m.OnrampProvidersView),
  ),
  OnrampBuy: createModuleLoader(() =>
    import('./OnrampBuy/OnrampBuyView').then((m) => m.OnrampBuyView),
  ),
  OnrampFiatSelect: createModuleLoader(() =>
    import('./OnrampFiatSelect/OnrampFiatSelectView').then((m) => m.OnrampFiatSelectView),
  ),
  OnrampTokenSelect: createModuleLoader(() =>
    import('./OnrampTokenSelect/OnrampTokenSelectView').then((m) => m.OnrampTokenSelectView),
  ),
  OnrampInProgress: createModuleLoader(() =>
    import('./OnrampInProgress/OnrampInProgressView').then((m) => m.OnrampInProgressView),
  ),
  RegisterAccountName: createModuleLoader(() =>
    import('./RegisterAccountName/RegisterAccountNameView').then((m) => m.RegisterAccountNameView),
  ),
  RegisterAccountNameSuccess: createModuleLoader(() =>
    import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView').then(
      (m) => m.RegisterAccountNameSuccessView,
    ),
  ),
};
