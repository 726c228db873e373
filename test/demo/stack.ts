/**
 * What the server says about the local services it started: `<meta name="portico-stack">`
 * (added by test/stack/staticServer.mjs; an inline script would break the strict CSP).
 * Without it (e.g. `vite preview`), the fixed `npm start` ports of localChains.json apply.
 */
export interface StackChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

/** The local Solana cluster (test/stack/solana/): its CAIP-2 id, RPC, WebSocket and dev mint. */
export interface StackSolana {
  caipNetworkId: `solana:${string}`;
  rpcUrl: string;
  wsUrl: string;
  mint: string;
  controlUrl: string;
}

/** The local Bitcoin regtest chain (test/stack/bitcoin/): its CAIP-2 id, Esplora and control API. */
export interface StackBitcoin {
  caipNetworkId: `bip122:${string}`;
  esploraUrl: string;
  controlUrl: string;
}

export interface DemoStack {
  chains: StackChain[];
  /** The local Solana cluster, when the stack runs one. */
  solana?: StackSolana;
  /** The local Bitcoin chain, when the stack runs one. */
  bitcoin?: StackBitcoin;
  /** The local WalletConnect relay (`ws://127.0.0.1:…`), when the stack runs one. */
  relayUrl?: string;
  /** The local peer wallet's page, where a person pastes the pairing URI and approves. */
  walletUrl?: string;
  /** The relay's fault switches and the peer wallet's control API, for tests. */
  relayControlUrl?: string;
  walletControlUrl?: string;
  /** The local product-API stand-in (`http://127.0.0.1:…`), when the stack runs one. */
  apiUrl?: string;
  /** The API stand-in's control API (faults, project config, recorded events), for tests. */
  apiControlUrl?: string;
  /** The embedded wallet's secure-site stand-in: its frame page (config `secureSiteUrl`). */
  secureSiteUrl?: string;
  /** Its control API (mail, faults, sessions, clock) and its inbox page, for tests and people. */
  secureSiteControlUrl?: string;
  secureSiteMailUrl?: string;
  /** The social login providers' stand-in (one OpenID Connect issuer per name) and its control API. */
  oidcUrl?: string;
  oidcControlUrl?: string;
  /** The Farcaster sign-in relay's stand-in and its control API (approve, deny, clock). */
  farcasterUrl?: string;
  farcasterControlUrl?: string;
}

const OPTIONAL_URLS = [
  'relayUrl',
  'walletUrl',
  'relayControlUrl',
  'walletControlUrl',
  'apiUrl',
  'apiControlUrl',
  'secureSiteUrl',
  'secureSiteControlUrl',
  'secureSiteMailUrl',
  'oidcUrl',
  'oidcControlUrl',
  'farcasterUrl',
  'farcasterControlUrl',
] as const;

const isStackChain = (value: unknown): value is StackChain => {
  if (typeof value !== 'object' || value === null) return false;
  const chain = value as Record<string, unknown>;
  return (
    typeof chain.chainId === 'number' &&
    typeof chain.name === 'string' &&
    typeof chain.rpcUrl === 'string'
  );
};

const isStackSolana = (value: unknown): value is StackSolana => {
  if (typeof value !== 'object' || value === null) return false;
  const solana = value as Record<string, unknown>;
  return (
    typeof solana.caipNetworkId === 'string' &&
    /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(solana.caipNetworkId) &&
    ['rpcUrl', 'wsUrl', 'controlUrl'].every(
      (key) => typeof solana[key] === 'string' && /^(ws|http)s?:\/\//.test(solana[key] as string),
    ) &&
    typeof solana.mint === 'string'
  );
};

const isStackBitcoin = (value: unknown): value is StackBitcoin => {
  if (typeof value !== 'object' || value === null) return false;
  const bitcoin = value as Record<string, unknown>;
  return (
    typeof bitcoin.caipNetworkId === 'string' &&
    /^bip122:[0-9a-f]{32}$/.test(bitcoin.caipNetworkId) &&
    (['esploraUrl', 'controlUrl'] as const).every(
      (key) => typeof bitcoin[key] === 'string' && /^https?:\/\//.test(bitcoin[key] as string),
    )
  );
};

/** The stack description from the page's meta tag, or null when there is none (or it is malformed). */
export function readStack(doc: Document): DemoStack | null {
  const content = doc.querySelector('meta[name="portico-stack"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Record<string, unknown>;
    if (!Array.isArray(parsed.chains) || !parsed.chains.every(isStackChain)) return null;
    const stack: DemoStack = { chains: parsed.chains };
    if (isStackSolana(parsed.solana)) stack.solana = parsed.solana;
    if (isStackBitcoin(parsed.bitcoin)) stack.bitcoin = parsed.bitcoin;
    // A malformed optional URL is left out rather than failing the whole description.
    for (const key of OPTIONAL_URLS) {
      const value = parsed[key];
      if (typeof value === 'string' && /^(ws|http)s?:\/\//.test(value)) stack[key] = value;
    }
    return stack;
  } catch {
    return null;
  }
}

/** Chain id → RPC URL of the running local chains. */
export function stackRpcUrls(stack: DemoStack | null): Record<number, string> {
  return Object.fromEntries((stack?.chains ?? []).map((chain) => [chain.chainId, chain.rpcUrl]));
}
