import type { AdapterCapabilities, ChainAdapter } from '../adapter/ChainAdapter';
import type { ChainNamespace } from '../adapter/chainNamespace';
import type { ConnectorInfo } from '../adapter/ConnectorInfo';

/** The embedded wallet's connector id (kind `auth`). */
export const AUTH_CONNECTOR_ID = 'auth';

/** The embedded wallet's connector, as its adapter announces it on `namespace`. */
export const authConnector = (namespace: ChainNamespace): ConnectorInfo => ({
  id: AUTH_CONNECTOR_ID,
  name: 'Email',
  namespace,
  kind: 'auth',
  group: 'custom',
  installed: true,
});

/** What the embedded wallet can do on the namespace it serves. */
export const AUTH_CAPABILITIES: AdapterCapabilities = {
  send: true,
  signTypedData: true,
  switchNetwork: true,
  walletConnect: false,
  smartAccount: true,
  names: false,
  activity: true,
};

/** What the secure site asks for after an email is given. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
/** The codes an email change needs: one to the current address, then the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** The theme synced to the frame. */
export interface FrameTheme {
  themeMode: 'light' | 'dark';
  themeVariables: Record<string, string | number>;
  w3mThemeVariables: Record<string, string>;
}

/** The host app's data shown by the frame. */
export interface FrameDappData {
  metadata?: { name: string; description: string; url: string; icons: readonly string[] };
  sdkVersion: string;
  sdkType: string;
  projectId: string;
}

/** Account types of the embedded wallet. */
export type AuthAccountType = 'eoa' | 'smartAccount';

/** Who is logged in (from connect and get-user), and the account in use. */
export interface AuthUserInfo {
  email: string | null;
  userName: string | null;
  /** The social provider of a social login; null for email. */
  socialProvider: string | null;
  /** `preferredAccountType`, as it applies on the current network. */
  accountType: AuthAccountType;
  /** `smartAccountDeployed`: the smart account has code on the current network. */
  smartAccountDeployed: boolean;
  /** The secure site has smart accounts on the current network. */
  smartAccountEnabled: boolean;
}

/** What the embedded wallet tells the modal, beside the chain events of its adapter. */
export type AuthWalletEvent =
  /**
   * An unsafe request waits on a click in the frame: show the frame (ApproveTransaction), the
   * one kept under `frame` (`frameByHandle`).
   */
  | { type: 'approvalRequested'; frame: string }
  /** The frame's prompt ended (approved, rejected or aborted). */
  | { type: 'approvalSettled' }
  /** A social login's callback URL that reached the frame (the popup lost its opener). */
  | { type: 'socialResult'; uri: string }
  /** The frame did not load in 20 s, or a request had no reply in time. */
  | { type: 'frameFailed'; reason: 'loadFailed' | 'requestTimeout' }
  /** A stored login the secure site no longer accepts (it was cleared). */
  | { type: 'sessionExpired' }
  /** The user or the account in use changed (`user()` has the new one). */
  | { type: 'userChanged' };

/**
 * The embedded ("auth") wallet: an adapter for one connector on the namespace its source
 * declares, whose wallet is the secure site's, reached only through the hidden frame
 * (`createFrameClient`). Beside the adapter contract it has the email login the EmailLogin and
 * UpdateEmailWallet views drive. Reached through its source (`embeddedWallet`), whose loader
 * the adapter registry keeps. Its frame code loads on first use.
 */
export interface AuthWallet extends ChainAdapter {
  /** Creates the frame now (the email field got focus, or a past login): nothing else. */
  prepare(): void;
  /** When the last email login was asked for (ms since the epoch), for the 30 s cooldown. */
  lastEmailLoginAt(): number | null;
  /** The email of the current or last login. */
  email(): string | null;
  /** The logged-in user as the secure site last described them, or null. */
  user(): AuthUserInfo | null;
  /** The provider's sign-in URL for the popup, and whether its `closed` can be read. */
  getSocialRedirectUri(provider: string): Promise<{ uri: string; closedCheck: boolean }>;
  /** The popup's result (the secure site's callback URL) completes the login. */
  connectSocial(uri: string): Promise<void>;
  /** The Farcaster sign-in URL (shown as a QR code). */
  getFarcasterUri(): Promise<string>;
  /** Waits for the Farcaster app's approval, then the login is complete. */
  connectFarcaster(signal?: AbortSignal): Promise<void>;
  connectEmail(email: string): Promise<EmailLoginAction>;
  /** Waits until the device link mailed was opened (VERIFY_DEVICE). */
  connectDevice(signal?: AbortSignal): Promise<EmailLoginAction>;
  connectOtp(otp: string): Promise<void>;
  updateEmail(email: string): Promise<EmailUpdateAction>;
  updateEmailPrimaryOtp(otp: string): Promise<EmailUpdateAction>;
  /** Resolves with the new email once the change is done. */
  updateEmailSecondaryOtp(otp: string): Promise<string>;
  /**
   * The account type to use from now on (kept as the preferred type); the account
   * of that type on the current network becomes the connected one.
   */
  setPreferredAccountType(type: AuthAccountType): Promise<void>;
  /** The theme and host app data the frame renders with; sent when ready and on change. */
  sync(data: { theme?: FrameTheme; dapp?: FrameDappData }): void;
  /** The user left the approval: pending unsafe requests end as rejected (4001). */
  rejectApprovals(): void;
  /** A host origin the project does not allow: the frame is removed and not made again. */
  disable(): void;
  onEvent(listener: (event: AuthWalletEvent) => void): () => void;
}
