export declare const DEFAULT_PEER_WALLET_PORT: number;

export interface WalletConnectStack {
  /** `ws://127.0.0.1:PORT`: the relay the dapp and the peer wallet share. */
  relayUrl: string;
  /** The relay's fault switches (`/status`, `/drop`, `/delay`, `/refuse`, `/reset`). */
  relayControlUrl: string;
  /** The peer wallet's page, for a person. */
  walletUrl: string;
  /** The peer wallet's control API (`/status`, `/pair`, `/behavior`, …). */
  walletControlUrl: string;
  stop(): Promise<void>;
}

export declare function startWalletConnect(options: {
  chains: Array<{ chainId: number; rpcUrl: string }>;
  relayPort?: number;
  walletPort?: number;
  proposals?: 'approve' | 'reject' | 'manual';
  requests?: 'approve' | 'reject' | 'manual';
  log?: (line: string) => void;
}): Promise<WalletConnectStack>;
