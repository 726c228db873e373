import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import type {
  StandardEventsChangeProperties,
  StandardEventsListeners,
} from '@wallet-standard/features';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import {
  createDevListeners,
  createDevWalletScript,
  DEFAULT_SCRIPT,
  type PromptAnswer,
} from '../createDevWalletScript';
import { DevWalletRpcError, invalidParams } from '../DevWalletRpcError';
import { devWalletStorage } from '../devWalletStorage';
import { SOLANA_LOCAL_CHAIN, solanaDevKey, type SolanaDevKey } from './solanaDevAccounts';
import type {
  SolanaDevWalletMethod,
  SolanaDevWalletOptions,
  SolanaDevWalletScript,
  SolanaDevWalletState,
} from './types';

/** The wallet's state and the transitions that emit `change`; shared by features and controls. */
export type SolanaDevWalletCore = ReturnType<typeof createSolanaDevWalletCore>;

const ACCOUNT_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const;
const AUTHORIZED = 'authorized';
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

export const userRejected = () => new DevWalletRpcError(4001, 'User rejected the request.');
const connectOpen = () =>
  new DevWalletRpcError(-32002, 'A connect request is already open in the wallet');

function checkChains(chains: readonly IdentifierString[]): readonly IdentifierString[] {
  if (chains.length === 0 || chains.some((chain) => !CHAIN.test(chain)))
    throw new TypeError(`Solana dev wallet: bad chains ${JSON.stringify(chains)}`);
  return Object.freeze([...chains]);
}

export function createSolanaDevWalletCore(options: SolanaDevWalletOptions) {
  const name = options.name ?? 'Portico Dev Wallet';
  const indices = options.accountIndices ?? [0, 1, 2];
  const keys = new Map<number, SolanaDevKey>(indices.map((index) => [index, solanaDevKey(index)]));
  const firstIndex = options.accountIndex ?? indices[0];
  if (firstIndex === undefined || !keys.has(firstIndex))
    throw new RangeError(`Solana dev wallet: it holds no account ${firstIndex}`);
  // One key per wallet name and, being localStorage, per origin: what this site authorised.
  const stored = devWalletStorage(options.storage, `portico:solana-dev-wallet:${name}`);
  const remembered = () => stored.read() === AUTHORIZED;

  const script = createDevWalletScript<
    SolanaDevWalletMethod,
    SolanaDevWalletScript & {
      accountIndex: number;
      chains: readonly IdentifierString[];
      authorized: boolean;
      connected: boolean;
    }
  >({
    state: {
      ...DEFAULT_SCRIPT,
      ...options.script,
      accountIndex: firstIndex,
      chains: checkChains(options.chains ?? [SOLANA_LOCAL_CHAIN]),
      authorized: options.authorized ?? remembered(),
      connected: false,
    },
    refusal: userRejected,
  });
  const { state } = script;
  const listeners = createDevListeners<[StandardEventsChangeProperties]>(
    "Portico Solana dev wallet: a 'change' listener",
  );
  // Account objects are read-only and kept while their chains stay, so the app can compare them.
  const accounts = new Map<number, WalletAccount>();

  const key = (): SolanaDevKey => keys.get(state.accountIndex) as SolanaDevKey;
  function walletAccount(index: number): WalletAccount {
    let account = accounts.get(index);
    if (!account) {
      const { address, publicKey } = keys.get(index) as SolanaDevKey;
      account = new ReadonlyWalletAccount({
        address,
        publicKey,
        chains: state.chains,
        features: ACCOUNT_FEATURES,
      });
      accounts.set(index, account);
    }
    return account;
  }
  const visibleAccounts = (): readonly WalletAccount[] =>
    state.authorized && state.connected && !state.locked ? [walletAccount(state.accountIndex)] : [];

  const emit = listeners.emit;

  /** Applies `change` and emits `change` with the accounts when what the site sees changed. */
  function changeVisibility(change: () => void): void {
    const before = visibleAccounts();
    change();
    const after = visibleAccounts();
    if (before.length !== after.length || before[0] !== after[0]) emit({ accounts: after });
  }

  function remember(authorized: boolean): void {
    state.authorized = authorized;
    stored.write(authorized ? AUTHORIZED : null);
  }

  return {
    name,
    state,
    calls: script.calls,
    visibleAccounts,

    on: (listener: StandardEventsListeners['change']) => listeners.add(listener),

    begin: script.begin,
    next: script.next,
    prompt: (answer: PromptAnswer) => script.prompt(answer),

    /** The key of `account`, which must be the one the site may see. */
    requireKey(account: WalletAccount | undefined): SolanaDevKey {
      const address = account?.address;
      if (!visibleAccounts().some((visible) => visible.address === address))
        throw new DevWalletRpcError(
          4100,
          `The account ${address} has not been authorised by the user`,
        );
      return key();
    },
    requireChain(chain: IdentifierString | undefined): void {
      if (chain !== undefined && !state.chains.includes(chain))
        throw invalidParams(`the wallet is not on chain ${chain}`);
    },

    /** A silent connect: the accounts when this origin authorised the wallet, never a prompt. */
    connectSilently(): readonly WalletAccount[] {
      if (state.authorized && !state.locked) changeVisibility(() => (state.connected = true));
      return visibleAccounts();
    },

    async connect(answer: PromptAnswer): Promise<readonly WalletAccount[]> {
      if (state.locked)
        throw new DevWalletRpcError(4100, 'The Portico dev wallet is locked: unlock it to connect');
      if (state.authorized && state.connected) return visibleAccounts();
      await script.oneConnect(() => script.connectPrompt(answer), connectOpen);
      changeVisibility(() => {
        remember(true);
        state.connected = true;
      });
      return visibleAccounts();
    },

    /** Ends the site's connection and forgets its authorisation (either side may do it). */
    disconnect(): void {
      changeVisibility(() => {
        remember(false);
        state.connected = false;
      });
    },

    setBehavior: script.setBehavior,
    setLocked(locked: boolean): void {
      changeVisibility(() => (state.locked = locked));
    },
    switchAccount(index: number): void {
      if (!keys.has(index))
        throw new RangeError(
          `Solana dev wallet: it holds no account ${index} (${indices.join(', ')})`,
        );
      changeVisibility(() => (state.accountIndex = index));
    },
    setChains(chains: readonly IdentifierString[]): void {
      state.chains = checkChains(chains);
      accounts.clear();
      const visible = visibleAccounts();
      emit(
        visible.length > 0 ? { chains: state.chains, accounts: visible } : { chains: state.chains },
      );
    },

    connectPrompts: script.connectPrompts,

    getState(): SolanaDevWalletState {
      return {
        authorized: state.authorized,
        connected: state.connected,
        locked: state.locked,
        account: key().address,
        accountIndex: state.accountIndex,
        addresses: indices.map((index) => (keys.get(index) as SolanaDevKey).address),
        chains: state.chains,
      };
    },
  };
}
