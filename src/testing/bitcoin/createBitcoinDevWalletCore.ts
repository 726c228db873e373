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
import { BITCOIN_DEV_ADDRESSES, BITCOIN_LOCAL_CHAIN } from './bitcoinDevAccounts';
import { bitcoinDevKey, type BitcoinDevAddressKey, type BitcoinDevKey } from './bitcoinDevKey';
import { isPurpose, PURPOSES } from './checkPurposes';
import type {
  BitcoinAddressPurpose,
  BitcoinDevWalletMethod,
  BitcoinDevWalletOptions,
  BitcoinDevWalletScript,
  BitcoinDevWalletState,
} from './types';

/** The wallet's state and the transitions that emit `change`; shared by features and controls. */
export type BitcoinDevWalletCore = ReturnType<typeof createBitcoinDevWalletCore>;

const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const;
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

export const userRejected = () => new DevWalletRpcError(4001, 'User rejected the request.');
const connectOpen = () =>
  new DevWalletRpcError(-32002, 'A connect request is already open in the wallet');

/** `purposes` without duplicates, in `wallet.accounts` order. */
const ordered = (purposes: Iterable<BitcoinAddressPurpose>): readonly BitcoinAddressPurpose[] => {
  const set = new Set(purposes);
  return Object.freeze(PURPOSES.filter((purpose) => set.has(purpose)));
};

function checkChains(chains: readonly IdentifierString[]): readonly IdentifierString[] {
  if (chains.length === 0 || chains.some((chain) => !CHAIN.test(chain)))
    throw new TypeError(`Bitcoin dev wallet: bad chains ${JSON.stringify(chains)}`);
  return Object.freeze([...chains]);
}

