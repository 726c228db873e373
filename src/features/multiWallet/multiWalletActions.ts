import { createAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';

type WalletRef = { namespace: ChainNamespace; connectorId: string };

/** The user asks for the list of connected wallets (Account's "Wallets"). */
export const profileWalletsRequested = createAction('multiWallet/profileWalletsRequested');

/** "Add wallet": connect another wallet beside the ones connected. */
export const walletAddRequested = createAction('multiWallet/addRequested');

/** Make another connected wallet of its namespace the active one. */
export const walletSwitchRequested = createAction(
  'multiWallet/switchRequested',
  (wallet: WalletRef) => ({ payload: wallet }),
);

/** Disconnect one wallet, leaving the others connected. */
export const walletDisconnectRequested = createAction(
  'multiWallet/disconnectRequested',
  (wallet: WalletRef) => ({ payload: wallet }),
);
