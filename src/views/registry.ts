import type { ComponentType } from 'react';
import { VIEWS, type View } from '../features/router/types';
import { createModuleLoader, type ModuleLoader } from '../utils/createModuleLoader';

/** A view's module exports its component as `<Name>View`. */
type ViewModule<V extends View> = { readonly [K in `${V}View`]: ComponentType };

/**
 * Each view's code, a chunk of its own. Kept out of the view table (which ships at startup,
 * and which the features layer may not point into the views from); typed by it, so a view
 * without a chunk or a chunk without a view fails to compile.
 */
const chunks: { readonly [V in View]: () => Promise<ViewModule<V>> } = {
  Connect: () => import('./Connect/ConnectView'),
  Account: () => import('./Account/AccountView'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternalView'),
  Receive: () => import('./Receive/ReceiveView'),
  AllWallets: () => import('./AllWallets/AllWalletsView'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () =>
    import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster/ConnectingFarcasterView'),
  ConnectingSocial: () => import('./ConnectingSocial/ConnectingSocialView'),
  EmailLogin: () => import('./EmailLogin/EmailLoginView'),
  UpdateEmailWallet: () => import('./UpdateEmailWallet/UpdateEmailWalletView'),
  ApproveTransaction: () => import('./ApproveTransaction/ApproveTransactionView'),
  ProfileWallets: () => import('./ProfileWallets/ProfileWalletsView'),
  Networks: () => import('./Networks/NetworksView'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetworkView'),
  SwitchActiveChain: () => import('./SwitchActiveChain/SwitchActiveChainView'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChainView'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessageView'),
  RegisterAccountName: () => import('./RegisterAccountName/RegisterAccountNameView'),
  RegisterAccountNameSuccess: () =>
    import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView'),
  OnrampProviders: () => import('./OnrampProviders/OnrampProvidersView'),
  OnrampTokenSelect: () => import('./OnrampTokenSelect/OnrampTokenSelectView'),
  OnrampFiatSelect: () => import('./OnrampFiatSelect/OnrampFiatSelectView'),
  OnrampBuy: () => import('./OnrampBuy/OnrampBuyView'),
  OnrampInProgress: () => import('./OnrampInProgress/OnrampInProgressView'),
  Transactions: () => import('./Transactions/TransactionsView'),
  Swap: () => import('./Swap/SwapView'),
  SwapPreview: () => import('./SwapPreview/SwapPreviewView'),
  SwapSelectToken: () => import('./SwapSelectToken/SwapSelectTokenView'),
  Send: () => import('./Send/SendView'),
  SendPreview: () => import('./SendPreview/SendPreviewView'),
  SmartSessions: () => import('./SmartSessions/SmartSessionsView'),
};

const loaderOf = <V extends View>(view: V) =>
  createModuleLoader(() => chunks[view]().then((module) => module[`${view}View`]));

/** One loader per view, each loading its own chunk on first use. */
export const viewLoaders = Object.fromEntries(
  VIEWS.map((view) => [view, loaderOf(view)]),
) as Record<View, ModuleLoader<ComponentType>>;
