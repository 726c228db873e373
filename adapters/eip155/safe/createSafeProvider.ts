import type SafeAppsSDK from '@safe-global/safe-apps-sdk';
import type { Communicator } from '@safe-global/safe-apps-sdk';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { toHexChainId } from '../../../src/adapter/hexChainId';
import { withTimeout } from '../../../src/adapter/rpc/withTimeout';
import { toChecksumAddress } from '../checksumAddress';
import { createSafeMessenger } from './createSafeMessenger';
import type { Eip1193Provider } from '../Eip1193Provider';
import {
  proposalSchema,
  safeInfoSchema,
  signMessageAnswerSchema,
  type SafeInfo,
} from './safeInfoSchema';

/** The parent answers info and reads at once; past this it is not a Safe app that listens. */
const SAFE_INFO_TIMEOUT_MS = 5_000;
/** A proposal or signature waits for the user in the Safe app: as long as a frame request. */
const SAFE_PROMPT_TIMEOUT_MS = 120_000;

/** Reads the Safe app relays to its own node (Safe Apps SDK `rpcCall`). */
type Reads = Record<string, (sdk: SafeAppsSDK, params: unknown[]) => Promise<unknown>>;
const READS: Reads = {
  eth_call: (sdk, p) => sdk.eth.call(p as Parameters<SafeAppsSDK['eth']['call']>[0]),
  eth_getBalance: (sdk, p) => sdk.eth.getBalance(p as [string, string?]),
  eth_getCode: (sdk, p) => sdk.eth.getCode(p as [string, string?]),
  eth_getTransactionCount: (sdk, p) => sdk.eth.getTransactionCount(p as [string, string?]),
  eth_gasPrice: (sdk) => sdk.eth.getGasPrice(),
  eth_getTransactionReceipt: (sdk, p) => sdk.eth.getTransactionReceipt(p as [string]),
  eth_getBlockByNumber: (sdk, p) =>
    sdk.eth.getBlockByNumber(p as Parameters<SafeAppsSDK['eth']['getBlockByNumber']>[0]),
};

const timeoutError = (method: string) => () =>
  new ProviderRpcError(4900, `The Safe app did not answer ${method}`);

/** The parent's refusal: "rejected" is the user's (4001), anything else the app's (5000). */
const toSafeError = (error: unknown): PorticoError => {
  if (error instanceof PorticoError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderRpcError(/reject/i.test(message) ? 4001 : 5000, message, { cause: error });
};

const isHex = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value);

/**
 * An EIP-1193 provider for the Safe that frames the page, over the Safe Apps SDK (loaded on
 * the first request; it speaks only to `origin`, the detected Safe app). Accounts and chain
 * come from the Safe's info; `eth_sendTransaction` proposes the transaction to the Safe and
 * answers its `safeTxHash` (the owners confirm and execute it in the Safe app); switching to
 * another chain is refused (a Safe lives on one); `personal_sign` answers a signature only
 * when the Safe app has one at once, else 4200.
 */
