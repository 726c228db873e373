/** The IdRegistry's address on Optimism, where the relay puts its look-alike on anvil. */
export declare const ID_REGISTRY_ADDRESS: string;
/** How long a channel lives (5 minutes, relay clock). */
export declare const CHANNEL_TTL_MS: number;
/** `error` of a denied channel's status: `{ state: 'completed', error: 'denied' }`. */
export declare const DENIED: 'denied';
/** The Farcaster app's accounts: alice (fid 1001) and bob (fid 1002). */
export declare const FARCASTER_USERS: ReadonlyArray<{
  readonly fid: number;
  readonly username: string;
  readonly displayName: string;
  readonly bio: string;
}>;

export interface FarcasterRelayOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** A local anvil chain: the IdRegistry look-alike is written there (anvil_setCode/StorageAt). */
  rpcUrl: string;
  /** Where the registry goes; default ID_REGISTRY_ADDRESS. A verifier must read the same one. */
  idRegistry?: string;
  /** The `X-Farcaster-Auth-Relay-Key` that `/v1/channel/authenticate` needs; default random. */
  authKey?: string;
  /** Default CHANNEL_TTL_MS. */
  channelTtlMs?: number;
  /** Internal failures (default console.warn). */
  log?: (line: string) => void;
}

export interface FarcasterUser {
  fid: number;
  username: string;
  displayName: string;
  /** The custody address (`custodyOf(fid)` on the chain); its key stays in the relay. */
  custody: string;
}

/** A channel as `GET /__control/status` and the approve/deny answers show it. */
export interface FarcasterControlChannel {
  channelToken: string;
  /** The sign-in URL: `${url}/siwf?channelToken=…`. */
  url: string;
  domain: string;
  siweUri: string;
  nonce: string;
  /** `authenticated`: completed through `/v1/channel/authenticate`. */
  status: 'pending' | 'approved' | 'denied' | 'authenticated' | 'expired';
  /** Its completed state was answered by `/v1/channel/status` (the channel is closed). */
  delivered: boolean;
  /** How often the channel's status was asked (`GET /v1/channel/status`). */
  statusReads: number;
  createdAt: string;
  expiresAt: string;
  message?: string;
  signature?: string;
  fid?: number;
  username?: string;
  displayName?: string;
  bio?: string;
  pfpUrl?: string;
  custody?: string;
  verifications?: string[];
  error?: 'denied';
}

export interface FarcasterRelay {
  /** `http://127.0.0.1:PORT`: the relay (`/v1/*`) and the sign-in pages (`/siwf`). */
  url: string;
  /** `url + '/__control'`: status, approve, deny, clock, reset. */
  controlUrl: string;
  /** The registry's address (checksummed). */
  idRegistry: string;
  /** The key `/v1/channel/authenticate` needs (in-process, for tests that post their own answer). */
  authKey: string;
  users: FarcasterUser[];
  /** Closes every connection and the server; safe to call twice. */
  stop(): Promise<void>;
}

export declare function startFarcasterRelay(
  options: FarcasterRelayOptions,
): Promise<FarcasterRelay>;