export function createBitcoinDevWalletCore(options: BitcoinDevWalletOptions) {
  const name = options.name ?? 'Portico Dev Wallet';
  const indices = options.accountIndices ?? BITCOIN_DEV_ADDRESSES.map((_, index) => index);
  const keys = new Map<number, BitcoinDevKey>(
    indices.map((index) => [index, bitcoinDevKey(index)]),
  );
  const firstIndex = options.accountIndex ?? indices[0];
  if (firstIndex === undefined || !keys.has(firstIndex))
    throw new RangeError(`Bitcoin dev wallet: it holds no account ${firstIndex}`);
  // One key per wallet name and, being localStorage, per origin: the purposes this site was granted.
  const stored = devWalletStorage(options.storage, `portico:bitcoin-dev-wallet:${name}`);
  const remembered = (): readonly BitcoinAddressPurpose[] =>
    ordered((stored.read() ?? '').split(',').filter(isPurpose));
  const initiallyGranted =
    options.authorized === undefined
      ? remembered()
      : options.authorized === true
        ? PURPOSES
        : options.authorized === false
          ? []
          : ordered(options.authorized.filter(isPurpose));

  const script = createDevWalletScript<
    BitcoinDevWalletMethod,
    BitcoinDevWalletScript & {
      accountIndex: number;
      chains: readonly IdentifierString[];
      /** The purposes this origin authorised; empty when it did not. */
      granted: readonly BitcoinAddressPurpose[];
      connected: boolean;
    }
  >({
    state: {
      ...DEFAULT_SCRIPT,
      messageSignature: 'bip322',
      ...options.script,
      accountIndex: firstIndex,
      chains: checkChains(options.chains ?? [BITCOIN_LOCAL_CHAIN]),
      granted: initiallyGranted,
      // bitcoin:connect has no silent form: an authorised origin is connected from the start,
      // so the app finds its accounts in `wallet.accounts` when the wallet registers.
      connected: initiallyGranted.length > 0,
    },
    refusal: userRejected,
  });
  const { state } = script;
  const listeners = createDevListeners<[StandardEventsChangeProperties]>(
    "Portico Bitcoin dev wallet: a 'change' listener",
  );
  // Account objects are read-only and kept while their chains stay, so the app can compare them.
  const accounts = new Map<string, WalletAccount>();

  const key = (): BitcoinDevKey => keys.get(state.accountIndex) as BitcoinDevKey;
  function walletAccount(purpose: BitcoinAddressPurpose): WalletAccount {
    const { address, publicKey } = key()[purpose];
    let account = accounts.get(address);
    if (!account) {
      account = new ReadonlyWalletAccount({
        address,
        publicKey,
        chains: state.chains,
        features: ACCOUNT_FEATURES,
      });
      accounts.set(address, account);
    }
    return account;
  }
  const visible = (): boolean => state.granted.length > 0 && state.connected && !state.locked;
  /** What the site sees: the active account's granted addresses, payment then ordinals. */
  const visibleAccounts = (): readonly WalletAccount[] =>
    visible() ? state.granted.map(walletAccount) : [];

  const emit = listeners.emit;

  /** Applies `change` and emits `change` with the accounts when what the site sees changed. */
  function changeVisibility(change: () => void): void {
    const before = visibleAccounts();
    change();
    const after = visibleAccounts();
    if (before.length !== after.length || before.some((account, at) => account !== after[at]))
      emit({ accounts: after });
  }

  function remember(granted: readonly BitcoinAddressPurpose[]): void {
    state.granted = granted;
    stored.write(granted.length > 0 ? granted.join(',') : null);
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

    /** The key of `account`'s address, which must be one the site may see (else 4100). */
    requireKey(account: WalletAccount | undefined): BitcoinDevAddressKey {
      const address = account?.address;
      if (!visibleAccounts().some((shown) => shown.address === address))
        throw new DevWalletRpcError(
          4100,
          `The account ${address} has not been authorised by the user`,
        );
      return key().payment.address === address ? key().payment : key().ordinals;
    },
    requireChain(chain: IdentifierString | undefined): void {
      if (typeof chain !== 'string' || !state.chains.includes(chain))
        throw invalidParams(`the wallet is not on chain ${chain}`);
    },

    /**
     * Asks for `purposes` (checked): answered at once when the site already has them all,
     * else after a prompt, which adds them to what the origin authorised.
     */
    async connect(
      purposes: readonly BitcoinAddressPurpose[],
      answer: PromptAnswer,
    ): Promise<readonly WalletAccount[]> {
      if (state.locked)
        throw new DevWalletRpcError(4100, 'The Portico dev wallet is locked: unlock it to connect');
      const granted = () =>
        visible() && purposes.every((purpose) => state.granted.includes(purpose));
      if (!granted()) {
        await script.oneConnect(() => script.connectPrompt(answer), connectOpen);
        if (state.locked)
          throw new DevWalletRpcError(4100, 'The Portico dev wallet was locked during the request');
        changeVisibility(() => {
          remember(ordered([...state.granted, ...purposes]));
          state.connected = true;
        });
      }
      return purposes.map(walletAccount);
    },

    /** Ends the site's connection and forgets its authorisation (either side may do it). */
    disconnect(): void {
      changeVisibility(() => {
        remember([]);
        state.connected = false;
      });
    },

    setBehavior: script.setBehavior,
    setLocked(locked: boolean): void {
      changeVisibility(() => (state.locked = locked));
    },
    setMessageSignature(mode: 'bip322' | 'legacy'): void {
      if (mode !== 'bip322' && mode !== 'legacy')
        throw new TypeError(
          `Bitcoin dev wallet: messageSignature ${String(mode)} is not 'bip322' or 'legacy'`,
        );
      state.messageSignature = mode;
    },
    switchAccount(index: number): void {
      if (!keys.has(index))
        throw new RangeError(
          `Bitcoin dev wallet: it holds no account ${index} (${indices.join(', ')})`,
        );
      changeVisibility(() => (state.accountIndex = index));
    },
    setChains(chains: readonly IdentifierString[]): void {
      state.chains = checkChains(chains);
      accounts.clear();
      const shown = visibleAccounts();
      emit(shown.length > 0 ? { chains: state.chains, accounts: shown } : { chains: state.chains });
    },

    connectPrompts: script.connectPrompts,

    getState(): BitcoinDevWalletState {
      return {
        authorized: state.granted.length > 0,
        connected: state.connected,
        locked: state.locked,
        accountIndex: state.accountIndex,
        payment: key().payment.address,
        ordinals: key().ordinals.address,
        purposes: state.granted,
        chains: state.chains,
      };
    },
  };
}