export function createSafeProvider(
  origin: string,
): Eip1193Provider & { info(): Promise<SafeInfo> } {
  let sdk: Promise<SafeAppsSDK> | null = null;
  let info: Promise<SafeInfo> | null = null;

  const loadSdk = () => {
    sdk ??= import('@safe-global/safe-apps-sdk').then(
      ({ default: Sdk, MessageFormatter }) => {
        // Its own listener reads only the parent window and, with this, its exact origin.
        const made = new Sdk({
          allowedDomains: [new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)],
        });
        // Its requests would be posted to '*'. Its parts share one communicator, whose `send`
        // is replaced by one held to the Safe app's origin; an SDK without it is not used.
        const { communicator } = made as unknown as { communicator?: Communicator };
        if (typeof communicator?.send !== 'function')
          throw new PorticoError('SAFE_SDK_UNSUPPORTED', 'The Safe Apps SDK could not be used', {
            details: 'Use @safe-global/safe-apps-sdk 9',
          });
        const makeRequest = MessageFormatter.makeRequest as (m: string, p: unknown) => never;
        communicator.send = createSafeMessenger(window, origin, makeRequest).send;
        return made;
      },
      (error: unknown) => {
        sdk = null;
        throw new PorticoError('SAFE_SDK_MISSING', 'The Safe Apps SDK could not be loaded', {
          details: 'Install the optional peer @safe-global/safe-apps-sdk',
          cause: error,
        });
      },
    );
    return sdk;
  };

  const ask = async <T>(
    method: string,
    run: (s: SafeAppsSDK) => Promise<T>,
    ms = SAFE_INFO_TIMEOUT_MS,
  ): Promise<T> => {
    const s = await loadSdk();
    try {
      return await withTimeout(() => run(s), ms, timeoutError(method));
    } catch (error) {
      throw toSafeError(error);
    }
  };

  const getInfo = () => {
    info ??= ask('getSafeInfo', (s) => s.safe.getInfo()).then(
      (answer) => {
        const parsed = safeInfoSchema.safeParse(answer);
        if (!parsed.success) {
          throw new PorticoError('INVALID_SAFE_INFO', 'The Safe app sent invalid Safe info', {
            details: JSON.stringify(answer),
          });
        }
        return { ...parsed.data, safeAddress: toChecksumAddress(parsed.data.safeAddress) };
      },
      (error: unknown) => {
        info = null;
        throw error;
      },
    );
    return info;
  };

  const propose = async (params: unknown[]) => {
    const tx = params[0] as { to?: unknown; value?: unknown; data?: unknown } | undefined;
    if (!tx || typeof tx.to !== 'string' || (tx.value !== undefined && !isHex(tx.value)))
      throw new ProviderRpcError(-32602, 'eth_sendTransaction needs a `to` and a hex `value`');
    const txs = [
      {
        to: tx.to,
        value: BigInt((tx.value as string | undefined) ?? '0x0').toString(10),
        data: isHex(tx.data) ? tx.data : '0x',
      },
    ];
    const answer = await ask(
      'sendTransactions',
      (s) => s.txs.send({ txs }),
      SAFE_PROMPT_TIMEOUT_MS,
    );
    const parsed = proposalSchema.safeParse(answer);
    if (!parsed.success)
      throw new ProviderRpcError(
        5000,
        `The Safe app answered an invalid proposal: ${JSON.stringify(answer)}`,
      );
    return parsed.data.safeTxHash;
  };

  const signMessage = async (params: unknown[]) => {
    const message = params[0];
    if (typeof message !== 'string')
      throw new ProviderRpcError(-32602, 'personal_sign needs a message');
    let answer: unknown = null;
    try {
      answer = await ask('signMessage', (s) => s.txs.signMessage(message), SAFE_PROMPT_TIMEOUT_MS);
    } catch (error) {
      // The user's refusal stays one; a Safe app that cannot sign is said below.
      if (error instanceof ProviderRpcError && error.rpcCode === 4001) throw error;
    }
    const parsed = signMessageAnswerSchema.safeParse(answer);
    if (parsed.success && 'messageHash' in parsed.data) {
      const { messageHash } = parsed.data;
      const signature = await ask('getOffChainSignature', (s) =>
        s.safe.getOffChainSignature(messageHash),
      );
      if (isHex(signature) && signature.length > 2) return signature;
    }
    throw new ProviderRpcError(
      4200,
      'The Safe signs messages only once its owners confirm them in the Safe app',
    );
  };

  const switchChain = async (params: unknown[]) => {
    const { chainId } = await getInfo();
    const wanted = (params[0] as { chainId?: unknown } | undefined)?.chainId;
    if (typeof wanted === 'string' && wanted.toLowerCase() === toHexChainId(chainId)) return null;
    throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      details: `A Safe lives on one chain (${chainId}); switch networks in the Safe app`,
    });
  };

  return {
    info: getInfo,
    async request({ method, params }) {
      const list = Array.isArray(params) ? params : [];
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [(await getInfo()).safeAddress];
        case 'eth_chainId':
          return toHexChainId((await getInfo()).chainId);
        case 'eth_sendTransaction':
          return propose(list);
        case 'personal_sign':
          return signMessage(list);
        case 'wallet_switchEthereumChain':
          return switchChain(list);
        case 'wallet_revokePermissions':
          // Leaving is local: the Safe app keeps the page framed.
          return null;
        default: {
          const read = READS[method];
          if (read) return ask(method, (s) => read(s, list));
          throw new ProviderRpcError(4200, `The Safe app does not support ${method}`);
        }
      }
    },
  };
}
