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

/** The local Polkadot chain (test/stack/polkadot/: chopsticks running Asset Hub Rococo). */
export interface StackPolkadot {
  caipNetworkId: `polkadot:${string}`;
  wsUrl: string;
  genesisHash: string;
  symbol: string;
  decimals: number;
  ss58Prefix: number;
}

/** The local Cosmos chain stand-in (test/stack/cosmos/: CometBFT JSON-RPC). */
export interface StackCosmos {
  caipNetworkId: `cosmos:${string}`;
  chainId: string;
  rpcUrl: string;
  controlUrl: string;
  denom: string;
  decimals: number;
  bech32Prefix: string;
  gasPrice: string;
}

export interface DemoStack {
  chains: StackChain[];
  /** The local Solana cluster, when the stack runs one. */
  solana?: StackSolana;
  /** The local Bitcoin chain, when the stack runs one. */
  bitcoin?: StackBitcoin;
  /** The local Polkadot chain, when the stack runs one. */
  polkadot?: StackPolkadot;
  /** The local Cosmos chain, when the stack runs one. */
  cosmos?: StackCosmos;
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
  /** The Safe web app's stand-in: its parent page (which frames the demo) and control API. */
  safeAppUrl?: string;
  safeControlUrl?: string;
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
  'safeAppUrl',
  'safeControlUrl',
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

const isUrl = (value: unknown, schemes: RegExp) => typeof value === 'string' && schemes.test(value);
const isSmallInt = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1 << 14;

const isStackPolkadot = (value: unknown): value is StackPolkadot => {
  if (typeof value !== 'object' || value === null) return false;
  const polkadot = value as Record<string, unknown>;
  return (
    typeof polkadot.caipNetworkId === 'string' &&
    /^polkadot:[0-9a-f]{32}$/.test(polkadot.caipNetworkId) &&
    isUrl(polkadot.wsUrl, /^wss?:\/\//) &&
    typeof polkadot.genesisHash === 'string' &&
    /^0x[0-9a-f]{64}$/.test(polkadot.genesisHash) &&
    typeof polkadot.symbol === 'string' &&
    /^[A-Za-z]{1,12}$/.test(polkadot.symbol) &&
    isSmallInt(polkadot.decimals) &&
    isSmallInt(polkadot.ss58Prefix)
  );
};

const isStackCosmos = (value: unknown): value is StackCosmos => {
  if (typeof value !== 'object' || value === null) return false;
  const cosmos = value as Record<string, unknown>;
  return (
    typeof cosmos.chainId === 'string' &&
    /^[-a-zA-Z0-9]{1,32}$/.test(cosmos.chainId) &&
    cosmos.caipNetworkId === `cosmos:${cosmos.chainId}` &&
    isUrl(cosmos.rpcUrl, /^https?:\/\//) &&
    isUrl(cosmos.controlUrl, /^https?:\/\//) &&
    typeof cosmos.denom === 'string' &&
    /^[a-z][a-z0-9/]{1,63}$/.test(cosmos.denom) &&
    isSmallInt(cosmos.decimals) &&
    typeof cosmos.bech32Prefix === 'string' &&
    /^[a-z]{1,16}$/.test(cosmos.bech32Prefix) &&
    typeof cosmos.gasPrice === 'string' &&
    /^\d+(\.\d+)?[a-z][a-z0-9/]*$/.test(cosmos.gasPrice)
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
    if (isStackPolkadot(parsed.polkadot)) stack.polkadot = parsed.polkadot;
    if (isStackCosmos(parsed.cosmos)) stack.cosmos = parsed.cosmos;
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
