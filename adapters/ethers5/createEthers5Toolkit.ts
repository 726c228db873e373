import { Contract, providers } from 'ethers5';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { TransactionRequest } from '../../src/adapter/ChainModule';
import type { PorticoError } from '../../src/adapter/PorticoError';
import { shouldFallBack } from '../../src/adapter/rpc/shouldFallBack';
import type { Eip1193Provider } from '../eip155/Eip1193Provider';
import { eip155Chain } from '../eip155/eip155Chain';
import type { EvmToolkit } from '../eip155/EvmToolkit';
import { ethers5Units } from './ethers5Units';
import { toEthers5Error } from './toEthers5Error';

const ERC20_TRANSFER = ['function transfer(address to, uint256 amount) returns (bool)'];

/** As our JSON-RPC client's. */
const DEFAULT_TIMEOUT_MS = 10_000;

interface Ethers5ToolkitOptions {
  /** Milliseconds before a read is abandoned (ethers 5's `ConnectionInfo.timeout`). Default 10 000. */
  timeoutMs?: number;
}

const toEthersRequest = ({ from, to, value, data }: TransactionRequest) => ({
  from,
  to,
  value: `0x${value.toString(16)}`,
  ...(data ? { data } : {}),
});

const toTransactionError = (error: unknown): Promise<Error> =>
  eip155Chain.toTransactionError!(toEthers5Error(error));

/**
 * The eip155 toolkit on ethers 5: reads through a `StaticJsonRpcProvider` per RPC URL of the
 * network (tried in order; the next one only when ours would fall back: timeout, 5xx, 429,
 * network failure), the wallet as a `Web3Provider` over its EIP-1193 provider for signing and
 * sending (ethers estimates the gas, the wallet fills the rest and answers the hash), ERC-20
 * transfers through a `Contract`, ethers 5's errors unwrapped to the node's (`toEthers5Error`).
 */
export function createEthers5Toolkit(options: Ethers5ToolkitOptions = {}): EvmToolkit {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const readers = new Map<string, providers.StaticJsonRpcProvider[]>();
  const web3Providers = new WeakMap<Eip1193Provider, providers.Web3Provider>();

  const readersFor = (network: CaipNetwork) => {
    let found = readers.get(network.caipNetworkId);
    if (!found) {
      // A known network: ethers asks no eth_chainId before the first read.
      const known = { chainId: Number(network.id), name: network.caipNetworkId };
      found = network.rpcUrls.default.http.map(
        (url) => new providers.StaticJsonRpcProvider({ url, timeout }, known),
      );
      readers.set(network.caipNetworkId, found);
    }
    return found;
  };

  const read = async <T>(
    network: CaipNetwork,
    call: (provider: providers.StaticJsonRpcProvider) => Promise<T>,
  ): Promise<T> => {
    let lastError: PorticoError | undefined;
    for (const provider of readersFor(network)) {
      try {
        return await call(provider);
      } catch (raw) {
        lastError = toEthers5Error(raw);
        if (!shouldFallBack(lastError)) throw lastError;
      }
    }
    throw lastError;
  };

  const signerOf = (wallet: Eip1193Provider, address: string) => {
    let web3 = web3Providers.get(wallet);
    if (!web3) {
      // 'any': the wallet's chain is the wallet's; the send feature switched it beforehand.
      web3 = new providers.Web3Provider(wallet, 'any');
      web3Providers.set(wallet, web3);
    }
    return web3.getSigner(address);
  };

  const send = (wallet: Eip1193Provider, tx: providers.TransactionRequest & { from: string }) =>
    // Unchecked: the wallet's hash, without ethers polling the wallet for the transaction.
    signerOf(wallet, tx.from)
      .sendUncheckedTransaction(tx)
      .catch(async (error: unknown) => {
        throw await toTransactionError(error);
      });

  return {
    // eip155 as it is, with ethers 5 doing the units.
    chain: { ...eip155Chain, ...ethers5Units },
    async getBalance(network, address) {
      return (await read(network, (provider) => provider.getBalance(address))).toBigInt();
    },
    // ethers 5's JSON-RPC client over the network's URLs; errors unwrapped to the node's.
    transport: async (network) => ({
      request: ({ method, params }) =>
        read(network, (provider) => provider.send(method, (params ?? []) as unknown[])),
    }),
    signMessage: (wallet, address, message) =>
      signerOf(wallet, address)
        .signMessage(message)
        .catch((error: unknown) => {
          throw toEthers5Error(error);
        }),
    sendTransaction: (wallet, tx) => send(wallet, toEthersRequest(tx)),
    async sendToken(wallet, { from, to, token, amount }) {
      const erc20 = new Contract(token.address, ERC20_TRANSFER, signerOf(wallet, from));
      const tx = await erc20.populateTransaction.transfer!(to, amount.toString()).catch(
        async (error: unknown) => {
          throw await toTransactionError(error);
        },
      );
      return send(wallet, { ...tx, from });
    },
    destroy() {
      readers.clear();
    },
  };
}
