import { bytesToHex } from '@noble/hashes/utils';
import {
  createDevListeners,
  createDevWalletScript,
  DEFAULT_SCRIPT,
  type PromptAnswer,
} from '../createDevWalletScript';
import { devWalletStorage } from '../devWalletStorage';
import { POLKADOT_DEV_ADDRESSES, polkadotDevKey, type PolkadotDevKey } from './polkadotDevAccounts';
import { decodeSs58 } from './ss58';
import type {
  PolkadotDevWalletMethod,
  PolkadotDevWalletOptions,
  PolkadotDevWalletScript,
  PolkadotDevWalletState,
  PolkadotInjectedAccount,
} from './types';

/** The wallet's state and the transitions that notify subscribers; shared by injected and controls. */
export type PolkadotDevWalletCore = ReturnType<typeof createPolkadotDevWalletCore>;

type AccountsListener = (accounts: PolkadotInjectedAccount[]) => void | Promise<void>;

const AUTHORIZED = 'authorized';
/** What polkadot-js's extension rejects with: a refused authorisation, a cancelled signature. */
const rejected = () => new Error('Rejected');
const cancelled = () => new Error('Cancelled');

export function createPolkadotDevWalletCore(options: PolkadotDevWalletOptions) {
  const key = options.key ?? 'portico-dev';
  const name = options.name ?? 'Portico Polkadot Wallet';
  const indices = options.accountIndices ?? POLKADOT_DEV_ADDRESSES.map((_, index) => index);
  const keys = new Map<number, PolkadotDevKey>(
    indices.map((index) => [index, polkadotDevKey(index)]),
  );
  const firstIndex = options.accountIndex ?? indices[0];
  if (firstIndex === undefined || !keys.has(firstIndex))
    throw new RangeError(`Polkadot dev wallet: it holds no account ${firstIndex}`);
  const genesisHash = options.genesisHash ?? null;
  // One key per wallet and, being localStorage, per origin: whether this site authorised it.
  const stored = devWalletStorage(options.storage, `portico:polkadot-dev-wallet:${key}`);
  const remembered = () => stored.read() === AUTHORIZED;

  const script = createDevWalletScript<
    PolkadotDevWalletMethod,
    PolkadotDevWalletScript & {
      /** Account indices in list order: the selected one first. */
      order: number[];
      authorized: boolean;
      origin: string | null;
    }
  >({
    state: {
      ...DEFAULT_SCRIPT,
      ...options.script,
      order: [firstIndex, ...indices.filter((index) => index !== firstIndex)],
      authorized: options.authorized ?? remembered(),
      origin: null,
    },
    refusal: rejected,
  });
  const { state } = script;
  const listeners = createDevListeners<[PolkadotInjectedAccount[]]>(
    'Portico Polkadot dev wallet: an accounts subscriber',
  );
  let lastId = 0;

  const keyAt = (index: number): PolkadotDevKey => keys.get(index) as PolkadotDevKey;
  const injectedAccount = (index: number): PolkadotInjectedAccount => ({
    address: keyAt(index).address,
    genesisHash,
    name: `Portico dev ${index}`,
    type: 'ed25519',
  });
  const visible = (): boolean => state.authorized && !state.locked;
  /** What the site may see: every account, the selected one first; none when locked or revoked. */
  const visibleAccounts = (): PolkadotInjectedAccount[] =>
    visible() ? state.order.map(injectedAccount) : [];

  /** Applies `change` and notifies subscribers when the list the site sees changed. */
  function changeVisibility(change: () => void): void {
    const before = visibleAccounts().map(({ address }) => address);
    change();
    const after = visibleAccounts();
    if (before.join() !== after.map(({ address }) => address).join()) listeners.emit(after);
  }

  function remember(authorized: boolean): void {
    state.authorized = authorized;
    stored.write(authorized ? AUTHORIZED : null);
  }

  return {
    key,
    name,
    state,
    calls: script.calls,
    visibleAccounts,

    begin: script.begin,
    next: script.next,

    /** A signing prompt: refused with `Error('Cancelled')`. */
    confirmSigning: (answer: PromptAnswer) => script.prompt(answer, cancelled),
    nextId: () => ++lastId,

    /**
     * `enable(originName)`: at once for an authorised origin, else after a prompt (refused
     * with `Error('Rejected')`), whose approval is remembered.
     */
    async enable(originName: string, answer: PromptAnswer): Promise<void> {
      state.origin = originName;
      if (state.locked)
        throw new Error('The Portico Polkadot dev wallet is locked: unlock it to connect');
      if (state.authorized) return;
      await script.oneConnect(
        () => script.connectPrompt(answer),
        () => new Error(`The source ${originName} has a pending authorization request`),
      );
      if (state.locked)
        throw new Error('The Portico Polkadot dev wallet was locked during the request');
      changeVisibility(() => remember(true));
    },

    subscribe(listener: AccountsListener): () => void {
      const unsubscribe = listeners.add(listener);
      // The current list first, asynchronously, as an extension's subscription message arrives.
      queueMicrotask(() => {
        if (listeners.has(listener)) listeners.notify(listener, visibleAccounts());
      });
      return unsubscribe;
    },

    /** The key of `address` (any SS58 prefix), which the site must be allowed to use. */
    requireKey(address: unknown): PolkadotDevKey {
      if (state.locked) throw new Error('The Portico Polkadot dev wallet is locked');
      if (!state.authorized)
        throw new Error(`The source ${state.origin ?? 'this site'} has not been enabled yet`);
      let publicKey: string;
      try {
        publicKey = bytesToHex(decodeSs58(String(address)));
      } catch (cause) {
        throw new Error(`Invalid address ${String(address)}`, { cause });
      }
      const index = state.order.find((at) => bytesToHex(keyAt(at).publicKey) === publicKey);
      if (index === undefined) throw new Error('Unable to find keypair');
      return keyAt(index);
    },

    /** Forgets this origin's authorisation (the site sees no account until it enables again). */
    disconnect(): void {
      changeVisibility(() => remember(false));
    },

    setBehavior: script.setBehavior,
    setLocked(locked: boolean): void {
      changeVisibility(() => (state.locked = locked));
    },
    switchAccount(index: number): void {
      if (!keys.has(index))
        throw new RangeError(
          `Polkadot dev wallet: it holds no account ${index} (${indices.join(', ')})`,
        );
      changeVisibility(() => {
        state.order = [index, ...state.order.filter((at) => at !== index)];
      });
    },

    connectPrompts: script.connectPrompts,

    getState(): PolkadotDevWalletState {
      const selected = state.order[0] as number;
      return {
        authorized: state.authorized,
        locked: state.locked,
        origin: state.origin,
        accountIndex: selected,
        address: keyAt(selected).address,
        addresses: state.order.map((index) => keyAt(index).address),
      };
    },
  };
}
