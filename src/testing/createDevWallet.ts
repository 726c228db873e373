import {
  DEFAULT_NATIVE_CURRENCY,
  firstParamObject,
  parseAddEthereumChain,
  parseChainIdParam,
  toHexChainId,
  unrecognizedChain,
} from './chainParams';
import { createDevSigner } from './createDevSigner';
import { createDevWalletControls } from './createDevWalletControls';
import { createEmitter } from './createEmitter';
import { createJsonRpcClient } from './createJsonRpcClient';
import { DEV_PRIVATE_KEYS } from './devAccounts';
import type { PromptAnswer } from './createDevWalletScript';
import { DevWalletRpcError, invalidParams, userRejected } from './DevWalletRpcError';
import { createDevWalletCore } from './createDevWalletCore';
import { getDevAssets, parseGetAssetsRequest } from './getDevAssets';
import { READ_ONLY_METHODS } from './readOnlyMethods';
import { sendDevTransaction } from './sendDevTransaction';
import {
  devCallsStatus,
  devCapabilities,
  isDelegated,
  parseSendCalls,
  sendDevCalls,
} from './devWalletCalls';
import { parsePersonalMessage, parseTypedData } from './signRequests';
import type { DevWallet, DevWalletChain, DevWalletOptions, RequestArguments } from './types';

/**
 * A scriptable EIP-1193 wallet for tests and the demo: it signs with anvil's dev keys and sends
 * to local chains over their RPC URLs. Prompts (connect, sign, send, switch and add chain)
 * answer as `wallet.controls` says, after `delayMs`.
 *
 * Locked: `eth_accounts` answers `[]` and signing answers 4100, as the site may see no account.
 * `eth_requestAccounts` stays pending, as a real wallet's unlock screen does, and goes on to its
 * connect prompt once unlocked; it rejects with 4001 when `behavior` is (or becomes) `'reject'`
 * and with 4900 on `controls.disconnect()`.
 *
 * `wallet_getAssets` (EIP-7811) needs no prompt: it reads the native balance and those of the
 * tokens in `options.assets` from each asked chain, for the account the site may see (else 4100).
 *
 * Disconnected (after `controls.disconnect()`): chain reads, signing and sending answer 4900;
 * the next approved `eth_requestAccounts` reconnects and emits `connect`.
 */
