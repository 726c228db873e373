import { bytesToHex } from '@noble/hashes/utils';
import { DevWalletRpcError } from '../DevWalletRpcError';
import { devWalletStorage } from '../devWalletStorage';
import type { DevWalletOutcome } from '../types';
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

type PromptAnswer = 'approve' | 'reject' | undefined;
type AccountsListener = (accounts: PolkadotInjectedAccount[]) => void | Promise<void>;

const AUTHORIZED = 'authorized';
/** What polkadot-js's extension rejects with: a refused authorisation, a cancelled signature. */
const REJECTED = 'Rejected';
const CANCELLED = 'Cancelled';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

  const state: PolkadotDevWalletScript & {
    /** Account indices in list order: the selected one first. */
    order: number[];
    authorized: boolean;
    origin: string | null;
  } = {
    behavior: 'approve',
    delayMs: 0,
    locked: false,
    ...options.script,
    order: [firstIndex, ...indices.filter((index) => index !== firstIndex)],
    authorized: options.authorized ?? remembered(),
    origin: null,
  };
  const listeners = new Set<AccountsListener>();
  const scripted = new Map<PolkadotDevWalletMethod, DevWalletOutcome[]>();
  const calls: PolkadotDevWalletMethod[] = [];
  let enablePending = false;
  let connectPrompts = 0;
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

  function notify(listener: AccountsListener, accounts: PolkadotInjectedAccount[]): void {
    try {
      void Promise.resolve(listener(accounts)).catch((error: unknown) =>
        console.error('Portico Polkadot dev wallet: an accounts subscriber threw', error),
      );
    } catch (error) {
      console.error('Portico Polkadot dev wallet: an accounts subscriber threw', error);
    }
  }

  /** Applies `change` and notifies subscribers when the list the site sees changed. */
  function changeVisibility(change: () => void): void {
    const before = visibleAccounts().map(({ address }) => address);
    change();
    const after = visibleAccounts();
    if (before.join() !== after.map(({ address }) => address).join())
      for (const listener of [...listeners]) notify(listener, after);
  }

  function remember(authorized: boolean): void {
    state.authorized = authorized;
    stored.write(authorized ? AUTHORIZED : null);
  }

  /** A prompt the user answers after `delayMs`: resolves on approval, else throws `refusal`. */
  async function prompt(answer: PromptAnswer, refusal: string): Promise<void> {
    if (state.delayMs > 0) await sleep(state.delayMs);
    if ((answer ?? state.behavior) === 'reject') throw new Error(refusal);
  }

  return {
    key,
    name,
    state,
    calls,
    visibleAccounts,

    /** Records a request of `method`; a scripted error throws, a scripted answer is returned. */
    begin(method: PolkadotDevWalletMethod): PromptAnswer {
      calls.push(method);
      const outcome = scripted.get(method)?.shift();
      if (typeof outcome === 'object')
        throw new DevWalletRpcError(outcome.code, outcome.message, outcome.data);
      return outcome;
    },
    next(method: PolkadotDevWalletMethod, outcome: DevWalletOutcome): void {
      scripted.set(method, [...(scripted.get(method) ?? []), outcome]);
    },

    /** A signing prompt: refused with `Error('Cancelled')`. */
    confirmSigning: (answer: PromptAnswer) => prompt(answer, CANCELLED),
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
      if (enablePending)
        throw new Error(`The source ${originName} has a pending authorization request`);
      enablePending = true;
      connectPrompts += 1;
      try {
        await prompt(answer, REJECTED);
      } finally {
        enablePending = false;
      }
      if (state.locked)
        throw new Error('The Portico Polkadot dev wallet was locked during the request');
      changeVisibility(() => remember(true));
    },

    subscribe(listener: AccountsListener): () => void {
      listeners.add(listener);
      // The current list first, asynchronously, as an extension's subscription message arrives.
      queueMicrotask(() => {
        if (listeners.has(listener)) notify(listener, visibleAccounts());
      });
      return () => void listeners.delete(listener);
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

    setBehavior(behavior: 'approve' | 'reject'): void {
      state.behavior = behavior;
    },
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

    connectPrompts: () => connectPrompts,

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
