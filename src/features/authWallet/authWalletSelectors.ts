import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { initialAuthWalletState } from './authWalletSlice';

/** The embedded wallet's state; its initial state before the feature first ran. */
const selectAuthWallet = (state: PorticoState) => state.authWallet ?? initialAuthWalletState;
export const selectEmailLogin = (state: PorticoState) => selectAuthWallet(state).login;
export const selectEmailUpdate = (state: PorticoState) => selectAuthWallet(state).update;
export const selectApproval = (state: PorticoState) => selectAuthWallet(state).approval;
/** The handle of the frame showing the pending approval (`frameByHandle`), else null. */
export const selectApprovalFrame = (state: PorticoState) =>
  selectAuthWallet(state).approvalFrame ?? null;
/** The email of the connected (or last) embedded wallet. */
export const selectAuthEmail = (state: PorticoState) => selectAuthWallet(state).email;
export const selectSocialLogin = (state: PorticoState) => selectAuthWallet(state).social;
/** The social provider and user name of a social login. */
export const selectAuthIdentity = createSelector([selectAuthWallet], (wallet) => ({
  email: wallet.email,
  userName: wallet.userName,
  socialProvider: wallet.socialProvider,
}));
export const selectFarcasterLogin = (state: PorticoState) => selectAuthWallet(state).farcaster;
/** The account type in use, whether a smart account is possible here, and deployed. */
export const selectAuthAccount = (state: PorticoState) => selectAuthWallet(state).account;
