import type { Connector } from '../../src/features/connectors/types';
import {
  initialAuthWalletState,
  type AuthWalletState,
} from '../../src/features/authWallet/authWalletSlice';
import { connectedState } from './accountState';
import { connectorsState, openModalState, sampleConnectors, type StoryState } from './storyModal';

/**
 * The secure site's frame page. Nothing listens on port 9: a story whose email field takes the
 * focus makes the frame, which fails to load here and reaches nothing (the stories' axe run
 * allows exactly this address).
 */
export const STORY_SECURE_SITE_URL = 'http://127.0.0.1:9/frame.html';

/** The config of the stories with the embedded wallet: email login on, with a secure site. */
export const emailConfig = { secureSiteUrl: STORY_SECURE_SITE_URL };

/** The email the story user logs in with (and the embedded wallet's, once connected). */
export const STORY_EMAIL = 'ada@example.com';

/** The email the story user changes to. */
export const STORY_NEW_EMAIL = 'ada.lovelace@example.org';

/**
 * The embedded wallet's connector, as the auth adapter announces it. The stories' eip155
 * adapter never announces a list, so neither does the embedded wallet joined to it: the
 * stories list it themselves.
 */
export const authConnector: Connector = {
  id: 'auth',
  name: 'Email',
  namespaces: ['eip155'],
  kind: 'auth',
  group: 'custom',
  installed: true,
};

/** The `connectors` slice with the embedded wallet and the sample wallets (Coinbase recent). */
export const emailConnectorsState: StoryState = {
  connectors: { ...connectorsState.connectors, list: [authConnector, ...sampleConnectors] },
};

type Login = AuthWalletState['login'];
type Update = AuthWalletState['update'];

/** The `authWallet` slice: its initial state with `parts` over it. */
export function authWalletState(parts: Partial<AuthWalletState>): StoryState {
  return { authWallet: { ...initialAuthWalletState, ...parts } };
}

/** The Connect view, open, with the email field (and the sample wallets under it). */
export function connectWithEmailState(login: Partial<Login> = {}): StoryState {
  return {
    ...openModalState({ view: 'Connect' }),
    ...emailConnectorsState,
    ...authWalletState({ login: { ...initialAuthWalletState.login, ...login } }),
  };
}

/** EmailLogin after Continue on Connect, the login at `login` (email: the story user's). */
export function emailLoginState(login: Partial<Login>): StoryState {
  return {
    ...openModalState({ view: 'EmailLogin' }),
    router: { history: ['Connect', 'EmailLogin'] },
    ...emailConnectorsState,
    ...authWalletState({
      login: { ...initialAuthWalletState.login, email: STORY_EMAIL, ...login },
    }),
  };
}

/** Connected with the embedded wallet (email login) on the local chain. */
export function emailWalletConnectedState(): StoryState {
  const connected = connectedState();
  const eip155 = connected.connections!.byNamespace.eip155!;
  return {
    ...connected,
    connections: {
      ...connected.connections!,
      byNamespace: { eip155: { ...eip155, connectorId: authConnector.id, kind: 'auth' } },
    },
    connectors: {
      list: [authConnector, ...sampleConnectors],
      recent: [{ id: authConnector.id, namespaces: ['eip155'] }],
    },
  };
}

/**
 * UpdateEmailWallet, opened from Account with the embedded wallet connected as the story
 * user; the change at `update` (by default, the new email typed is the story's new email).
 */
export function emailUpdateState(update: Partial<Update>, email = STORY_EMAIL): StoryState {
  return {
    ...emailWalletConnectedState(),
    ...openModalState({ view: 'UpdateEmailWallet' }),
    router: { history: ['Account', 'UpdateEmailWallet'] },
    ...authWalletState({
      update: { ...initialAuthWalletState.update, newEmail: STORY_NEW_EMAIL, ...update },
      email,
    }),
  };
}

/** ApproveTransaction over Account (the embedded wallet connected), the approval at `approval`. */
export function approvalState(approval: AuthWalletState['approval']): StoryState {
  return {
    ...emailWalletConnectedState(),
    ...openModalState({ view: 'ApproveTransaction' }),
    router: { history: ['Account', 'ApproveTransaction'] },
    ...authWalletState({ approval, email: STORY_EMAIL }),
  };
}

/** ConnectingSocial after a social button on Connect, the login at `social`. */
export function socialLoginState(social: Partial<AuthWalletState['social']>): StoryState {
  return {
    ...openModalState({ view: 'ConnectingSocial' }),
    router: { history: ['Connect', 'ConnectingSocial'] },
    ...emailConnectorsState,
    ...authWalletState({
      social: { ...initialAuthWalletState.social, provider: 'google', ...social },
    }),
  };
}

/** ConnectingFarcaster after the Farcaster button on Connect, the sign-in at `farcaster`. */
export function farcasterLoginState(farcaster: Partial<AuthWalletState['farcaster']>): StoryState {
  return {
    ...openModalState({ view: 'ConnectingFarcaster' }),
    router: { history: ['Connect', 'ConnectingFarcaster'] },
    ...emailConnectorsState,
    ...authWalletState({ farcaster: { ...initialAuthWalletState.farcaster, ...farcaster } }),
  };
}

/**
 * Account with the embedded wallet connected: the identity (email, or a social login's
 * provider and name) and the account type at `account` (spec §3), over the story balance.
 */
export function authAccountState(
  account: Partial<AuthWalletState['account']>,
  identity: Partial<Pick<AuthWalletState, 'email' | 'userName' | 'socialProvider'>> = {},
): StoryState {
  return {
    ...emailWalletConnectedState(),
    ...openModalState({ view: 'Account' }),
    ...authWalletState({
      email: STORY_EMAIL,
      ...identity,
      account: { ...initialAuthWalletState.account, ...account },
    }),
  };
}