export function createDevWallet(options: DevWalletOptions): DevWallet {
  const chains = new Map<number, DevWalletChain>();
  for (const [key, rpcUrl] of Object.entries(options.chains)) {
    const chainId = Number(key);
    if (!Number.isSafeInteger(chainId) || chainId <= 0)
      throw new TypeError(`createDevWallet: bad chain id ${key}`);
    chains.set(chainId, {
      chainId,
      chainName: `Local chain ${chainId}`,
      rpcUrl,
      nativeCurrency: DEFAULT_NATIVE_CURRENCY,
    });
  }
  for (const asset of options.assets ?? []) {
    if (!/^0x[0-9a-f]{40}$/i.test(asset.address))
      throw new TypeError(`createDevWallet: asset address ${asset.address} is not an address`);
    if (!Number.isInteger(asset.decimals) || asset.decimals < 0 || asset.decimals > 255)
      throw new TypeError(`createDevWallet: asset ${asset.symbol} has bad decimals`);
  }
  const firstChainId = Math.min(...chains.keys());
  if (!Number.isFinite(firstChainId))
    throw new TypeError('createDevWallet: options.chains names no chain');
  const signers = (options.privateKeys ?? DEV_PRIVATE_KEYS).map(createDevSigner);
  const emitter = createEmitter();
  const core = createDevWalletCore({
    options,
    chains,
    signers,
    emitter,
    chainId: options.chainId ?? firstChainId,
  });
  const rpc = createJsonRpcClient({
    timeoutMs: options.rpcTimeoutMs ?? 10_000,
    fetch: options.fetch,
  });
  /** Calls the chain active now; a send binds its chain before it waits in the queue. */
  const chainCaller =
    (rpcUrl = core.activeChain().rpcUrl) =>
    (method: string, params: readonly unknown[]) =>
      rpc(rpcUrl, method, params);

  // One send at a time: each reads the pending nonce, which a concurrent send would reuse.
  let sendQueue: Promise<unknown> = Promise.resolve();

  const wallet: DevWallet = {
    isPorticoDevWallet: true,
    controls: createDevWalletControls(core),
    async request(args: RequestArguments) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new DevWalletRpcError(-32600, 'Invalid request: expected { method, params? }');
      }
      const { method } = args;
      if (args.params !== undefined && !Array.isArray(args.params)) {
        throw invalidParams(`${method} expects its params as an array`);
      }
      const params: readonly unknown[] = args.params ?? [];
      return handle(method, params, core.take(method));
    },
    on(event, listener) {
      emitter.on(event, listener);
      return this;
    },
    removeListener(event, listener) {
      emitter.off(event, listener);
      return this;
    },
  };

  async function handle(method: string, params: readonly unknown[], answer: PromptAnswer) {
    switch (method) {
      case 'eth_accounts':
        return core.visibleAccounts();
      case 'eth_chainId':
        return toHexChainId(core.state.chainId);
      case 'net_version':
        return String(core.state.chainId);
      case 'eth_requestAccounts':
        return core.requestAccounts(answer);
      case 'wallet_requestPermissions':
        await core.requestAccounts(answer);
        return core.permissions();
      case 'wallet_getPermissions':
        return core.permissions();
      case 'wallet_revokePermissions':
        core.revoke();
        return null;
      case 'wallet_switchEthereumChain': {
        const chainId = parseChainIdParam(firstParamObject(params, method).chainId);
        if (!chains.has(chainId)) throw unrecognizedChain(chainId);
        if (chainId === core.state.chainId) return null;
        await core.prompt(
          'switch chain',
          answer ?? (core.state.refuseChainSwitch ? 'reject' : 'approve'),
        );
        core.setChain(chainId);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const chain = parseAddEthereumChain(params);
        if (chains.has(chain.chainId)) return null;
        await core.prompt('add chain', answer);
        chains.set(chain.chainId, chain);
        return null;
      }
      case 'personal_sign': {
        const signer = core.requireSigner(params[1]);
        const message = parsePersonalMessage(params[0]);
        await core.prompt('sign message', answer);
        core.requireSigner(params[1]); // locked or switched while the prompt was open: 4100
        return signer.signMessage(message);
      }
      case 'eth_signTypedData_v4': {
        const signer = core.requireSigner(params[0]);
        const typedData = parseTypedData(params[1], core.state.chainId);
        await core.prompt('sign typed data', answer);
        core.requireSigner(params[0]);
        return signer.signTypedData(typedData);
      }
      case 'eth_sendTransaction': {
        const request = firstParamObject(params, method);
        const signer = core.requireSigner(request.from);
        await core.prompt('send transaction', answer);
        core.requireSigner(request.from);
        const chainId = core.state.chainId;
        const call = chainCaller();
        const sent = sendQueue.then(() => sendDevTransaction(signer, call, chainId, request));
        sendQueue = sent.catch(() => undefined);
        return sent;
      }
      case 'wallet_getCapabilities':
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
        return handleBatch(method, params, answer);
      case 'wallet_getAssets': {
        // A safe request: no prompt, but only for the account the site may see.
        const request = parseGetAssetsRequest(params);
        if (answer === 'reject') throw userRejected(method);
        core.requireSigner(request.account);
        return getDevAssets(request, {
          chains,
          tokens: options.assets ?? [],
          nativePrice: options.nativePrice,
          call: rpc,
        });
      }
      default:
        if (!READ_ONLY_METHODS.has(method)) {
          throw new DevWalletRpcError(4200, `The Portico dev wallet does not support ${method}`);
        }
        if (answer === 'reject') throw userRejected(method);
        core.requireConnected();
        return chainCaller()(method, params);
    }
  }

  /** EIP-5792 over an EIP-7702 delegation (devWalletCalls.ts), when `batchImplementation` is set. */
  async function handleBatch(method: string, params: readonly unknown[], answer: PromptAnswer) {
    const implementation = core.state.batchImplementation;
    if (implementation === null)
      throw new DevWalletRpcError(4200, `The Portico dev wallet does not support ${method}`);
    const chainId = core.state.chainId;
    if (method === 'wallet_getCapabilities') {
      // A safe request: no prompt, but only for the account the site may see.
      const signer = core.requireSigner(params[0]);
      return devCapabilities(params, [...chains.keys()], (id) =>
        isDelegated(chainCaller(chains.get(id)!.rpcUrl), signer.address, implementation),
      );
    }
    if (method === 'wallet_getCallsStatus') {
      core.requireConnected();
      return devCallsStatus(chainCaller(), String(params[0]), chainId);
    }
    const request = firstParamObject(params, method);
    const signer = core.requireSigner(request.from);
    const calls = parseSendCalls(request, chainId);
    await core.prompt('send calls', answer);
    core.requireSigner(request.from);
    const call = chainCaller();
    const sent = sendQueue.then(() => sendDevCalls(signer, call, chainId, implementation, calls));
    sendQueue = sent.catch(() => undefined);
    return { id: await sent };
  }

  // EIP-1193: announce the chain once listeners attached in the same tick can hear it.
  queueMicrotask(() => {
    if (core.state.connected)
      emitter.emit('connect', { chainId: toHexChainId(core.state.chainId) });
  });
  return wallet;
}
