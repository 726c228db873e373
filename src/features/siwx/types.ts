import type { CaipNetworkId } from '../../adapter/CaipNetwork';

/**
 * What the flow knows when it asks for a message (Reown AppKit's `SIWXMessage.Input`): the
 * connected account and its network. The `SiwxConfig` fills in the rest.
 */
export interface SiwxMessageInput {
  /** The account as the wallet reports it (no CAIP prefix). */
  accountAddress: string;
  /** CAIP-2 id of the account's network, e.g. `eip155:1`. */
  chainId: CaipNetworkId;
  /** ISO-8601 time before which the sign-in is not valid. Default: none. */
  notBefore?: string;
}

/**
 * Every field of a SIWX message (CAIP-122 / EIP-4361), as plain serialisable data.
 * This is what a `SiwxSession` stores as `data`.
 */
export interface SiwxMessageData extends SiwxMessageInput {
  /** RFC 3986 authority asking for the sign-in (`example.com`, `localhost:3000`), no scheme. */
  domain: string;
  /**
   * The URI scheme of the origin asking (`https`), written before the domain as EIP-4361
   * allows (`https://example.com wants you to sign in…`). Default: none.
   */
  scheme?: string;
  /** Absolute URI of the resource the sign-in is for, usually the page's URL. */
  uri: string;
  /** Message format version; CAIP-122 and EIP-4361 define only `'1'`. */
  version: '1';
  /** Alphanumeric, at least 8 characters; protects against replay. */
  nonce: string;
  /**
   * Human-readable assertion shown to the user: one line of EIP-4361's characters (letters,
   * digits, space and `-._~:/?#[]@!$&'()*+,;=`). Default: none.
   */
  statement?: string;
  /** URIs the user also authorises. Default: none. */
  resources?: string[];
  /** System-specific identifier of the request. Default: none. */
  requestId?: string;
  /** ISO-8601 time the message was made. */
  issuedAt: string;
  /** ISO-8601 time after which the sign-in is no longer valid. Default: none. */
  expirationTime?: string;
}

/** A message ready to be signed: its data plus the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  /** The CAIP-122 text (EIP-4361 for eip155); what the wallet signs. */
  serializedMessage: string;
  /** Returns `serializedMessage`. */
  toString(): string;
}

/** A signed-in account: the message data, its text and the wallet's signature. */
export interface SiwxSession {
  data: SiwxMessageData;
  /** The signed text. */
  message: string;
  /** The wallet's signature of `message`; hex for eip155. */
  signature: string;
  /** A CAIP-74 CACAO when the wallet returned one (one-click auth); kept as given. */
  cacao?: unknown;
}

/**
 * What a host provides to enable sign-in (`siwx` in the config); close to Reown AppKit's
 * `SIWXConfig`. Every method may talk to a server, so all are async. Portico's own
 * implementation is `createDefaultSiwx`; the legacy `siweConfig` is adapted by `siweConfigToSiwx`.
 */
export interface SiwxConfig {
  /** Builds the message the connected account is asked to sign. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Verifies and stores a signed session; rejects when it is refused. */
  addSession(session: SiwxSession): Promise<void>;
  /** The valid sessions of `address` on `chainId`; empty when the user must sign in. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** Replaces every stored session; an empty list signs everything out. */
  setSessions(sessions: SiwxSession[]): Promise<void>;
  /** Drops the sessions of `address` on `chainId`. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /**
   * Whether sign-in is mandatory: cancelling it then disconnects. Default: false.
   */
  getRequired?(): boolean;
  /** Whether disconnecting clears the sessions. Default: true. */
  signOutOnDisconnect?: boolean;
}

/** A JSON-RPC call to the account's chain, e.g. `eth_call`; resolves with the result. */
export type SiwxRpcRequest = (method: string, params: readonly unknown[]) => Promise<unknown>;

/**
 * Checks a signature for a namespace the built-in verifier does not cover (everything but
 * eip155). Resolves true when `signature` is `address`'s signature of `message`.
 */
export type SiwxSignatureVerifier = (args: {
  message: string;
  signature: string;
  address: string;
  chainId: CaipNetworkId;
}) => Promise<boolean>;
