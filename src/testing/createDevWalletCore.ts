import { toHexChainId } from './chainParams';
import type { DevSigner } from './createDevSigner';
import type { Emitter } from './createEmitter';
import { createDevWalletScript, DEFAULT_SCRIPT, type PromptAnswer } from './createDevWalletScript';
import { DevWalletRpcError, invalidParams, userRejected } from './DevWalletRpcError';
import type { DevWalletChain, DevWalletOptions, DevWalletScript, DevWalletState } from './types';

/** The wallet's state and the transitions that emit events; shared by requests and controls. */
export type DevWalletCore = ReturnType<typeof createDevWalletCore>;

const disconnectedError = () => new DevWalletRpcError(4900, 'The wallet is disconnected');
/** MetaMask's answer to a second connect while the first is open. */
const alreadyConnecting = () =>
  new DevWalletRpcError(-32002, 'Already processing eth_requestAccounts. Please wait.');

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

  const script = createDevWalletScript<
    string,
    DevWalletScript & {
      chainId: number;
      accountIndex: number;
      authorized: boolean;
      authorizedAt: number;
      connected: boolean;
    }
  >({
    state: {
      ...DEFAULT_SCRIPT,
      refuseChainSwitch: false,
      batchImplementation: null,
      ...options.script,
      chainId: setup.chainId,
      accountIndex,
      authorized: options.authorized ?? false,
      authorizedAt: Date.now(),
      connected: true,
    },
    refusal: () => userRejected('unlock'),
  });
  const { state } = script;

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

  return {
    state,
    visibleAccounts,
    activeChain: (): DevWalletChain => chains.get(state.chainId) as DevWalletChain,

    next: script.next,
    /** The next scripted answer of `method`; a scripted error throws now. */
    take: script.take,

    /** A prompt the user answers after `delayMs`: resolves on approval, else throws 4001. */
    prompt: (what: string, answer: PromptAnswer) => script.prompt(answer, () => userRejected(what)),

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

    requestAccounts(answer: PromptAnswer): Promise<string[]> {
      return script.oneConnect(async () => {
        await script.unlocked(answer);
        if (!state.authorized || !state.connected) {
          await script.connectPrompt(answer, () => userRejected('connect'));
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
      }, alreadyConnecting);
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

    setBehavior: script.setBehavior,

    setLocked(locked: boolean): void {
      changeVisibility(() => {
        state.locked = locked;
      });
      if (!locked) script.settleUnlock();
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
      script.settleUnlock(disconnectedError());
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
