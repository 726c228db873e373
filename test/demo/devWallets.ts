import type { CaipNetwork } from 'portico';
import type {
  DevWallet,
  DevWalletControls,
  DevWalletState,
  BitcoinDevWalletControls,
  CosmosDevWalletControls,
  PolkadotDevWalletControls,
  SolanaDevWalletControls,
} from 'portico/testing';
import type { DemoStack } from './stack';

/** One dev wallet as the page (and Playwright, through `window`) sees it. */
export interface DemoDevWallet {
  info: { name: string; rdns: string };
  controls: DevWalletControls;
  /** Every method the page asked the wallet, in order (since this page load). */
  requests: string[];
}

declare global {
  interface Window {
    /** The first dev wallet (`?wallet=dev`), for tests: `window.porticoDevWallet.controls.reject()`. */
    porticoDevWallet?: DemoDevWallet;
    /** Every dev wallet announced (`?wallets=2` adds a second). */
    porticoDevWallets?: DemoDevWallet[];
    /** The Solana dev wallet (`?wallet=dev&solana=1`), registered through the Wallet Standard. */
    porticoSolanaDevWallet?: { name: string; controls: SolanaDevWalletControls };
    /** The Bitcoin dev wallet (`?wallet=dev&bitcoin=1`), registered through the Wallet Standard. */
    porticoBitcoinDevWallet?: { name: string; controls: BitcoinDevWalletControls };
    /** The Polkadot dev wallet (`?wallet=dev&polkadot=1`), on `window.injectedWeb3`. */
    porticoPolkadotDevWallet?: { name: string; controls: PolkadotDevWalletControls };
    /** The Cosmos dev wallet (`?wallet=dev&cosmos=1`), as `window.keplr`. */
    porticoCosmosDevWallet?: { name: string; controls: CosmosDevWalletControls };
  }
}

/** The wallets `?wallets=N` announces, in order. */
export const DEMO_WALLET_INFOS = [
  { name: 'Portico Dev Wallet', rdns: 'dev.portico.wallet' },
  { name: 'Second Dev Wallet', rdns: 'dev.portico.wallet2' },
] as const;

/** The Solana dev wallet's name (a wallet of its own beside the EVM ones). */
export const SOLANA_DEV_WALLET_NAME = 'Portico Solana Wallet';
/** The Bitcoin, Polkadot and Cosmos dev wallets' names. */
export const BITCOIN_DEV_WALLET_NAME = 'Portico Bitcoin Wallet';
export const POLKADOT_DEV_WALLET_NAME = 'Portico Polkadot Wallet';
export const COSMOS_DEV_WALLET_NAME = 'Portico Cosmos Wallet';

/** What a dev wallet keeps across page loads, as an extension keeps its state. */
interface RememberedState {
  authorized: boolean;
  chainId: number;
  accountIndex: number;
  /** Chain id → RPC URL, including chains added with wallet_addEthereumChain. */
  chains: Record<number, string>;
}

const storageKey = (rdns: string) => `portico-demo.devWallet:${rdns}`;

function recall(rdns: string): RememberedState | null {
  try {
    const raw = window.localStorage.getItem(storageKey(rdns));
    return raw ? (JSON.parse(raw) as RememberedState) : null;
  } catch {
    return null;
  }
}

function remember(rdns: string, state: DevWalletState): void {
  const remembered: RememberedState = {
    authorized: state.authorized && state.connected,
    chainId: state.chainId,
    accountIndex: state.accountIndex,
    chains: Object.fromEntries(state.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  };
  try {
    window.localStorage.setItem(storageKey(rdns), JSON.stringify(remembered));
  } catch {
    // Storage disabled: the wallet forgets on reload, as a fresh install would.
  }
}

/** Wraps `wallet` so every request is logged, and `afterRequest` runs once each settles. */
function withRequestLog(
  wallet: DevWallet,
  requests: string[],
  afterRequest: () => void,
): DevWallet {
  const logged: DevWallet = {
    isPorticoDevWallet: true,
    controls: wallet.controls,
    async request(args) {
      requests.push(typeof args?.method === 'string' ? args.method : '(invalid)');
      try {
        return await wallet.request(args);
      } finally {
        afterRequest();
      }
    },
    on(event, listener) {
      wallet.on(event, listener);
      return logged;
    },
    removeListener(event, listener) {
      wallet.removeListener(event, listener);
      return logged;
    },
  };
  return logged;
}

const parseChainIds = (text: string | null): number[] | null =>
  text
    ? text
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isSafeInteger(id) && id > 0)
    : null;

/**
 * `?wallet=dev`: announces the Portico dev wallet through EIP-6963 (before the modal is
 * created) and exposes it on `window.porticoDevWallet`. `?wallets=2` adds a second wallet.
 * `?walletChains=31337` limits the chains a fresh wallet knows (the others need
 * wallet_addEthereumChain); `?walletExtraChains=1337` adds chains the app does not configure
 * (reads go to the first local chain), for the UnsupportedChain flow; `?walletChain=1337` is the
 * chain a fresh wallet starts on (default: the first local chain it knows). A wallet remembers its authorisation, chain, account and added
 * chains in localStorage across reloads, so a returning visitor's wallet answers
 * `eth_accounts` as a real extension would.
 *
 * With `?solana=1` the Solana dev wallet registers too (`window.porticoSolanaDevWallet`); with
 * `?bitcoin=1` the Bitcoin one (`window.porticoBitcoinDevWallet`); with `?polkadot=1` the
 * Polkadot one (`window.injectedWeb3`, controls on `window.porticoPolkadotDevWallet`); with
 * `?cosmos=1` the Cosmos one (`window.keplr`, controls on `window.porticoCosmosDevWallet`).
 * `?<namespace>Account=N` picks the dev account each starts on.
 *
 * `portico/testing` (and ethers' signing code with it) loads only here, so the default demo's
 * startup bundle stays what a host app's would be.
 */
