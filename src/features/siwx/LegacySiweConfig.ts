/**
 * The legacy `siweConfig` (Reown AppKit's SIWE client config, `createSIWEConfig`), accepted
 * for hosts migrating to Portico; `siweConfigToSiwx` adapts it onto `SiwxConfig`.
 */
export interface LegacySiweConfig {
  /** A fresh nonce, usually from the host's server. */
  getNonce(address?: string): Promise<string>;
  /** The EIP-4361 text for `args` (AppKit's `formatMessage(args, address)` writes it). */
  createMessage(args: SiweCreateMessageArgs): string;
  /** Verifies the signed message, usually on the host's server; true signs in. */
  verifyMessage(args: SiweVerifyMessageArgs): Promise<boolean>;
  /** The signed-in account, or null. */
  getSession(): Promise<SiweSession | null>;
  /** Ends the session; true when it did. */
  signOut(): Promise<boolean>;
  /** Domain, uri, statement and the like for new messages. Default: the page's location. */
  getMessageParams?(): Promise<SiweMessageParams>;
  /** Called after a successful sign-in. */
  onSignIn?(session?: SiweSession): void;
  /** Called after a sign-out. */
  onSignOut?(): void;
  /** Whether disconnecting signs out. Default: true. */
  signOutOnDisconnect?: boolean;
  /** Whether sign-in is mandatory. Default: false. */
  required?: boolean;
}

/** What `createMessage` gets, in AppKit's shape. */
export interface SiweCreateMessageArgs {
  /** CAIP-10 (`eip155:1:0xabc…`), as AppKit passes it; `formatMessage` strips the prefix. */
  address: string;
  chainId: number;
  domain: string;
  uri: string;
  nonce: string;
  version: '1';
  type?: 'eip4361';
  statement?: string;
  resources?: string[];
  requestId?: string;
  /** Issued at, ISO-8601. */
  iat?: string;
  /** Expiration time, ISO-8601. */
  exp?: string;
  /** Not before, ISO-8601. */
  nbf?: string;
}

/** What `getMessageParams` returns. */
export interface SiweMessageParams {
  domain?: string;
  uri?: string;
  chains?: number[];
  statement?: string;
  resources?: string[];
  requestId?: string;
  iat?: string;
  exp?: string;
  nbf?: string;
}

/** What `verifyMessage` gets. */
export interface SiweVerifyMessageArgs {
  message: string;
  signature: string;
  cacao?: unknown;
}

/** A signed-in account as `getSession` reports it. */
export interface SiweSession {
  address: string;
  chainId: number;
}
