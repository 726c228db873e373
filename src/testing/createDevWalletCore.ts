import { toHexChainId } from './chainParams';
import type { DevSigner } from './createDevSigner';
import type { Emitter } from './createEmitter';
import { DevWalletRpcError, invalidParams, userRejected } from './DevWalletRpcError';
import type {
  DevWalletChain,
  DevWalletOptions,
  DevWalletOutcome,
  DevWalletScript,
  DevWalletState,
} from './types';

type PromptAnswer = 'approve' | 'reject' | undefined;

interface Waiter {
  resolve(): void;
  reject(error: DevWalletRpcError): void;
}

/** The wallet's state and the transitions that emit events; shared by requests and controls. */
export type DevWalletCore = ReturnType<typeof createDevWalletCore>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const disconnectedError = () => new DevWalletRpcError(4900, 'The wallet is disconnected');

export function createDevWalletCore(setup: {
  options: DevWalletOptions;
  chains: Map<number, DevWalletChain>;
  signers: readonly DevSigner[];
  emitter: Emitter;
  chainId: number;
}) {
  const { options, chains, signers, emitter } = setup;
  if (signers.length === 0) throw new TypeError('createDevWallet: no private keys');
  if (!chains.has(setup.chainId))
    throw new TypeError(`createDevWallet: chain ${setup.chainId} is not in chains`);
  const accountIndex = options.accountIndex ?? 0;
  if (!signers[accountIndex])
    throw new RangeError(`createDevWallet: no account at index ${accountIndex}`);

  const state: DevWalletScript & {
    chainId: number;
    accountIndex: number;
    authorized: boolean;
    authorizedAt: number;
    connected: boolean;
  } = {
    behavior: 'approve',
    delayMs: 0,
    locked: false,
    refuseChainSwitch: false,
    batchImplementation: null,
    ...options.script,
    chainId: setup.chainId,
    accountIndex,
    authorized: options.authorized ?? false,
    authorizedAt: Date.now(),
    connected: true,
  };
  const scripted = new Map<string, DevWalletOutcome[]>();
  const unlockWaiters = new Set<Waiter>();
  let connectPending = false;

  const signer = (): DevSigner => signers[state.accountIndex] as DevSigner;
  const visibleAccounts = (): string[] =>
    state.authorized && state.connected && !state.locked ? [signer().address] : [];

  /** Applies `change` and emits `accountsChanged` when what the site may see changed. */
  function changeVisibility(change: () => void): void {
    const before = visibleAccounts().join();
    change();
    const after = visibleAccounts();
    if (after.join() !== before) emitter.emit('accountsChanged', after);
  }

  function settleWaiters(error?: DevWalletRpcError): void {
    const waiters = [...unlockWaiters];
    unlockWaiters.clear();
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  return {
    state,
    visibleAccounts,
    activeChain: (): DevWalletChain => chains.get(state.chainId) as DevWalletChain,

    next(method: string, outcome: DevWalletOutcome): void {
      scripted.set(method, [...(scripted.get(method) ?? []), outcome]);
    },
    takeNext(method: string): DevWalletOutcome | undefined {
      return scripted.get(method)?.shift();
    },

    /** A prompt the user answers after `delayMs`: resolves on approval, else throws 4001. */
    async prompt(what: string, answer: PromptAnswer): Promise<void> {
      if (state.delayMs > 0) await sleep(state.delayMs);
      if ((answer ?? state.behavior) === 'reject') throw userRejected(what);
    },

    requireConnected(): void {
      if (!state.connected) throw disconnectedError();
    },

    /** The signer for `address`, which must be the account the site may see. */
    requireSigner(address: unknown): DevSigner {
      if (!state.connected) throw disconnectedError();
      if (typeof address !== 'string') throw invalidParams('expected the account address');
      if (!visibleAccounts().some((account) => account.toLowerCase() === address.toLowerCase())) {
        throw new DevWalletRpcError(
          4100,
          `The account ${address} has not been authorised by the user`,
        );
      }
      return signer();
    },

    async requestAccounts(answer: PromptAnswer): Promise<string[]> {
      // MetaMask's answer to a second connect while the first is open.
      if (connectPending) {
        throw new DevWalletRpcError(-32002, 'Already processing eth_requestAccounts. Please wait.');
      }
      connectPending = true;
      try {
        if (state.locked) {
          if ((answer ?? state.behavior) === 'reject') throw userRejected('unlock');
          await new Promise<void>((resolve, reject) => unlockWaiters.add({ resolve, reject }));
        }
        if (!state.authorized || !state.connected) {
          await this.prompt('connect', answer);
          if (!state.connected) {
            state.connected = true;
            emitter.emit('connect', { chainId: toHexChainId(state.chainId) });
          }
          changeVisibility(() => {
            state.authorized = true;
            state.authorizedAt = Date.now();
          });
        }
        return visibleAccounts();
      } finally {
        connectPending = false;
      }
    },

    /** EIP-2255 permissions: `eth_accounts` while the site is connected. */
    permissions() {
      if (!state.authorized || !state.connected) return [];
      return [
        {
          invoker: globalThis.location?.origin ?? 'null',
          parentCapability: 'eth_accounts',
          caveats: [{ type: 'restrictReturnedAccounts', value: [signer().address] }],
          date: state.authorizedAt,
        },
      ];
    },

    revoke(): void {
      changeVisibility(() => {
        state.authorized = false;
      });
    },

    setBehavior(behavior: 'approve' | 'reject'): void {
      state.behavior = behavior;
      if (behavior === 'reject') settleWaiters(userRejected('unlock'));
    },

    setLocked(locked: boolean): void {
      changeVisibility(() => {
        state.locked = locked;
      });
      if (!locked) settleWaiters();
    },

    setChain(chainId: number): void {
      if (!chains.has(chainId)) throw new RangeError(`Dev wallet: chain ${chainId} is not known`);
      if (chainId === state.chainId) return;
      state.chainId = chainId;
      emitter.emit('chainChanged', toHexChainId(chainId));
    },

    switchAccount(index: number): void {
      if (!Number.isInteger(index) || !signers[index]) {
        throw new RangeError(
          `Dev wallet: no account at index ${index} (it holds ${signers.length})`,
        );
      }
      changeVisibility(() => {
        state.accountIndex = index;
      });
    },

    disconnect(): void {
      settleWaiters(disconnectedError());
      if (!state.connected) return;
      const wasVisible = visibleAccounts().length > 0;
      state.connected = false;
      state.authorized = false;
      emitter.emit('disconnect', disconnectedError());
      if (wasVisible) emitter.emit('accountsChanged', []);
    },

    getState(): DevWalletState {
      return {
        authorized: state.authorized,
        locked: state.locked,
        connected: state.connected,
        chainId: state.chainId,
        account: signer().address,
        accountIndex: state.accountIndex,
        addresses: signers.map((s) => s.address),
        chains: [...chains.values()].map((chain) => ({
          ...chain,
          nativeCurrency: { ...chain.nativeCurrency },
        })),
      };
    },
  };
}