export async function setupDevWallets(
  params: URLSearchParams,
  networks: CaipNetwork[],
  stack: DemoStack | null,
): Promise<DemoDevWallet[]> {
  if (params.get('wallet') !== 'dev') return [];
  const {
    announceDevWallet,
    createDevWallet,
    injectCosmosDevWallet,
    injectPolkadotDevWallet,
    registerBitcoinDevWallet,
    registerSolanaDevWallet,
  } = await import('portico/testing');
  const { solana, bitcoin, polkadot, cosmos } = stack ?? {};
  // `?<namespace>Account=N`: the dev account a wallet starts on (tests side by side use their own).
  const accountOf = (name: string) => {
    const index = Number(params.get(name) ?? 0);
    return Number.isInteger(index) && index > 0 ? { accountIndex: index } : {};
  };
  if (params.get('polkadot') === '1' && polkadot) {
    const wallet = injectPolkadotDevWallet({
      name: POLKADOT_DEV_WALLET_NAME,
      ...accountOf('polkadotAccount'),
    });
    window.porticoPolkadotDevWallet = { name: POLKADOT_DEV_WALLET_NAME, controls: wallet.controls };
  }
  if (params.get('cosmos') === '1' && cosmos) {
    const wallet = injectCosmosDevWallet({
      name: COSMOS_DEV_WALLET_NAME,
      rpcUrl: cosmos.rpcUrl,
      ...accountOf('cosmosAccount'),
    });
    window.porticoCosmosDevWallet = { name: COSMOS_DEV_WALLET_NAME, controls: wallet.controls };
  }
  // Each registers as an extension does; its authorisation is kept in localStorage, so a
  // reload reconnects silently.
  if (params.get('bitcoin') === '1' && bitcoin) {
    const wallet = registerBitcoinDevWallet({
      name: BITCOIN_DEV_WALLET_NAME,
      ...accountOf('bitcoinAccount'),
    });
    window.porticoBitcoinDevWallet = { name: BITCOIN_DEV_WALLET_NAME, controls: wallet.controls };
  }
  if (params.get('solana') === '1' && solana) {
    const wallet = registerSolanaDevWallet({
      name: SOLANA_DEV_WALLET_NAME,
      rpcUrl: solana.rpcUrl,
      ...accountOf('solanaAccount'),
    });
    window.porticoSolanaDevWallet = { name: SOLANA_DEV_WALLET_NAME, controls: wallet.controls };
  }
  const count = Math.min(
    Math.max(Number(params.get('wallets') ?? 1) || 1, 1),
    DEMO_WALLET_INFOS.length,
  );
  const stackUrls: Record<number, string> = Object.fromEntries(
    networks.map((network) => [Number(network.id), network.rpcUrls.default.http[0] ?? '']),
  );
  const knownIds = parseChainIds(params.get('walletChains')) ?? Object.keys(stackUrls).map(Number);
  const fallbackUrl = networks[0]?.rpcUrls.default.http[0] ?? '';
  const fresh: Record<number, string> = Object.fromEntries([
    ...knownIds.filter((id) => stackUrls[id]).map((id) => [id, stackUrls[id] as string]),
    ...(parseChainIds(params.get('walletExtraChains')) ?? []).map((id) => [id, fallbackUrl]),
  ]);

  const wallets: DemoDevWallet[] = [];
  for (const info of DEMO_WALLET_INFOS.slice(0, count)) {
    const saved = recall(info.rdns);
    // Chains the stack runs take the stack's current URL: ports may differ between runs.
    const chains = saved
      ? { ...saved.chains, ...pick(stackUrls, Object.keys(saved.chains).map(Number)) }
      : fresh;
    // A fresh wallet starts on ?walletChain, else on the first local chain it knows.
    const asked = parseChainIds(params.get('walletChain'))?.[0];
    const firstKnown =
      asked !== undefined && chains[asked] ? asked : knownIds.find((id) => stackUrls[id]);
    const startChain = saved && chains[saved.chainId] ? saved.chainId : firstKnown;
    const wallet = createDevWallet({
      chains,
      ...(startChain !== undefined ? { chainId: startChain } : {}),
      ...(saved ? { accountIndex: saved.accountIndex, authorized: saved.authorized } : {}),
    });
    const requests: string[] = [];
    const save = () => remember(info.rdns, wallet.controls.getState());
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect', 'connect'] as const)
      wallet.on(event, save);
    window.addEventListener('pagehide', save);
    announceDevWallet(withRequestLog(wallet, requests, save), info);
    wallets.push({ info, controls: wallet.controls, requests });
  }
  window.porticoDevWallets = wallets;
  window.porticoDevWallet = wallets[0];
  performance.mark('portico-demo:wallets-announced');
  return wallets;
}

function pick(urls: Record<number, string>, ids: number[]): Record<number, string> {
  return Object.fromEntries(ids.filter((id) => urls[id]).map((id) => [id, urls[id] as string]));
}
