/**
 * Typed clients for the WalletConnect stand-ins' control APIs, for tests in any runner with
 * `fetch` (Playwright specs, jest in the node environment). The URLs come from the stack
 * description (`/__stack.json`: `walletControlUrl`, `relayControlUrl`).
 */

import { callControl } from '../callControl';

export type Behavior = 'approve' | 'reject' | 'manual';

export interface PeerWalletStatus {
  relayUrl: string;
  relayConnected: boolean;
  behavior: { proposals: Behavior; requests: Behavior };
  account: string;
  accountIndex: number;
  chainId: number;
  chains: Array<{ chainId: number; rpcUrl: string }>;
  sessions: Array<{
    topic: string;
    peer: { name: string; url: string };
    accounts: string[];
    expiry: number;
  }>;
  proposals: Array<{
    id: number;
    peer: { name: string; url: string } | null;
    requiredNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>;
    optionalNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>;
  }>;
  requests: Array<{ id: number; topic: string; chainId: string; method: string; params: unknown }>;
  lastError: string | null;
}

export interface PeerWalletLogEntry {
  at: string;
  kind: 'proposal' | 'request' | 'event';
  outcome?: 'pending' | 'approved' | 'rejected' | 'unsupported' | 'expired' | 'error';
  id?: number;
  method?: string;
  name?: string;
  [key: string]: unknown;
}

export interface RelayStatus {
  sockets: number;
  clients: number;
  topics: number;
  mailbox: number;
  delayMs: number;
  refusing: boolean;
  /** Distinct clients whose reconnection was refused since refusing was switched on. */
  refusedClients: number;
}

const call = callControl;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`peer wallet: no ${what} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The peer wallet's control API (`walletControlUrl`, e.g. `http://127.0.0.1:8591/api`). */
export function peerWallet(controlUrl: string) {
  const base = controlUrl.replace(/\/$/, '');
  const status = () => call<PeerWalletStatus>(`${base}/status`);
  return {
    status,
    log: () => call<PeerWalletLogEntry[]>(`${base}/log`),
    pair: (uri: string) => call<{ topic: string }>(`${base}/pair`, { uri }),
    setBehavior: (behavior: { proposals?: Behavior; requests?: Behavior }) =>
      call<PeerWalletStatus>(`${base}/behavior`, behavior),
    /** Rejects whatever is pending, clears the log, account 0 on the first chain, then `behavior`. */
    reset: (behavior: { proposals?: Behavior; requests?: Behavior } = {}) =>
      call<PeerWalletStatus>(`${base}/reset`, behavior),
    approveProposal: (id: number) => call<{ topic: string }>(`${base}/proposals/${id}/approve`, {}),
    rejectProposal: (id: number) => call<unknown>(`${base}/proposals/${id}/reject`, {}),
    approveRequest: (id: number) => call<unknown>(`${base}/requests/${id}/approve`, {}),
    rejectRequest: (id: number) => call<unknown>(`${base}/requests/${id}/reject`, {}),
    accountsChanged: (accountIndex: number, topic?: string) =>
      call<{ account: string }>(`${base}/events`, { name: 'accountsChanged', accountIndex, topic }),
    chainChanged: (chainId: number, topic?: string) =>
      call<{ chainId: number }>(`${base}/events`, { name: 'chainChanged', chainId, topic }),
    /** Ends one session from the wallet side (default: every session). */
    disconnect: (topic?: string) =>
      call<{ disconnected: string[] }>(`${base}/disconnect`, { topic }),
    /** The first pending proposal (behavior 'manual'). */
    waitForProposal: (timeoutMs = 10_000) =>
      waitFor(async () => (await status()).proposals[0], 'pending proposal', timeoutMs),
    /** The first pending request, optionally of one method (behavior 'manual'). */
    waitForRequest: (method?: string, timeoutMs = 10_000) =>
      waitFor(
        async () =>
          (await status()).requests.find((r) => method === undefined || r.method === method),
        `pending ${method ?? 'request'}`,
        timeoutMs,
      ),
    waitForSession: (timeoutMs = 10_000) =>
      waitFor(async () => (await status()).sessions[0], 'session', timeoutMs),
  };
}

/** The relay's fault switches (`relayControlUrl`, e.g. `http://127.0.0.1:8590/control`). */
export function relayFaults(controlUrl: string) {
  const base = controlUrl.replace(/\/$/, '');
  return {
    status: () => call<RelayStatus>(`${base}/status`),
    /** Closes every socket; the clients reconnect on their own. */
    dropAll: () => call<RelayStatus>(`${base}/drop`, {}),
    delay: (ms: number) => call<RelayStatus>(`${base}/delay`, { ms }),
    refuse: (on = true) => call<RelayStatus>(`${base}/refuse`, { on }),
    reset: () => call<RelayStatus>(`${base}/reset`, {}),
  };
}
